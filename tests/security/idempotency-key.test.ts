/**
 * The client's idempotency key of every idempotent mutation is refused by validation when it holds a control
 * character (NUL, ESC, DEL, a C1 control): the answer is a violation on `idempotencyKey` with a Dutch text, never an
 * error, and no such key reaches the database (PostgreSQL cannot even store a NUL byte: "invalid byte sequence").
 * Nothing is stored. Outside production and in production.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../../src/brands/registry';
import { brandFlags, PUBLISHED_GENERAL_FLAGS } from '../../src/content/dataset/source/feature-flags';
import { committedTranslations } from '../../src/content/queries/translations';
import { createTranslator } from '../../src/i18n/translate';
import * as documents from '../../src/lib/graphql/generated/graphql';
import type { Account, Subscription } from '../../src/server/db/schema';
import { holidayChanges, movingHouseChanges, paymentChanges } from '../../src/server/db/schema';
import { createGraphQLHandler } from '../../src/server/graphql/yoga';
import { addDays } from '../../src/shared/dates';
import { holidayStartWindow } from '../../src/shared/holiday-window';
import { movingDateWindow } from '../../src/shared/moving-window';
import { buildAccount, buildSubscription, useTestDb } from '../fixtures/db';

const nl = committedTranslations('nl');
const t = createTranslator(nl);
/** The control characters tried: NUL, a C0 control (ESC), DEL and a C1 control. */
const CONTROLS = ['\u0000', '\u001b', '\u007f', '\u0085'];
/** What must never be in an answer: SQL, a driver's error, a stack frame. */
const LEAK =
  /\b(select|insert|update|delete)\b.*\b(from|into|set|where)\b|failed query|invalid byte sequence|pglite|postgres|\bat \S+ \(|\.ts:\d+|stack/i;

const testDb = useTestDb();
let anna: Account;
let paper: Subscription;

beforeAll(async () => {
  anna = await buildAccount(testDb.db);
  paper = await buildSubscription(testDb.db, anna.id, {
    street: 'Nieuwe Binnenweg',
    houseNumber: '152',
    zipCode: '3015 BH',
    city: 'Rotterdam',
    countryCode: 'NL',
  });
});

function hashOf(document: unknown): string {
  return (document as { __meta__: { hash: string } }).__meta__.hash;
}

/** The idempotent mutations with valid variables apart from the key, which `key` fills in. */
function mutations(key: string) {
  const start = addDays(holidayStartWindow('nl').earliest, 14);
  const period = { subscriptionId: paper.id, startDate: start, endDate: addDays(start, 6), idempotencyKey: key };
  return [
    { name: 'SuspendDeliveryV2', document: documents.SuspendDeliveryV2Document, variables: { input: period } },
    {
      name: 'SubmitTemporaryDeliveryAddressV2',
      document: documents.SubmitTemporaryDeliveryAddressV2Document,
      variables: {
        input: {
          ...period,
          address: {
            postcode: '2042 AD',
            houseNumber: '9',
            suffix: null,
            street: 'Boulevard Paulus Loot',
            city: 'Zandvoort',
            countryCode: 'NL',
          },
        },
      },
    },
    {
      name: 'SubmitMovingHouseV2',
      document: documents.SubmitMovingHouseV2Document,
      variables: {
        input: {
          address: { postcode: '3011 AD', houseNumber: '40', suffix: null, countryCode: 'NL' },
          subscriptionIds: [paper.id],
          confirmAllAtAddress: true,
          effectiveDate: movingDateWindow('nl').earliest,
          idempotencyKey: key,
        },
      },
    },
    {
      name: 'ChangePaymentDirectDebit',
      document: documents.ChangePaymentDirectDebitDocument,
      variables: {
        input: {
          subscriptionId: paper.id,
          iban: 'NL91ABNA0417164300',
          accountHolder: 'A. Jansen',
          idempotencyKey: key,
        },
      },
    },
    {
      name: 'StartPaymentChange',
      document: documents.StartPaymentChangeDocument,
      variables: { input: { subscriptionId: paper.id, method: 'credit_card', idempotencyKey: key } },
    },
  ];
}

for (const production of [false, true]) {
  describe(`an idempotency key with a control character, ${production ? 'in production' : 'outside production'}`, () => {
    const yoga = createGraphQLHandler({ production });
    const locals = (): App.Locals => ({
      preview: false,
      language: 'nl',
      t,
      translations: {},
      brand: BRANDS.ad,
      flags: {
        ...PUBLISHED_GENERAL_FLAGS,
        ...brandFlags('ad'),
        isChangePaymentEnabled: true,
        isChangePaymentDirectDebitNLEnabled: true,
        isChangePaymentCreditCardEnabled: true,
      },
      account: { id: anna.id, sessionId: 'test', email: anna.email, deletionPending: false },
    });

    it('is refused with a violation on idempotencyKey by every idempotent mutation, and nothing is stored', async () => {
      for (const control of CONTROLS) {
        for (const mutation of mutations(`3f1b7c1e-8a57${control}-4c1e-9a43-0d4b7c1e8a57`)) {
          const label = `${mutation.name} U+${control.charCodeAt(0).toString(16)}`;
          const response = await yoga.fetch(
            new Request('http://ad.localhost:4321/api/graphql', {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: 'http://ad.localhost:4321' },
              body: JSON.stringify({
                operationName: mutation.name,
                variables: mutation.variables,
                extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(mutation.document) } },
              }),
            }),
            { locals: locals(), db: testDb.db },
          );
          const text = await response.text();
          expect(text, label).not.toMatch(LEAK);
          const body = JSON.parse(text) as {
            data?: Record<string, { ok: boolean; violations: Array<{ code: string; field: string | null }> }>;
            errors?: unknown[];
          };
          expect(body.errors, label).toBeUndefined();
          const result = Object.values(body.data ?? {})[0];
          expect(result?.ok, label).toBe(false);
          const violation = result!.violations.find((candidate) => candidate.field === 'idempotencyKey');
          expect(violation, `${label}: a violation on idempotencyKey`).toBeDefined();
          expect(nl[violation!.code], `${label}: Dutch text of ${violation!.code}`).toMatch(/\S/);
        }
      }
      expect(await testDb.db.select().from(holidayChanges)).toEqual([]);
      expect(await testDb.db.select().from(movingHouseChanges)).toEqual([]);
      expect(await testDb.db.select().from(paymentChanges)).toEqual([]);
    });
  });
}
