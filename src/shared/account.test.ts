import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_VIOLATIONS,
  contactInformationSchema,
  emailChangeSchema,
  passwordChangeSchema,
  personalInformationSchema,
  verificationCodeSchema,
  type ContactInformationForm,
} from './account';
import { violationsOf } from './result';

const NOW = new Date('2026-03-15T10:00:00Z');

describe('personalInformationSchema', () => {
  const schema = personalInformationSchema(NOW);

  it('accepts a complete form and gives the date as ISO', () => {
    const result = schema.parse({
      first_name: ' Anna ',
      last_name: 'de Vries',
      gender: 'FEMALE',
      date_of_birth: '17.05.1980',
    });
    expect(result).toEqual({
      first_name: 'Anna',
      last_name: 'de Vries',
      gender: 'FEMALE',
      date_of_birth: '1980-05-17',
    });
  });

  it('leaves an empty date of birth empty', () => {
    expect(schema.parse({ first_name: 'A', last_name: 'B', gender: 'UNKNOWN', date_of_birth: '' }).date_of_birth).toBe(
      null,
    );
  });

  it('answers one violation per field, with the field name', () => {
    const result = schema.safeParse({ first_name: '  ', last_name: 'a<b', gender: 'X', date_of_birth: '31.02.1990' });
    expect(result.success).toBe(false);
    expect(violationsOf(result.error!)).toEqual([
      { code: 'FIRST_NAME_REQUIRED', field: 'first_name' },
      { code: 'FREE_TEXT_FORBIDDEN_CHARACTER', field: 'last_name' },
      { code: 'GENDER_REQUIRED', field: 'gender' },
      { code: 'DATE_OF_BIRTH_INVALID', field: 'date_of_birth' },
    ]);
  });

  it('refuses a date of birth after today', () => {
    const result = schema.safeParse({ first_name: 'A', last_name: 'B', gender: 'MALE', date_of_birth: '16.03.2026' });
    expect(violationsOf(result.error!)).toEqual([{ code: 'DATE_OF_BIRTH_IN_FUTURE', field: 'date_of_birth' }]);
    expect(
      schema.safeParse({ first_name: 'A', last_name: 'B', gender: 'MALE', date_of_birth: '15.03.2026' }).success,
    ).toBe(true);
  });

  it('takes "today" in the brand\'s country', () => {
    // 23:30 UTC on 15 March is already 16 March in Amsterdam and Brussels.
    const lateEvening = new Date('2026-03-15T23:30:00Z');
    const born = { first_name: 'A', last_name: 'B', gender: 'MALE', date_of_birth: '16.03.2026' };
    expect(personalInformationSchema(lateEvening, 'nl').safeParse(born).success).toBe(true);
    expect(personalInformationSchema(lateEvening, 'be').safeParse(born).success).toBe(true);
    expect(personalInformationSchema(new Date('2026-03-15T22:59:00Z'), 'be').safeParse(born).success).toBe(false);
  });

  it('refuses control characters and line breaks in a name: a NUL byte never reaches the database', () => {
    for (const last_name of ['de\u0000Vries', 'de\nVries', 'de\tVries', 'de\u001bVries', '\u0000']) {
      const result = schema.safeParse({ first_name: 'Anna', last_name, gender: 'FEMALE' });
      expect(violationsOf(result.error!), JSON.stringify(last_name)).toEqual([
        { code: 'FREE_TEXT_FORBIDDEN_CHARACTER', field: 'last_name' },
      ]);
    }
  });

  it('refuses a name longer than 60 characters', () => {
    const result = schema.safeParse({ first_name: 'a'.repeat(61), last_name: 'B', gender: 'MALE' });
    expect(violationsOf(result.error!)).toEqual([{ code: 'NAME_TOO_LONG', field: 'first_name' }]);
  });
});

describe('contactInformationSchema', () => {
  const nl: ContactInformationForm = {
    country_code: 'NL',
    zip_code: '3015bh',
    house_number: '152',
    house_number_suffix: 'b',
    street: 'Nieuwe Binnenweg',
    city: 'Rotterdam',
    phone_number: '(+31) 6 123 456 78',
  };

  it('normalises an NL address and the phone number', () => {
    expect(contactInformationSchema.parse(nl)).toEqual({
      ...nl,
      zip_code: '3015 BH',
      phone_number: '+31612345678',
    });
  });

  it('applies the BE rule to a Belgian address', () => {
    const be = { ...nl, country_code: 'BE', zip_code: '2000', house_number_suffix: 'bus 3' } as const;
    expect(contactInformationSchema.parse(be).zip_code).toBe('2000');
    const wrong = contactInformationSchema.safeParse({ ...be, zip_code: '3015 BH' });
    expect(violationsOf(wrong.error!)).toEqual([{ code: 'POSTCODE_INVALID', field: 'zip_code' }]);
  });

  it('refuses a BE postcode for an NL address', () => {
    const result = contactInformationSchema.safeParse({ ...nl, zip_code: '2000' });
    expect(violationsOf(result.error!)).toEqual([{ code: 'POSTCODE_INVALID', field: 'zip_code' }]);
  });

  it('makes an empty suffix and a phone without digits null', () => {
    const result = contactInformationSchema.parse({ ...nl, house_number_suffix: ' ', phone_number: '(+31) ' });
    expect(result.house_number_suffix).toBeNull();
    expect(result.phone_number).toBeNull();
  });

  it('refuses control characters in the address fields', () => {
    for (const field of ['street', 'city', 'house_number_suffix'] as const) {
      const result = contactInformationSchema.safeParse({ ...nl, [field]: 'a\u0000b' });
      expect(violationsOf(result.error!), field).toEqual([{ code: 'FREE_TEXT_FORBIDDEN_CHARACTER', field }]);
    }
  });

  it('answers the violations of every wrong field', () => {
    const result = contactInformationSchema.safeParse({
      country_code: 'DE',
      zip_code: '1234 AB',
      house_number: '0',
      house_number_suffix: '!!',
      street: '',
      city: 'Gent/Oost',
      phone_number: '(+31) 6 12',
    });
    expect(violationsOf(result.error!)).toEqual([
      { code: 'COUNTRY_INVALID', field: 'country_code' },
      { code: 'HOUSE_NUMBER_INVALID', field: 'house_number' },
      { code: 'HOUSE_NUMBER_SUFFIX_INVALID', field: 'house_number_suffix' },
      { code: 'STREET_REQUIRED', field: 'street' },
      { code: 'FREE_TEXT_FORBIDDEN_CHARACTER', field: 'city' },
      { code: 'PHONE_INVALID', field: 'phone_number' },
    ]);
  });
});

describe('e-mail, password and code', () => {
  it('lower-cases a new e-mail address and refuses a malformed one', () => {
    expect(emailChangeSchema.parse({ new_email: ' Jan@Example.NL ' }).new_email).toBe('jan@example.nl');
    expect(violationsOf(emailChangeSchema.safeParse({ new_email: 'jan@' }).error!)).toEqual([
      { code: 'EMAIL_INVALID', field: 'new_email' },
    ]);
  });

  it('asks a new password of at least 10 characters that differs from the current one', () => {
    expect(passwordChangeSchema.safeParse({ current_password: 'oud', new_password: 'lang-genoeg-1' }).success).toBe(
      true,
    );
    expect(violationsOf(passwordChangeSchema.safeParse({ current_password: '', new_password: 'kort' }).error!)).toEqual(
      [
        { code: 'PASSWORD_REQUIRED', field: 'current_password' },
        { code: 'PASSWORD_TOO_SHORT', field: 'new_password' },
      ],
    );
    expect(
      violationsOf(
        passwordChangeSchema.safeParse({ current_password: 'zelfde-wachtwoord', new_password: 'zelfde-wachtwoord' })
          .error!,
      ),
    ).toEqual([{ code: 'PASSWORD_UNCHANGED', field: 'new_password' }]);
  });

  it("allows a new password of at most 128 characters, the account host's maximum too", () => {
    const change = (length: number) =>
      passwordChangeSchema.safeParse({ current_password: 'oud', new_password: 'x'.repeat(length) });
    expect(change(128).success).toBe(true);
    expect(violationsOf(change(129).error!)).toEqual([{ code: 'PASSWORD_TOO_LONG', field: 'new_password' }]);
  });

  it('wants exactly six digits', () => {
    expect(verificationCodeSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(verificationCodeSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(verificationCodeSchema.safeParse({ code: '12345a' }).success).toBe(false);
  });
});

describe('violation codes of the account forms', () => {
  it("use the free-text rule's one code for forbidden characters", () => {
    expect(ACCOUNT_VIOLATIONS.forbiddenCharacters).toBe('FREE_TEXT_FORBIDDEN_CHARACTER');
  });
});
