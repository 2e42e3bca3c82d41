/**
 * Every GraphQL request the server refuses is refused in Dutch, with a code: a request that cannot be parsed, does not
 * fit the schema (unknown fields, arguments, fragments, directives; a missing required argument; a literal of the wrong
 * type), whose variables do not fit their types (wrong type, null or missing for a required one, an unknown enum
 * value or input field), that nests deeper than the schema's operations ever do, whose persisted-query extension is
 * wrong or unknown, or whose parameters are malformed. graphql-js's and Yoga's English explanations, which quote what
 * was sent, never reach the answer; the code in `extensions.code` does.
 *
 * A seeded fuzz (the same cases on every run) mutates the schema's real operations (the trusted-document manifest)
 * and their variables, in production (only trusted documents) and outside it (any document), through Yoga and
 * through the direct persisted read the front answers reads with.
 */
import type { DefinitionNode, DocumentNode, OperationDefinitionNode, TypeNode, VariableDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { committedTranslations } from '../../src/content/queries/translations';
import { createTranslator } from '../../src/i18n/translate';
import type { Db } from '../../src/server/db/client';
import { Kind, parse, validate } from '../../src/server/graphql/graphql-js';
import { persistedDocuments } from '../../src/server/graphql/persisted-documents';
import { createGraphQLHandler, persistedReadOf } from '../../src/server/graphql/yoga';
import { maxSelectionDepthRule, MAX_SELECTION_DEPTH } from '../../src/server/graphql/depth-limit';
import { buildSchema } from '../../src/server/graphql/schema';
import { BRANDS } from '../../src/brands/registry';

const t = createTranslator(committedTranslations('nl'));
const DUTCH_REFUSAL = t('badRequest.title');
// A visitor without a session: the operations that pass every check answer UNAUTHENTICATED before any database read.
const locals = { brand: BRANDS.ad, t, language: 'nl', preview: false, translations: {} } as unknown as App.Locals;
const serverContext = { locals, db: {} as Db };
const ORIGIN = 'http://ad.localhost:4321';

/** graphql-js's and Yoga's English, as their refusals word it. */
const ENGLISH =
  /Cannot query|Cannot |Expected|Variable|Unknown|Syntax Error|must be|got invalid|not provided|required|Did you mean|PersistedQuery|Must provide|is not|Unexpected|Field|Argument|Fragment|Directive|operation/;

/** mulberry32: a small seeded generator, so every run fuzzes the same cases. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface Operation {
  hash: string;
  text: string;
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  variables: readonly VariableDefinitionNode[];
}

const OPERATIONS: Operation[] = Object.entries(persistedDocuments).map(([hash, text]) => {
  const document = parse(text) as DocumentNode;
  const operation = document.definitions.find(
    (definition: DefinitionNode): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  return {
    hash,
    text,
    name: operation.name?.value ?? '',
    kind: operation.operation,
    variables: operation.variableDefinitions ?? [],
  };
});

/** The named type under a type's list and non-null wrappers. */
function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);
}

/** A value that does not fit `type`. */
function wrongValue(type: TypeNode, pick: () => number): unknown {
  if (type.kind === Kind.NON_NULL_TYPE && pick() < 0.3) return null;
  const inner = type.kind === Kind.NON_NULL_TYPE ? type.type : type;
  if (inner.kind === Kind.LIST_TYPE) return pick() < 0.5 ? { niet: 'een lijst' } : [wrongValue(inner.type, pick)];
  const name = namedType(inner);
  const candidates: unknown[] =
    name === 'Int' || name === 'Float'
      ? ['veertig', 2 ** 53, true, { a: 1 }, 1.5]
      : name === 'Boolean'
        ? ['ja', 0, [], {}]
        : name === 'String' || name === 'ID'
          ? [{ a: 1 }, [1, 2], true, 12.5]
          : // An enum, an input object or a custom scalar.
            ['GEEN_WAARDE', 42, { onbekendVeld: 1 }, [null], 'x'.repeat(3), '\u0000', true];
  return candidates[Math.floor(pick() * candidates.length)];
}

/** A plausible value of the right kind for `type`, to keep the other variables valid-looking. */
function someValue(type: TypeNode): unknown {
  const inner = type.kind === Kind.NON_NULL_TYPE ? type.type : type;
  if (inner.kind === Kind.LIST_TYPE) return [];
  const name = namedType(inner);
  if (name === 'Int' || name === 'Float') return 1;
  if (name === 'Boolean') return true;
  return 'x';
}

/** Variables for `operation` with one of them (or the whole object) wrong in some way. */
function mutatedVariables(operation: Operation, pick: () => number): unknown {
  const base = Object.fromEntries(
    operation.variables.map((definition) => [definition.variable.name.value, someValue(definition.type)]),
  );
  const choice = pick();
  if (operation.variables.length === 0 || choice < 0.1) {
    const shapes: unknown[] = [{ onbekend: 1 }, 'geen object', [1, 2], 42];
    return shapes[Math.floor(pick() * shapes.length)];
  }
  const target = operation.variables[Math.floor(pick() * operation.variables.length)]!;
  const key = target.variable.name.value;
  if (choice < 0.25 && target.type.kind === Kind.NON_NULL_TYPE) {
    const { [key]: _dropped, ...rest } = base;
    return rest;
  }
  return { ...base, [key]: wrongValue(target.type, pick) };
}

/** The document text of `operation` with one thing wrong in it. */
function mutatedDocument(operation: Operation, pick: () => number): string {
  const { text } = operation;
  const mutations: Array<() => string> = [
    // Cut off anywhere: a syntax error.
    () => text.slice(0, 1 + Math.floor(pick() * (text.length - 1))),
    // A character dropped or doubled.
    () => {
      const at = Math.floor(pick() * text.length);
      return pick() < 0.5 ? text.slice(0, at) + text.slice(at + 1) : text.slice(0, at) + '{' + text.slice(at);
    },
    // An unknown field in the first selection.
    () => text.replace('{', '{ geenVeld '),
    // An unknown argument on the first field that has arguments, or a new one.
    () => (text.includes('(') ? text.replace(/\((?!\$)/, '(onbekend: 1, ') : text.replace(/\{\s*(\w+)/, '{ $1(x: 1)')),
    // A required argument dropped: every argument list emptied of its first argument.
    () => text.replace(/\((\s*\w+\s*:\s*[^,)]+,?)/, '('),
    // A literal of the wrong type where a variable was.
    () => text.replace(/:\s*\$\w+/, ': { nietGoed: true }'),
    // An unknown fragment spread and an unknown directive.
    () => text.replace('{', '{ ...GeenFragment '),
    () => text.replace('{', '{ __typename @bestaatNiet '),
    // A variable used but not declared.
    () => text.replace(/\$(\w+)/, '$nietGedeclareerd'),
    // Two operations of the same name.
    () => `${text}\n${text}`,
  ];
  return mutations[Math.floor(pick() * mutations.length)]!();
}

/** A selection nested `depth` levels deep (introspection's `ofType` nests without end). */
function deepQuery(depth: number): string {
  return `query Diep { __type(name: "Query") { fields { type ${'{ ofType '.repeat(depth)}{ name }${' }'.repeat(depth)} } } }`;
}

function post(body: unknown, raw = false): Request {
  return new Request(new URL('/api/graphql', ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  });
}

function get(params: Record<string, string>): Request {
  const url = new URL('/api/graphql', ORIGIN);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return new Request(url, { headers: { accept: 'application/graphql-response+json, application/json' } });
}

const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

/** What a refusal answered, for the assertions and their message. */
interface Answer {
  case: string;
  status: number;
  errors: Array<{ message?: unknown; extensions?: { code?: unknown } }>;
  text: string;
}

const handlers = {
  production: createGraphQLHandler({ production: true }),
  development: createGraphQLHandler({ production: false }),
};

async function answer(label: string, production: boolean, request: Request): Promise<Answer> {
  const handler = production ? handlers.production : handlers.development;
  const response = await handler.fetch(request, serverContext);
  const text = await response.text();
  let errors: Answer['errors'] = [];
  try {
    errors = (JSON.parse(text) as { errors?: Answer['errors'] }).errors ?? [];
  } catch {
    // Not JSON: the assertion on the text below names it.
  }
  return { case: label, status: response.status, errors, text };
}

/** The cases of one environment: a few hundred, the same on every run. */
function fuzzCases(production: boolean): Array<{ label: string; request: () => Request }> {
  const pick = random(production ? 4501 : 4502);
  const cases: Array<{ label: string; request: () => Request }> = [];
  for (const operation of OPERATIONS) {
    const withVariables = operation.variables.length > 0 ? 3 : 1;
    for (let i = 0; i < withVariables; i += 1) {
      const variables = mutatedVariables(operation, pick);
      cases.push({
        label: `${operation.name}: variables ${JSON.stringify(variables)}`,
        request: () => post({ operationName: operation.name, variables, extensions: persisted(operation.hash) }),
      });
    }
    if (operation.kind === 'query' && operation.variables.length > 0) {
      const variables = mutatedVariables(operation, pick);
      cases.push({
        label: `GET ${operation.name}: variables ${JSON.stringify(variables)}`,
        request: () =>
          get({
            operationName: operation.name,
            variables: JSON.stringify(variables),
            extensions: JSON.stringify(persisted(operation.hash)),
          }),
      });
    }
    for (let i = 0; i < 2; i += 1) {
      const query = mutatedDocument(operation, pick);
      cases.push({
        label: `${operation.name}: document ${JSON.stringify(query)}`,
        request: () => post({ query, operationName: operation.name, variables: {} }),
      });
    }
  }
  return cases;
}

/** Refusals of the request itself, the same in both environments. */
const REQUEST_CASES: Array<{ label: string; request: () => Request }> = [
  { label: 'unknown hash', request: () => post({ extensions: persisted('0'.repeat(64)) }) },
  { label: 'hash as an inherited name', request: () => post({ extensions: persisted('__proto__') }) },
  { label: 'neither hash nor query', request: () => post({ variables: {} }) },
  {
    label: 'persisted query version 2',
    request: () => post({ extensions: { persistedQuery: { version: 2, sha256Hash: 'x' } } }),
  },
  { label: 'extensions not an object', request: () => post({ extensions: 'x' }) },
  { label: 'query not a string', request: () => post({ query: 42 }) },
  { label: 'variables not an object', request: () => post({ query: '{ health }', variables: 'x' }) },
  { label: 'operationName not a string', request: () => post({ query: '{ health }', operationName: 7 }) },
  { label: 'a body that is not JSON', request: () => post('{"query":', true) },
  { label: 'a JSON body that is no object', request: () => post('"query"', true) },
  { label: 'an empty body', request: () => post('', true) },
  { label: 'a batch', request: () => post([{ query: '{ health }' }, { query: '{ health }' }]) },
  { label: 'GET without parameters', request: () => get({}) },
  { label: 'GET of an unknown hash', request: () => get({ extensions: JSON.stringify(persisted('f'.repeat(64))) }) },
  { label: 'GET with malformed variables', request: () => get({ query: '{ health }', variables: '{"a":' }) },
  { label: 'a mutation over GET', request: () => get({ query: 'mutation M { endOtherSessions }' }) },
  { label: 'an unknown operation name', request: () => post({ query: 'query A { health }', operationName: 'B' }) },
  { label: 'two operations, no name', request: () => post({ query: 'query A { health } query B { health }' }) },
  { label: 'nested deeper than any operation', request: () => post({ query: deepQuery(40) }) },
  { label: 'a subscription', request: () => post({ query: 'subscription S { health }' }) },
];

/** Refused in production only: introspection (outside production GraphiQL uses it). */
const PRODUCTION_CASES: Array<{ label: string; request: () => Request }> = [
  { label: 'introspection', request: () => post({ query: '{ __schema { types { name } } }' }) },
];

function assertDutch(answers: Answer[]): void {
  const english = answers.filter(
    (a) => a.errors.length === 0 || a.errors.some((e) => typeof e.message !== 'string' || ENGLISH.test(e.message)),
  );
  const uncoded = answers.filter((a) => a.errors.some((e) => typeof e.extensions?.code !== 'string'));
  const failed = answers.filter((a) => a.status >= 500);
  const show = (list: Answer[]) => list.slice(0, 8).map((a) => `${a.case} → ${a.status} ${a.text.slice(0, 300)}`);
  expect(show(english), 'answers in English, or without errors').toEqual([]);
  expect(show(uncoded), 'errors without a code').toEqual([]);
  expect(show(failed), 'answers of 500 and more').toEqual([]);
}

describe.each([true, false])('production=%s', (production) => {
  it('the request refusals are Dutch, with a code', async () => {
    const answers: Answer[] = [];
    for (const { label, request } of [...REQUEST_CASES, ...(production ? PRODUCTION_CASES : [])]) {
      answers.push(await answer(label, production, request()));
    }
    assertDutch(answers);
    // The refusals that are not about an operation: the generic Dutch message itself.
    for (const a of answers.filter((a) => a.status === 400)) {
      for (const error of a.errors) expect(error.message, a.case).toBe(DUTCH_REFUSAL);
    }
  });

  it('a seeded fuzz of the schema’s operations and their variables gets Dutch refusals with a code', async () => {
    const cases = fuzzCases(production);
    expect(cases.length).toBeGreaterThan(150);
    const answers: Answer[] = [];
    for (const { label, request } of cases) answers.push(await answer(label, production, request()));
    // Some mutated cases are still valid requests (their errors are the operations' own, Dutch and coded too).
    assertDutch(answers);
    // The fuzz reaches each kind of refusal.
    const codes = new Set(answers.flatMap((a) => a.errors.map((e) => e.extensions?.code)));
    for (const code of production
      ? ['BAD_USER_INPUT', 'CANNOT_SEND_PQ_ID_AND_BODY']
      : ['BAD_USER_INPUT', 'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED']) {
      expect([...codes]).toContain(code);
    }
  });
});

describe('the direct persisted read', () => {
  it('answers variables of the wrong type in Dutch, with a code', async () => {
    const read = persistedReadOf(handlers.production)!;
    const pick = random(4503);
    const answers: Answer[] = [];
    for (const operation of OPERATIONS.filter((o) => o.kind === 'query' && o.variables.length > 0)) {
      const variables = mutatedVariables(operation, pick);
      const request = get({
        operationName: operation.name,
        variables: JSON.stringify(variables),
        extensions: JSON.stringify(persisted(operation.hash)),
      });
      const plain = await read(request, serverContext);
      if (!plain) continue;
      let errors: Answer['errors'] = [];
      try {
        errors = (JSON.parse(plain.body) as { errors?: Answer['errors'] }).errors ?? [];
      } catch {
        // Named by the assertion.
      }
      answers.push({
        case: `${operation.name} ${JSON.stringify(variables)}`,
        status: plain.status,
        errors,
        text: plain.body,
      });
    }
    expect(answers.length).toBeGreaterThan(0);
    assertDutch(answers);
  });
});

describe('the depth limit', () => {
  it('lets every operation of the schema through, and refuses one level more than the limit', () => {
    const schema = buildSchema();
    for (const text of Object.values(persistedDocuments)) {
      expect(validate(schema, parse(text), [maxSelectionDepthRule()]), text).toEqual([]);
    }
    const nest = (depth: number) => parse(`{ ${'a { '.repeat(depth - 1)}b${' }'.repeat(depth - 1)} }`);
    expect(validate(schema, nest(MAX_SELECTION_DEPTH), [maxSelectionDepthRule()])).toEqual([]);
    expect(validate(schema, nest(MAX_SELECTION_DEPTH + 1), [maxSelectionDepthRule()])).toHaveLength(1);
  });

  it('counts a fragment, spread or inline, as no level of its own', () => {
    const schema = buildSchema();
    const fields = (depth: number) => `${'a { '.repeat(depth - 1)}b${' }'.repeat(depth - 1)}`;
    const spread = (depth: number) => parse(`{ ...F } fragment F on Query { ${fields(depth)} }`);
    const inline = (depth: number) => parse(`{ ... on Query { ${fields(depth)} } }`);
    for (const document of [spread, inline]) {
      expect(validate(schema, document(MAX_SELECTION_DEPTH), [maxSelectionDepthRule()])).toEqual([]);
      expect(validate(schema, document(MAX_SELECTION_DEPTH + 1), [maxSelectionDepthRule()])).toHaveLength(1);
    }
  });
});
