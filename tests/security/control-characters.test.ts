/**
 * A NUL byte (or another control character) in any text field is refused by validation with a
 * violation that has a Dutch text, and no SQL text or stack trace ever reaches an answer — in production and outside
 * it. First every text field of the shared schemas (src/shared/), then every text argument of the GraphQL operations
 * as the browser sends them (trusted documents), then the bodies of the REST routes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BRANDS } from '../../src/brands/registry';
import { brandFlags, PUBLISHED_GENERAL_FLAGS } from '../../src/content/dataset/source/feature-flags';
import { committedTranslations } from '../../src/content/queries/translations';
import type { FeatureFlags } from '../../src/content/queries/feature-flags';
import { createTranslator } from '../../src/i18n/translate';
import * as documents from '../../src/lib/graphql/generated/graphql';
import { commercialOfferingsRoute } from '../../src/pages/api/commercial-offerings';
import { newsletterRoute } from '../../src/pages/api/newsletter';
import { passwordRoute } from '../../src/pages/api/pass';
import { createSession } from '../../src/server/auth/session';
import type { Account } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/domain/identity';
import { createGraphQLHandler } from '../../src/server/graphql/yoga';
import { bindServices } from '../../src/server/services';
import {
  contactInformationSchema,
  emailChangeSchema,
  personalInformationSchema,
  verificationCodeSchema,
} from '../../src/shared/account';
import { violationsOf } from '../../src/shared/result';
import { buildAccount, createTestDb, useTestDb } from '../fixtures/db';

const nl = committedTranslations('nl');
const t = createTranslator(nl);
/** The control characters tried: NUL, a C0 control (ESC), DEL and a C1 control. */
const CONTROLS = ['\u0000', '\u001b', '\u007f', '\u0085'];
/** What must never be in an answer: SQL, a driver's error, a stack frame. */
const LEAK =
  /\b(select|insert|update|delete)\b.*\b(from|into|set|where)\b|failed query|invalid byte sequence|pglite|postgres|\bat \S+ \(|\.ts:\d+|stack/i;

/** A valid value with a control character in the middle. */
function spoil(value: string, control: string): string {
  const middle = Math.max(1, Math.floor(value.length / 2));
  return `${value.slice(0, middle)}${control}${value.slice(middle)}`;
}

/** Every violation of a refused parse has a Dutch text. */
function expectDutchViolation(violations: Array<{ code: string; field?: string | null | undefined }>, field: string) {
  const violation = violations.find((candidate) => candidate.field === field);
  expect(violation, `a violation on ${field}`).toBeDefined();
  expect(nl[violation!.code], `Dutch text of ${violation!.code}`).toMatch(/\S/);
}

describe('the text fields of the shared schemas', () => {
  const cases: Array<{ name: string; schema: z.ZodType; valid: Record<string, string>; fields: string[] }> = [
    {
      name: 'personal information',
      schema: personalInformationSchema(),
      valid: { first_name: 'Annemarie', last_name: 'Jansen', gender: 'FEMALE', date_of_birth: '03.11.1979' },
      fields: ['first_name', 'last_name', 'date_of_birth'],
    },
    {
      name: 'contact information',
      schema: contactInformationSchema,
      valid: {
        country_code: 'NL',
        zip_code: '3511 AB',
        house_number: '14',
        house_number_suffix: 'bis',
        street: 'Oudegracht',
        city: 'Utrecht',
        phone_number: '(+31) 6 123 456 78',
      },
      fields: ['zip_code', 'house_number', 'house_number_suffix', 'street', 'city', 'phone_number'],
    },
    { name: 'e-mail change', schema: emailChangeSchema, valid: { new_email: 'jan@example.nl' }, fields: ['new_email'] },
    { name: 'verification code', schema: verificationCodeSchema, valid: { code: '123456' }, fields: ['code'] },
  ];

  for (const { name, schema, valid, fields } of cases) {
    it(`${name}: the valid input passes, a control character in any field is refused on that field`, () => {
      expect(schema.safeParse(valid).success).toBe(true);
      for (const field of fields) {
        for (const control of CONTROLS) {
          const parsed = schema.safeParse({ ...valid, [field]: spoil(valid[field]!, control) });
          expect(parsed.success, `${field} with U+${control.charCodeAt(0).toString(16)}`).toBe(false);
          expectDutchViolation(violationsOf(parsed.error!), field);
        }
      }
    });
  }
});

const testDb = useTestDb();
let anna: Account;
let annaSessionId: string;

beforeAll(async () => {
  anna = await buildAccount(testDb.db, {
    passwordHash: await hashPassword('Oud-wachtwoord-123'),
    phoneNumber: '+31612345678',
  });
  annaSessionId = (await createSession(testDb.db, { accountId: anna.id, brandKey: 'ad', subject: anna.id })).sessionId;
});

/** Every flag of the account and sessions areas on, so each operation reaches its resolver. */
function flags(): FeatureFlags {
  return {
    ...PUBLISHED_GENERAL_FLAGS,
    ...brandFlags('ad'),
    isBrandSubscriptionsPersonaliaEditingEnabled: true,
    isBrandSubscriptionsEmailEditingEnabled: true,
    isPhoneNumberChallengeEnabled: true,
    isSessionOverviewEnabled: true,
  };
}

/** A trusted document's hash, as the browser sends it. */
function hashOf(document: unknown): string {
  return (document as { __meta__: { hash: string } }).__meta__.hash;
}

/** The operations with text arguments, each with valid variables and the paths of its text variables. */
const OPERATIONS = (accountId: string) => [
  {
    name: 'UpdatePersonalInformation',
    document: documents.UpdatePersonalInformationDocument,
    variables: {
      accountId,
      input: { first_name: 'Anna', last_name: 'Jansen', gender: 'FEMALE', date_of_birth: '03.11.1979' },
    },
    texts: ['accountId', 'input.first_name', 'input.last_name', 'input.date_of_birth'],
  },
  {
    name: 'UpdateContactInformation',
    document: documents.UpdateContactInformationDocument,
    variables: {
      accountId,
      input: {
        country_code: 'NL',
        zip_code: '3511 AB',
        house_number: '14',
        house_number_suffix: 'bis',
        street: 'Oudegracht',
        city: 'Utrecht',
        phone_number: '(+31) 6 123 456 78',
      },
    },
    texts: [
      'input.country_code',
      'input.zip_code',
      'input.house_number',
      'input.house_number_suffix',
      'input.street',
      'input.city',
      'input.phone_number',
    ],
  },
  {
    name: 'ChangeEmail',
    document: documents.ChangeEmailDocument,
    variables: { accountId, newEmail: 'anna.nieuw@example.nl' },
    texts: ['accountId', 'newEmail'],
  },
  {
    name: 'ConfirmEmailChange',
    document: documents.ConfirmEmailChangeDocument,
    variables: { accountId, token: 'x'.repeat(43) },
    texts: ['token'],
  },
  {
    name: 'VerifyPhoneNumber',
    document: documents.VerifyPhoneNumberDocument,
    variables: { accountId, code: '123456' },
    texts: ['code'],
  },
  { name: 'EndSession', document: documents.EndSessionDocument, variables: { id: 'f'.repeat(64) }, texts: ['id'] },
];

/** `variables` with a control character put into the text at `path` (dotted). */
function withControl(variables: Record<string, unknown>, path: string, control: string): Record<string, unknown> {
  const copy = structuredClone(variables);
  const keys = path.split('.');
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  target[last] = spoil(String(target[last]), control);
  return copy;
}

for (const production of [false, true]) {
  describe(`GraphQL ${production ? 'in production' : 'outside production'}`, () => {
    const yoga = createGraphQLHandler({ production });
    const locals = (): App.Locals => ({
      preview: false,
      language: 'nl',
      origin: 'WEB',
      clientSettings: { showLogoutButton: true, hasWebviewLimitation: false, userLanguagePreference: 'nl' },
      t,
      translations: {},
      brand: BRANDS.ad,
      flags: flags(),
      account: { id: anna.id, sessionId: annaSessionId, email: anna.email, deletionPending: false },
    });

    it('answers a control character in every text argument with a violation, never an error with SQL or a stack', async () => {
      for (const operation of OPERATIONS(anna.id)) {
        for (const path of operation.texts) {
          for (const control of CONTROLS) {
            const response = await yoga.fetch(
              new Request('http://ad.localhost:4321/api/graphql', {
                method: 'POST',
                headers: { 'content-type': 'application/json', origin: 'http://ad.localhost:4321' },
                body: JSON.stringify({
                  operationName: operation.name,
                  variables: withControl(operation.variables, path, control),
                  extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(operation.document) } },
                }),
              }),
              { locals: locals(), db: testDb.db },
            );
            const label = `${operation.name} ${path} U+${control.charCodeAt(0).toString(16)}`;
            const text = await response.text();
            expect(text, label).not.toMatch(LEAK);
            const body = JSON.parse(text) as {
              data?: Record<string, { ok: boolean; violations: Array<{ code: string; field: string | null }> }>;
              errors?: unknown[];
            };
            expect(body.errors, label).toBeUndefined();
            const result = Object.values(body.data ?? {})[0];
            expect(result?.ok, label).toBe(false);
            for (const violation of result!.violations)
              expect(nl[violation.code], `${label}: ${violation.code}`).toMatch(/\S/);
          }
        }
      }
    });
  });
}

describe('an unexpected failure in GraphQL', () => {
  it('is masked without SQL, driver message or stack, outside production too', async () => {
    // A database without tables: every query fails with drizzle's "Failed query: select … from …" error.
    const empty = await createTestDb({ migrate: false });
    try {
      for (const production of [false, true]) {
        const yoga = createGraphQLHandler({ production });
        const response = await yoga.fetch(
          new Request('http://ad.localhost:4321/api/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: 'http://ad.localhost:4321' },
            body: JSON.stringify({
              operationName: 'Sessions',
              extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(documents.SessionsDocument) } },
            }),
          }),
          {
            locals: {
              preview: false,
              language: 'nl',
              t,
              translations: {},
              brand: BRANDS.ad,
              flags: flags(),
              account: { id: anna.id, sessionId: annaSessionId, email: anna.email, deletionPending: false },
            } as App.Locals,
            db: empty.db,
          },
        );
        const text = await response.text();
        expect(text, `production: ${production}`).toContain('Unexpected error.');
        expect(text, `production: ${production}`).not.toMatch(LEAK);
        expect(text).not.toContain('originalError');
      }
    } finally {
      await empty.close();
    }
  });
});

describe('the REST routes', () => {
  const services = () => bindServices(testDb.db);
  const json = (method: string, body: unknown) =>
    new Request('http://ad.localhost:4321/api/x', {
      method,
      headers: { 'content-type': 'application/json', origin: 'http://ad.localhost:4321' },
      body: JSON.stringify(body),
    });

  it('answers a control character in every text field of a body with 422 and violations, never SQL or a stack', async () => {
    const answers: Response[] = [];
    for (const control of CONTROLS) {
      answers.push(
        await newsletterRoute(json('PUT', { slug: spoil('ad-ochtend', control), subscribed: true }), {
          services: services(),
          account: { id: anna.id },
          brandKey: 'ad',
          enabled: true,
          loadNewsletters: async () => [],
        }),
        await commercialOfferingsRoute(json('PUT', { channel: spoil('email', control), optedIn: true }), {
          services: services(),
          account: { id: anna.id },
          brandKey: 'ad',
        }),
        await passwordRoute(
          json('POST', { current_password: 'x', new_password: spoil('Nieuw-wachtwoord-456', control) }),
          {
            services: services(),
            account: { id: anna.id, sessionId: annaSessionId },
          },
        ),
      );
    }
    for (const answer of answers) {
      const text = await answer.text();
      expect(text).not.toMatch(LEAK);
      expect([422]).toContain(answer.status);
      const { violations } = JSON.parse(text) as { violations: Array<{ code: string }> };
      for (const violation of violations) expect(nl[violation.code], violation.code).toMatch(/\S/);
    }
  });
});
