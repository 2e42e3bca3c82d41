import { describe, expect, it } from 'vitest';
import {
  accountCompleteness,
  codeFitsNumber,
  COMPLETENESS_FIELDS,
  contactInformationValues,
  EMAIL_CHANGE_TTL_MS,
  emailChangeLimitKey,
  emailConfirmLink,
  idSchema,
  isSameEmail,
  linkedNewEmail,
  personalInformationValues,
  type CompletenessInput,
} from './rules';

/** Every field accountCompleteness looks at, empty. */
const empty = Object.fromEntries(COMPLETENESS_FIELDS.map((field) => [field, null])) as CompletenessInput;
const full: CompletenessInput = {
  firstName: 'Anna',
  lastName: 'Jansen',
  gender: 'female',
  dateOfBirth: '1980-04-12',
  street: 'Kerkstraat',
  houseNumber: '12',
  zipCode: '1234 AB',
  city: 'Utrecht',
  phoneNumber: '+31612345678',
};

describe('accountCompleteness', () => {
  it('is 0 for an empty profile and 100 for a full one', () => {
    expect(accountCompleteness(empty)).toBe(0);
    expect(accountCompleteness(full)).toBe(100);
  });

  it('counts each field equally, rounded to whole percents', () => {
    expect(COMPLETENESS_FIELDS).toHaveLength(9);
    expect(accountCompleteness({ ...empty, firstName: 'Anna' })).toBe(11);
    expect(accountCompleteness({ ...empty, firstName: 'Anna', lastName: 'Jansen' })).toBe(22);
    expect(accountCompleteness({ ...full, phoneNumber: null })).toBe(89);
  });

  it('does not count blank text or an unknown gender as filled', () => {
    expect(accountCompleteness({ ...full, city: '   ' })).toBe(89);
    expect(accountCompleteness({ ...full, gender: 'unknown' })).toBe(89);
    expect(accountCompleteness({ ...full, gender: 'other' })).toBe(100);
  });
});

describe('idSchema', () => {
  it('accepts a uuid of any version and refuses what would make the query fail', () => {
    expect(idSchema.safeParse('00000000-0000-0000-0000-000000000001').success).toBe(true);
    expect(idSchema.safeParse('not-a-uuid').success).toBe(false);
    expect(idSchema.safeParse("1' or '1'='1").success).toBe(false);
  });
});

describe('personalInformationValues', () => {
  it("writes the names, the date of birth and GraphQL's gender as the database's", () => {
    expect(
      personalInformationValues({
        first_name: 'Anna',
        last_name: 'Jansen',
        gender: 'FEMALE',
        date_of_birth: '1980-04-12',
      }),
    ).toEqual({ firstName: 'Anna', lastName: 'Jansen', gender: 'female', dateOfBirth: '1980-04-12' });
    expect(
      personalInformationValues({ first_name: 'A', last_name: 'B', gender: 'UNKNOWN', date_of_birth: null }).gender,
    ).toBe('unknown');
  });
});

describe('contactInformationValues', () => {
  const input = {
    country_code: 'NL',
    zip_code: '1234 AB',
    house_number: '12',
    house_number_suffix: null,
    street: 'Kerkstraat',
    city: 'Utrecht',
    phone_number: '+31612345678',
  } as Parameters<typeof contactInformationValues>[1];

  it('keeps the verification of an unchanged phone number', () => {
    const values = contactInformationValues({ phoneNumber: '+31612345678' }, input);
    expect(values).not.toHaveProperty('phoneVerified');
    expect(values).toMatchObject({ zipCode: '1234 AB', street: 'Kerkstraat', phoneNumber: '+31612345678' });
  });

  it('drops the verification when the phone number changes, is added or is removed', () => {
    expect(contactInformationValues({ phoneNumber: '+31600000000' }, input).phoneVerified).toBe(false);
    expect(contactInformationValues({ phoneNumber: null }, input).phoneVerified).toBe(false);
    expect(
      contactInformationValues({ phoneNumber: '+31612345678' }, { ...input, phone_number: null }).phoneVerified,
    ).toBe(false);
  });
});

describe('the e-mail change', () => {
  it('links to the confirmation page of the portal with the token, valid 24 hours', () => {
    expect(emailConfirmLink('https://mijn.ad.nl', 'abc_-1')).toBe(
      'https://mijn.ad.nl/account/e-mail-bevestigen?token=abc_-1',
    );
    expect(EMAIL_CHANGE_TTL_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('counts confirmation mails per receiving address', () => {
    expect(emailChangeLimitKey('nieuw@example.nl')).toBe('email-change:nieuw@example.nl');
  });

  it('compares the new address with the current one without case', () => {
    expect(isSameEmail('Anna@Example.NL', 'anna@example.nl')).toBe(true);
    expect(isSameEmail('anna@example.nl', 'bram@example.nl')).toBe(false);
  });

  it("answers the new address only for the account's own link", () => {
    const link = { subject: 'account-a', data: { newEmail: 'nieuw@example.nl' } };
    expect(linkedNewEmail(link, 'account-a')).toBe('nieuw@example.nl');
    expect(linkedNewEmail(link, 'account-b')).toBeNull();
    expect(linkedNewEmail(undefined, 'account-a')).toBeNull();
    expect(linkedNewEmail({ subject: 'account-a', data: null }, 'account-a')).toBeNull();
  });
});

describe('codeFitsNumber', () => {
  it('verifies only the number the code was sent to', () => {
    expect(codeFitsNumber({ phoneNumber: '+31612345678' }, '+31612345678')).toBe(true);
    expect(codeFitsNumber({ phoneNumber: '+31612345678' }, '+31600000000')).toBe(false);
    expect(codeFitsNumber({ phoneNumber: '+31612345678' }, null)).toBe(false);
    expect(codeFitsNumber(null, '+31612345678')).toBe(false);
  });
});
