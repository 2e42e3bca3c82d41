/**
 * The Studio's validation derived from the zod schemas the portal parses content with (src/content/queries), so a
 * document the Studio accepts is a document the portal reads, and the other way round: one source of truth. Every
 * field gets `required()` when its zod schema refuses a missing value, and a custom rule that runs the field's zod
 * check and answers its first problem in Dutch. Fields inside an object or inside the objects of an array get their
 * own rules, so a problem shows at the field that has it; the parent reports only what concerns it as a whole.
 */
import { z } from 'zod';
import type { FieldDefinition, RuleLike, TypeDefinition, Validation } from './fields';

/** What the portal adds to every stored object itself: never a Studio field. */
const SYSTEM_KEYS = new Set(['_id', '_type', '_key']);

/** Dutch explanations of the patterns the zod schemas use, by the pattern's source. */
const PATTERN_TEXTS: Record<string, string> = {
  '^[a-z0-9-]+$': 'Alleen kleine letters, cijfers en streepjes (zonder spaties).',
  '^(\\/|https:\\/\\/)': 'Begin met / (een pad bij het merk) of met https://.',
  '^\\d{4}-\\d{2}-\\d{2}$': 'Schrijf de datum als JJJJ-MM-DD.',
};

type Path = readonly PropertyKey[];

/** The Dutch message of one zod issue. */
export function dutchMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return minimum <= 1 ? 'Vul dit in.' : `Gebruik minstens ${minimum} tekens.`;
      if (issue.origin === 'array' || issue.origin === 'set') {
        return minimum <= 1 ? 'Voeg er minstens één toe.' : `Voeg er minstens ${minimum} toe.`;
      }
      return `Gebruik een getal van minstens ${minimum}.`;
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return `Gebruik hoogstens ${maximum} tekens.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Gebruik er hoogstens ${maximum}.`;
      return `Gebruik een getal van hoogstens ${maximum}.`;
    }
    case 'invalid_format':
      if (issue.format === 'url') return 'Gebruik een volledig adres dat met https:// begint.';
      if (issue.format === 'email') return 'Gebruik een geldig e-mailadres.';
      if (issue.format === 'regex' && 'pattern' in issue) {
        const source = String(issue.pattern).replace(/^\/|\/[a-z]*$/g, '');
        return PATTERN_TEXTS[source] ?? 'Deze waarde heeft niet de juiste vorm.';
      }
      return 'Deze waarde heeft niet de juiste vorm.';
    case 'invalid_value':
      return `Kies een van: ${issue.values.map(String).join(', ')}.`;
    case 'invalid_type':
      if (issue.expected === 'int') return 'Gebruik een heel getal.';
      return 'Vul dit in.';
    case 'custom':
      return 'Deze waarde klopt niet (bijvoorbeeld een openingstijd die niet vóór de sluitingstijd ligt).';
    default:
      return 'Deze waarde kan de site niet lezen.';
  }
}

/** The schema inside optional, nullable and default wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  while (
    current instanceof z.ZodOptional ||
    current instanceof z.ZodNullable ||
    current instanceof z.ZodDefault ||
    current instanceof z.ZodPipe
  ) {
    current = current instanceof z.ZodPipe ? (current.def.in as z.ZodType) : (current.def.innerType as z.ZodType);
  }
  return current;
}

/** True when the zod schema refuses a missing value: the Studio field is required. */
export function refusesMissing(schema: z.ZodType): boolean {
  return !schema.safeParse(undefined).success;
}

/**
 * The custom check of a field: its zod check's first problem that is not `covered` (reported by a field inside it),
 * in Dutch; `true` when the portal accepts the value. A missing value is left to `required()`.
 */
export function zodCheck(schema: z.ZodType, covered: (path: Path) => boolean = () => false) {
  return (value: unknown): true | string => {
    if (value === undefined) return true;
    const result = schema.safeParse(value);
    if (result.success) return true;
    const issue = result.error.issues.find((candidate) => !covered(candidate.path));
    return issue ? dutchMessage(issue) : true;
  };
}

/** The rule of a field with zod schema `schema`, reporting what `covered` leaves to the fields inside it. */
function portalRule(schema: z.ZodType, covered: (path: Path) => boolean): Validation {
  const required = refusesMissing(schema);
  const check = zodCheck(schema, covered);
  return (rule: RuleLike) => (required ? rule.required() : rule).custom(check);
}

/** The named object types (localeString, …) whose fields carry their own rules. */
export type NamedObjectFields = ReadonlyMap<string, readonly FieldDefinition[]>;

/** `field` with the rules of its zod schema, recursively for the fields inside it. */
export function withPortalRule(field: FieldDefinition, schema: z.ZodType, named: NamedObjectFields): FieldDefinition {
  const inner = unwrap(schema);
  const derived: FieldDefinition = { ...field };
  let covered: (path: Path) => boolean = () => false;
  if (field.fields && inner instanceof z.ZodObject) {
    derived.fields = withPortalRules(field.fields, inner, `${field.name}`, named);
    const names = new Set(derived.fields.map((nested) => nested.name));
    covered = (path) => path.length > 0 && names.has(String(path[0]));
  } else if (inner instanceof z.ZodObject && named.has(field.type)) {
    const names = new Set(named.get(field.type)!.map((nested) => nested.name));
    covered = (path) => path.length > 0 && names.has(String(path[0]));
  }
  const member = field.of?.[0];
  const element = inner instanceof z.ZodArray ? unwrap(inner.element as z.ZodType) : undefined;
  if (member?.fields && element instanceof z.ZodObject) {
    const fields = withPortalRules(member.fields, element, `${field.name}[]`, named);
    derived.of = [{ ...member, fields }];
    const names = new Set(fields.map((nested) => nested.name));
    covered = (path) => path.length > 1 && typeof path[0] === 'number' && names.has(String(path[1]));
  } else if (member && element instanceof z.ZodObject && named.has(member.type)) {
    const names = new Set(named.get(member.type)!.map((nested) => nested.name));
    covered = (path) => path.length > 1 && typeof path[0] === 'number' && names.has(String(path[1]));
  }
  derived.validation = portalRule(schema, covered);
  return derived;
}

/**
 * `fields` with the rules of the zod object `schema`. Throws when a field the portal needs has no Studio field, or
 * a Studio field is one the portal does not read: either would let the two drift apart.
 */
export function withPortalRules(
  fields: readonly FieldDefinition[],
  schema: z.ZodObject,
  where: string,
  named: NamedObjectFields,
): FieldDefinition[] {
  const shape = schema.shape as Record<string, z.ZodType>;
  const declared = new Set(fields.map((field) => field.name));
  const missing = Object.keys(shape).filter((key) => !SYSTEM_KEYS.has(key) && !declared.has(key));
  if (missing.length > 0) throw new Error(`${where}: the portal reads ${missing.join(', ')}, the Studio has no field`);
  return fields.map((field) => {
    const fieldSchema = shape[field.name];
    if (!fieldSchema) throw new Error(`${where}.${field.name}: a Studio field the portal's schema does not know`);
    return withPortalRule(field, fieldSchema, named);
  });
}

/** A type with the rules of its zod object schema. */
export function withPortalValidation(
  type: TypeDefinition,
  schema: z.ZodObject,
  named: NamedObjectFields,
): TypeDefinition {
  return { ...type, fields: withPortalRules(type.fields, schema, type.name, named) };
}
