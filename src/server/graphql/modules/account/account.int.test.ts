/**
 * The account module's operations end to end against a migrated PGlite: the browser client sends the trusted
 * documents to Yoga with the real schema. Every operation is checked for the session's own account, for another
 * account's id (answered exactly like an id that does not exist) and for a brand that switched the area off.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, createTestDb, useTestDb } from '../../../../../tests/fixtures/db';
import { brandFlags, PUBLISHED_GENERAL_FLAGS } from '../../../../content/dataset/source/feature-flags';
import { TRANSLATIONS } from '../../../../content/dataset/source/translations';
import type { FeatureFlags } from '../../../../content/queries/feature-flags';
import { createGraphQLClient } from '../../../../lib/graphql/client';
import {
  AccountDetailsDocument,
  UpdateContactInformationDocument,
  UpdatePersonalInformationDocument,
  type ContactInformationInput,
  type PersonalInformationInput,
} from '../../../../lib/graphql/generated/graphql';
import { accountCompleteness, findAccount } from '../../../domain/account';
import type { Account } from '../../../db/schema';
import { createGraphQLHandler } from '../../yoga';

const ENDPOINT = 'http://ad.localhost:4321/api/graphql';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** AD's flags with personalia editing switched on or off (it is off for the large brands by default). */
function flags(overrides: Partial<FeatureFlags> = {}): FeatureFlags {
  return {
    ...PUBLISHED_GENERAL_FLAGS,
    ...brandFlags('ad'),
    isBrandSubscriptionsPersonaliaEditingEnabled: true,
    ...overrides,
  };
}

const testDb = useTestDb();
let anna: Account;
let bram: Account;

function clientFor(account: Account | undefined, featureFlags: FeatureFlags = flags()) {
  const yoga = createGraphQLHandler({ production: true });
  const locals: App.Locals = {
    preview: false,
    language: 'nl',
    origin: 'WEB',
    clientSettings: { showLogoutButton: true, hasWebviewLimitation: false, userLanguagePreference: 'nl' },
    t: (key) => key,
    translations: {},
    flags: featureFlags,
    ...(account
      ? {
          account: { id: account.id, sessionId: `session-${account.id}`, email: account.email, deletionPending: false },
        }
      : {}),
  };
  return createGraphQLClient({
    endpoint: ENDPOINT,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      yoga.fetch(new Request(input, init), { locals, db: testDb.db })) as typeof fetch,
  });
}

const personal: PersonalInformationInput = {
  first_name: 'Annemarie',
  last_name: 'Jansen-de Boer',
  gender: 'FEMALE',
  date_of_birth: '03.11.1979',
};

const contact: ContactInformationInput = {
  country_code: 'NL',
  zip_code: '3511ab',
  house_number: '14',
  house_number_suffix: 'bis',
  street: 'Oudegracht',
  city: 'Utrecht',
  phone_number: '(+31) 6 123 456 78',
};

beforeAll(async () => {
  anna = await buildAccount(testDb.db, {
    email: 'anna.account@example.nl',
    firstName: 'Anna',
    lastName: 'Jansen',
    gender: 'female',
    phoneNumber: '+31612345678',
    phoneVerified: true,
  });
  bram = await buildAccount(testDb.db, {
    email: 'bram.account@example.be',
    firstName: 'Bram',
    lastName: 'Peeters',
    countryCode: 'BE',
    zipCode: '2000',
    city: 'Antwerpen',
    dateOfBirth: null,
    phoneNumber: null,
  });
});

describe('AccountDetails', () => {
  it("answers the session's account with gender and date of birth", async () => {
    const data = await clientFor(bram).request(AccountDetailsDocument, {});
    expect(data.account?.id).toBe(bram.id);
    expect(data.account?.profile.personal_information).toEqual({
      first_name: 'Bram',
      last_name: 'Peeters',
      gender: 'UNKNOWN',
      date_of_birth: null,
    });
    expect(data.account?.profile.contact_information.address.zip_code).toBe('2000');
    expect(data.account?.accountCompleteness).toBeLessThan(100);
  });

  it("answers the row the request's session read brought along, without reading the account again", async () => {
    const yoga = createGraphQLHandler({ production: true });
    // A database that fails every query: the answer can only come from the session's snapshot.
    const closed = await createTestDb();
    await closed.close();
    const snapshot: Account = { ...bram, firstName: 'Bram (bij het begin van het verzoek)' };
    const client = createGraphQLClient({
      endpoint: ENDPOINT,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
        yoga.fetch(new Request(input, init), {
          locals: {
            preview: false,
            language: 'nl',
            t: (key) => key,
            translations: {},
            flags: flags(),
            account: {
              id: bram.id,
              sessionId: `session-${bram.id}`,
              email: bram.email,
              record: snapshot,
              deletionPending: false,
            },
          },
          db: closed.db,
        })) as typeof fetch,
    });
    const data = await client.request(AccountDetailsDocument, {});
    expect(data.account?.profile.personal_information.first_name).toBe('Bram (bij het begin van het verzoek)');
  });
});

describe('updatePersonalInformation', () => {
  it('saves the personal information of the session account and answers the new completeness', async () => {
    const before = await findAccount(testDb.db, bram.id);
    const { updatePersonalInformation: result } = await clientFor(bram).request(UpdatePersonalInformationDocument, {
      accountId: bram.id,
      input: { first_name: 'Bram', last_name: 'Peeters', gender: 'MALE', date_of_birth: '29.02.1992' },
    });

    expect(result.ok).toBe(true);
    expect(result.violations).toEqual([]);
    expect(result.account?.profile.personal_information).toEqual({
      first_name: 'Bram',
      last_name: 'Peeters',
      gender: 'MALE',
      date_of_birth: '1992-02-29',
    });
    // Gender and date of birth now count: 8 of the 9 completeness fields (only the phone number is missing).
    expect(accountCompleteness(before!)).toBe(67);
    expect(result.account?.accountCompleteness).toBe(89);
    const after = await findAccount(testDb.db, bram.id);
    expect(after).toMatchObject({ gender: 'male', dateOfBirth: '1992-02-29' });
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
  });

  it('answers violations with field names and changes nothing', async () => {
    const { updatePersonalInformation: result } = await clientFor(anna).request(UpdatePersonalInformationDocument, {
      accountId: anna.id,
      input: { first_name: ' ', last_name: 'Jan<sen', gender: 'FEMALE', date_of_birth: '31.02.1980' },
    });

    expect(result).toEqual({
      ok: false,
      violations: [
        { code: 'FIRST_NAME_REQUIRED', field: 'first_name' },
        { code: 'FREE_TEXT_FORBIDDEN_CHARACTER', field: 'last_name' },
        { code: 'DATE_OF_BIRTH_INVALID', field: 'date_of_birth' },
      ],
      account: null,
    });
    expect(await findAccount(testDb.db, anna.id)).toMatchObject({ firstName: 'Anna', lastName: 'Jansen' });
  });

  it('refuses a NUL byte or another control character with a Dutch violation before it reaches the database', async () => {
    for (const last_name of ['Jan\u0000sen', 'Jan\u001bsen', 'Jan\nsen']) {
      const { updatePersonalInformation: result } = await clientFor(anna).request(UpdatePersonalInformationDocument, {
        accountId: anna.id,
        input: { first_name: 'Anna', last_name, gender: 'FEMALE' },
      });
      expect(result, JSON.stringify(last_name)).toEqual({
        ok: false,
        violations: [{ code: 'FREE_TEXT_FORBIDDEN_CHARACTER', field: 'last_name' }],
        account: null,
      });
    }
    expect(TRANSLATIONS['FREE_TEXT_FORBIDDEN_CHARACTER']?.nl).toMatch(/stuurtekens/);
    expect(await findAccount(testDb.db, anna.id)).toMatchObject({ firstName: 'Anna', lastName: 'Jansen' });
  });

  it("answers another account's id exactly like an id that does not exist, and changes nothing", async () => {
    const client = clientFor(anna);
    const foreign = await client.request(UpdatePersonalInformationDocument, { accountId: bram.id, input: personal });
    const missing = await client.request(UpdatePersonalInformationDocument, { accountId: MISSING_ID, input: personal });
    const malformed = await client.request(UpdatePersonalInformationDocument, { accountId: 'bram', input: personal });

    expect(foreign).toEqual({
      updatePersonalInformation: { ok: false, violations: [{ code: 'NOT_FOUND', field: null }], account: null },
    });
    expect(missing).toEqual(foreign);
    expect(malformed).toEqual(foreign);
    expect(await findAccount(testDb.db, bram.id)).toMatchObject({ firstName: 'Bram', lastName: 'Peeters' });
  });

  it('is refused with FEATURE_DISABLED when the brand has personalia editing off', async () => {
    const client = clientFor(anna, flags({ isBrandSubscriptionsPersonaliaEditingEnabled: false }));
    const { updatePersonalInformation: result } = await client.request(UpdatePersonalInformationDocument, {
      accountId: anna.id,
      input: personal,
    });

    expect(result).toEqual({ ok: false, violations: [{ code: 'FEATURE_DISABLED', field: null }], account: null });
    expect(await findAccount(testDb.db, anna.id)).toMatchObject({ firstName: 'Anna' });
  });

  it('fails with UNAUTHENTICATED without a session', async () => {
    const error = await clientFor(undefined)
      .request(UpdatePersonalInformationDocument, { accountId: anna.id, input: personal })
      .catch((e: unknown) => e);
    expect((error as { hasCode(code: string): boolean }).hasCode('UNAUTHENTICATED')).toBe(true);
  });
});

describe('updateContactInformation', () => {
  it('saves the address with the normalised postcode; the same phone number stays verified', async () => {
    const { updateContactInformation: result } = await clientFor(anna).request(UpdateContactInformationDocument, {
      accountId: anna.id,
      input: contact,
    });

    expect(result.ok).toBe(true);
    expect(result.account?.profile.contact_information).toEqual({
      email: 'anna.account@example.nl',
      phone_number: '+31612345678',
      phone_verified: true,
      address: {
        street: 'Oudegracht',
        house_number: '14',
        house_number_suffix: 'bis',
        zip_code: '3511 AB',
        city: 'Utrecht',
        country_code: 'NL',
      },
    });
  });

  it('drops the verification when the phone number changes', async () => {
    const { updateContactInformation: result } = await clientFor(anna).request(UpdateContactInformationDocument, {
      accountId: anna.id,
      input: { ...contact, phone_number: '(+31) 6 987 654 32' },
    });

    expect(result.account?.profile.contact_information).toMatchObject({
      phone_number: '+31698765432',
      phone_verified: false,
    });
  });

  it('applies the Belgian postcode rule to a Belgian address', async () => {
    const client = clientFor(bram);
    const be = { ...contact, country_code: 'BE', zip_code: '9000', city: 'Gent', phone_number: '' };
    const ok = await client.request(UpdateContactInformationDocument, { accountId: bram.id, input: be });
    const wrong = await client.request(UpdateContactInformationDocument, {
      accountId: bram.id,
      input: { ...be, zip_code: '9000 AB' },
    });

    expect(ok.updateContactInformation.account?.profile.contact_information.address.zip_code).toBe('9000');
    expect(ok.updateContactInformation.account?.profile.contact_information.phone_number).toBeNull();
    expect(wrong.updateContactInformation).toEqual({
      ok: false,
      violations: [{ code: 'POSTCODE_INVALID', field: 'zip_code' }],
      account: null,
    });
  });

  it("answers another account's id exactly like an id that does not exist, and changes nothing", async () => {
    const client = clientFor(bram);
    const foreign = await client.request(UpdateContactInformationDocument, { accountId: anna.id, input: contact });
    const missing = await client.request(UpdateContactInformationDocument, { accountId: MISSING_ID, input: contact });

    expect(foreign.updateContactInformation).toEqual({
      ok: false,
      violations: [{ code: 'NOT_FOUND', field: null }],
      account: null,
    });
    expect(missing).toEqual(foreign);
    expect(await findAccount(testDb.db, anna.id)).toMatchObject({ phoneNumber: '+31698765432' });
  });

  it('is refused with FEATURE_DISABLED when the brand has personalia editing off', async () => {
    const client = clientFor(bram, flags({ isBrandSubscriptionsPersonaliaEditingEnabled: false }));
    const { updateContactInformation: result } = await client.request(UpdateContactInformationDocument, {
      accountId: bram.id,
      input: contact,
    });
    expect(result).toEqual({ ok: false, violations: [{ code: 'FEATURE_DISABLED', field: null }], account: null });
  });
});
