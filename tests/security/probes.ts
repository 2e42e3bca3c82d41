/**
 * What the security suite attacks, derived — never listed by hand — so that a new area is probed as soon as it
 * exists:
 *
 * - the GraphQL operations: every operation of the build's trusted-document manifest (what the portal runs in
 *   production), with its variables typed by the real schema, plus every root field of the schema that takes an id
 *   (which outside production runs as an arbitrary document); the area manifests' guarded operations and mutations
 *   must each be one of them;
 * - the endpoints: every area manifest's `endpoints`, with the HTTP methods their page module exports;
 * - hostile values for a variable of any GraphQL input type, from a seeded generator (same seed, same cases).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// graphql's CommonJS build, the copy the server's schema is made of (src/server/graphql/graphql-js.ts says why).
import {
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  isObjectType,
  Kind,
  parse,
  typeFromAST,
} from 'graphql/index.js';
import type { GraphQLInputType, GraphQLScalarType, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { AREAS } from '../../src/features/areas';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The build's trusted-document manifest: hash → document. */
export const PERSISTED_DOCUMENTS: Readonly<Record<string, string>> = JSON.parse(
  readFileSync(path.join(root, 'src/lib/graphql/generated/persisted-documents.json'), 'utf8'),
) as Record<string, string>;

/** One operation the suite sends. */
export interface ProbedOperation {
  name: string;
  kind: 'query' | 'mutation';
  /** The trusted document's hash; none for a document the suite generated from the schema. */
  hash?: string;
  /** The document's text. */
  document: string;
  /** Variable name → its input type in the schema. */
  variables: Record<string, GraphQLInputType>;
  /** The root fields it selects (the operations the area manifests name). */
  fields: string[];
}

function operationOf(schema: GraphQLSchema, document: string, hash?: string): ProbedOperation {
  const definition = parse(document).definitions.find(
    (node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION,
  );
  if (!definition?.name) throw new Error(`A persisted document without a named operation: ${document.slice(0, 80)}`);
  if (definition.operation === 'subscription') throw new Error('Subscriptions are not probed');
  const variables: Record<string, GraphQLInputType> = {};
  for (const variable of definition.variableDefinitions ?? []) {
    const type = typeFromAST(schema, variable.type as never) as GraphQLInputType | undefined;
    if (!type) throw new Error(`${definition.name.value}: unknown type of $${variable.variable.name.value}`);
    variables[variable.variable.name.value] = type;
  }
  const fields = definition.selectionSet.selections.flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.name.value] : [],
  );
  return {
    name: definition.name.value,
    kind: definition.operation,
    ...(hash ? { hash } : {}),
    document,
    variables,
    fields,
  };
}

/** True when `type` is (a list of, non-null or not) the ID scalar. */
export function isIdType(type: GraphQLInputType): boolean {
  return getNamedType(type).name === 'ID';
}

/**
 * Every operation of the trusted-document manifest, then a generated document for each root field that takes an id
 * and no trusted document calls (it runs outside production, so it is an attack surface there too).
 */
export function probedOperations(schema: GraphQLSchema): ProbedOperation[] {
  const persisted = Object.entries(PERSISTED_DOCUMENTS).map(([hash, document]) => operationOf(schema, document, hash));
  const called = new Set(persisted.flatMap((operation) => operation.fields));
  const generated: ProbedOperation[] = [];
  for (const kind of ['query', 'mutation'] as const) {
    const rootType = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    for (const field of Object.values(rootType?.getFields() ?? {})) {
      if (called.has(field.name) || !field.args.some((arg) => isIdType(arg.type))) continue;
      const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const argumentsText = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
      const name = `Probe${field.name[0]!.toUpperCase()}${field.name.slice(1)}`;
      const document = `${kind} ${name}(${definitions}) { ${field.name}(${argumentsText})${selection} }`;
      generated.push(operationOf(schema, document));
    }
  }
  return [...persisted, ...generated];
}

/** Every operation (root field) the area manifests name: guarded by a flag, or a mutation with a cache rule. */
export const MANIFEST_OPERATIONS: readonly string[] = [
  ...new Set(
    AREAS.flatMap((area) => [
      ...Object.values(area.guards).flatMap((names) => names ?? []),
      ...Object.keys(area.mutations),
    ]),
  ),
];

/** An endpoint an area manifest declares, as a URL path (a `[param]` segment filled with a harmless value). */
export interface ProbedEndpoint {
  area: string;
  /** The page file under src/pages (`api/pass.ts`). */
  file: string;
  path: string;
}

/** The URL path of an endpoint file: `api/preview/index.ts` → `/api/preview`, `cms/images/[file].ts` → `…/probe.svg`. */
export function endpointPath(file: string): string {
  const withoutExtension = file.replace(/\.(ts|js)$/, '').replace(/(^|\/)index$/, '');
  const filled = withoutExtension.replace(/\[\.{3}[^\]]+\]|\[[^\]]+\]/g, 'probe.svg');
  return `/${filled}`;
}

/** Every endpoint of every area manifest. */
export const ENDPOINTS: readonly ProbedEndpoint[] = AREAS.flatMap((area) =>
  area.endpoints.map((file) => ({ area: area.key, file, path: endpointPath(file) })),
);

/** The methods that change state (the middleware's origin check guards exactly these). */
export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The HTTP methods an endpoint's page module answers: its exported handlers, where `ALL` stands for every method
 * (the route answers 405 itself to those it does not take).
 */
export function methodsOf(module: Record<string, unknown>): string[] {
  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  if (typeof module['ALL'] === 'function') return methods;
  return methods.filter((method) => typeof module[method] === 'function');
}

// ——— Values ———

/** A small seeded generator (mulberry32): the same seed gives the same fuzz cases on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Strings an attacker tries in any text field. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'A'.repeat(100_000),
  'A'.repeat(2501),
  'A'.repeat(256),
  'null\u0000byte',
  '\u0000',
  '\ud800',
  'é\u0301👩‍👩‍👧‍👦\u202e\ufeff',
  "' OR 1=1 --",
  '"; drop table accounts; --',
  '$1',
  '%00%0d%0a',
  '\r\nSet-Cookie: evil=1',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  '{"__proto__":{"admin":true}}',
  '00000000-0000-4000-8000-000000000000',
  'not-a-uuid',
  '9'.repeat(400),
  '-1',
  '1e308',
  'NaN',
  '2024-02-30',
  '0000-00-00',
  '+31 6 1234 5678',
  'anna@example.nl',
];

/** Values of the wrong type for any variable. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  1.5,
  [],
  ['a', 'b'],
  {},
  { __proto__: { admin: true } },
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
];

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}

/**
 * A value for a variable of `type`: mostly one that fits the type (so the operation reaches its resolver) with a
 * hostile content, sometimes one of the wrong type or shape (so validation is attacked too).
 */
export function hostileValue(type: GraphQLInputType, random: () => number, depth = 0): unknown {
  const roll = random();
  if (roll < 0.12) return pick(random, WRONG_TYPES);
  if (type instanceof GraphQLNonNull) return hostileValue(type.ofType as GraphQLInputType, random, depth);
  if (type instanceof GraphQLList) {
    const length = Math.floor(random() * 3);
    return Array.from({ length }, () => hostileValue(type.ofType as GraphQLInputType, random, depth + 1));
  }
  if (type instanceof GraphQLEnumType) {
    const values = type.getValues().map((value) => value.name);
    return roll < 0.8 ? pick(random, values) : pick(random, ['admin', values[0]!.toLowerCase(), '']);
  }
  if (type instanceof GraphQLInputObjectType) {
    const fields = Object.values(type.getFields());
    const object: Record<string, unknown> = {};
    for (const field of fields) {
      // Sometimes a required field is left out, always in a nested object past a few levels.
      if (depth > 3 || random() < 0.08) continue;
      object[field.name] = hostileValue(field.type, random, depth + 1);
    }
    if (random() < 0.2) {
      // An own property, as JSON.parse makes it (an assignment to `__proto__` would set the prototype instead).
      const key = pick(random, ['__proto__', 'constructor', 'unknownField']);
      Object.defineProperty(object, key, {
        value: { admin: true },
        enumerable: true,
        configurable: true,
        writable: true,
      });
    }
    return object;
  }
  const scalar = type as GraphQLScalarType;
  if (scalar.name === 'Int') return pick(random, [0, -1, 2_147_483_647, -2_147_483_648, 2_147_483_648, 1e308]);
  if (scalar.name === 'Float') return pick(random, [0, -1e308, 1e308, 5e-324, -0]);
  if (scalar.name === 'Boolean') return random() < 0.5;
  return pick(random, HOSTILE_STRINGS);
}

/** What must never reach a response: a stack trace, SQL, or the database's own words. */
export const LEAKS: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  ['stack trace', /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/|\/|node:)[^)\s]*:\d+:\d+/],
  ['stack trace', /"stack"\s*:/],
  ['SQL', /\b(?:select|insert\s+into|update|delete\s+from)\b[^"]{0,200}\b(?:from|values|set|where)\b/i],
  ['SQL', /Failed query|params:|syntax error at or near|violates (?:not-null|unique|foreign key|check) constraint/i],
  ['database', /\b(?:PGlite|drizzle|postgres(?:ql)?\s+error|relation "[^"]+")/i],
];

/** The leaks found in a response body (empty when it is clean). */
export function leaksIn(body: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(body)).map(([name, pattern]) => `${name} (${pattern.source})`);
}
