import { graphql, GraphQLError, isEnumType, isInterfaceType, isObjectType } from './graphql-js';
import { describe, expect, it } from 'vitest';
import { DateScalar } from './modules/base/resolvers';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, mergeResolvers, MODULES, modulesOf } from './schema';

describe('buildSchema', () => {
  const schema = buildSchema();

  it('merges the Query fields of every module', () => {
    const fields = Object.keys(schema.getQueryType()!.getFields()).sort();
    expect(fields).toEqual([
      'account',
      'complaintOptions',
      'dataExport',
      'deliveryComplaintSubscriptions',
      'deliveryComplaints',
      'health',
      'holidayOptions',
      'holidayServicesOverview',
      'invoices',
      'linkedSubscription',
      'linkedSubscriptions',
      'lookupAddress',
      'movingHouseOptions',
      'movingHouseServicesOverview',
      'paymentOverview',
      'sasInvite',
      'sasOverview',
      'sessionCount',
      'sessions',
    ]);
  });

  it('declares the shared Violation type and MutationResult interface', () => {
    const violation = schema.getType('Violation');
    const result = schema.getType('MutationResult');
    expect(isObjectType(violation) && Object.keys(violation.getFields())).toEqual(['code', 'field']);
    expect(isInterfaceType(result) && Object.keys(result.getFields())).toEqual(['ok', 'violations']);
  });

  it('maps enum names to the database values', () => {
    const gender = schema.getType('UmsGender');
    expect(isEnumType(gender) && gender.serialize('female')).toBe('FEMALE');
    const productType = schema.getType('ProductType');
    expect(isEnumType(productType) && productType.serialize('newspaper')).toBe('NEWSPAPER');
  });

  it('answers a query that needs no account', async () => {
    const result = await graphql({ schema, source: '{ health }' });
    expect(result).toEqual({ data: { health: true } });
  });
});

describe('the modules, found by glob', () => {
  it('has one module per folder under modules/, the base module first', () => {
    const folders = readdirSync(fileURLToPath(new URL('./modules', import.meta.url)), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(MODULES.map((module) => module.name)).toEqual(['base', ...folders.filter((f) => f !== 'base').sort()]);
    for (const module of MODULES) expect(module.typeDefs.length).toBeGreaterThan(0);
  });

  it('takes a new folder as it is, and refuses a folder missing its schema or resolvers', () => {
    const resolvers = { ticketsResolvers: { Query: { tickets: () => [] } }, toTicket: () => ({}) };
    const found = modulesOf(
      { './modules/tickets/tickets.graphql': 'type Query { tickets: [String!]! }' },
      { './modules/tickets/resolvers.ts': resolvers },
    );
    expect(found).toEqual([
      { name: 'tickets', typeDefs: 'type Query { tickets: [String!]! }', resolvers: resolvers.ticketsResolvers },
    ]);
    expect(() => modulesOf({}, { './modules/tickets/resolvers.ts': resolvers })).toThrow(/needs both/);
    expect(() =>
      modulesOf({ './modules/tickets/tickets.graphql': '' }, { './modules/tickets/resolvers.ts': { toTicket: 1 } }),
    ).toThrow(/exactly one resolver map/);
  });
});

describe('mergeResolvers', () => {
  it('refuses two modules resolving the same field', () => {
    const twice = [...MODULES, { name: 'copy', typeDefs: '', resolvers: { Query: { health: () => false } } }];
    expect(() => mergeResolvers(twice)).toThrow('Module copy redefines Query.health.');
  });

  it('keeps scalars as they are', () => {
    expect(mergeResolvers(MODULES)['Date']).toBe(DateScalar);
  });
});

describe('Date scalar', () => {
  it('accepts ISO calendar dates and refuses anything else', () => {
    expect(DateScalar.serialize('2025-03-01')).toBe('2025-03-01');
    expect(DateScalar.parseValue('2024-02-29')).toBe('2024-02-29');
    expect(() => DateScalar.parseValue('2025-02-30')).toThrow(GraphQLError);
    expect(() => DateScalar.parseValue('01-03-2025')).toThrow(GraphQLError);
    expect(() => DateScalar.parseValue(20250301)).toThrow(GraphQLError);
  });
});
