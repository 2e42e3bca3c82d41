import { describe, expect, it } from 'vitest';
import {
  contactInformationSchema,
  emailChangeSchema,
  isoToMaskDate,
  maskDateToIso,
  normalisePhoneNumber,
  normalisePostcode,
  passwordChangeSchema,
  personalInformationSchema,
  todayIso,
  verificationCodeSchema,
  violationsOf,
  type ContactInformationForm,
} from './schemas';

const NOW = new Date('2026-03-15T10:00:00Z');

describe('postcode rules', () => {
  it.each([
    ['1234 AB', '1234 AB'],
    ['1234ab', '1234 AB'],
    [' 3015 bh ', '3015 BH'],
    ['9999 ZZ', '9999 ZZ'],
  ])('accepts the NL postcode %j as %j', (input, stored) => {
    expect(normalisePostcode(input, 'NL')).toBe(stored);
  });

  it.each(['0123 AB', '123 AB', '12345 AB', '1234 A', '1234 SA', '1234 SD', '1234 SS', '1000', 'AB 1234', ''])(
    'refuses the NL postcode %j',
    (input) => {
      expect(normalisePostcode(input, 'NL')).toBeNull();
    },
  );

  it.each(['1000', '2000', '9999', ' 3000 '])('accepts the BE postcode %j', (input) => {
    expect(normalisePostcode(input, 'BE')).toBe(input.trim());
  });

  it.each(['0999', '999', '10000', '1000 AB', 'B-1000', ''])('refuses the BE postcode %j', (input) => {
    expect(normalisePostcode(input, 'BE')).toBeNull();
  });
});

describe('the dd.mm.yyyy date mask', () => {
  it('turns a real date into ISO and back', () => {
    expect(maskDateToIso('12.04.1968')).toBe('1968-04-12');
    expect(maskDateToIso('29.02.2024')).toBe('2024-02-29');
    expect(isoToMaskDate('1968-04-12')).toBe('12.04.1968');
    expect(isoToMaskDate(null)).toBe('');
  });

  it.each(['31.02.1990', '29.02.2023', '00.01.1990', '01.13.1990', '1.2.1990', '01.01.1899', '1990-04-12', 'abc'])(
    'refuses %j',
    (text) => {
      expect(maskDateToIso(text)).toBeNull();
    },
  );

  it('takes today in Dutch time', () => {
    expect(todayIso(new Date('2026-03-15T23:30:00Z'))).toBe('2026-03-16');
  });
});

describe('phone numbers', () => {
  it.each([
    ['(+31) 6 123 456 78', '+31612345678'],
    ['+31612345678', '+31612345678'],
    ['0031 6 12345678', '+31612345678'],
    ['(+32) 470 12 34 56', '+32470123456'],
    ['(+32) 2 123 45 67', '+3221234567'],
    ['+32 (0)470 123456', '+32470123456'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalisePhoneNumber(input)).toBe(expected);
  });

  it.each(['(+31) 6 123', '(+31) 0', '0612345678', 'abc', '(+31) 6 123 456 789 01'])('refuses %j', (input) => {
    expect(normalisePhoneNumber(input)).toBeNull();
  });
});

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
      { code: 'FIELD_FORBIDDEN_CHARACTERS', field: 'last_name' },
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
      { code: 'FIELD_FORBIDDEN_CHARACTERS', field: 'city' },
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

  it('wants exactly six digits', () => {
    expect(verificationCodeSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(verificationCodeSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(verificationCodeSchema.safeParse({ code: '12345a' }).success).toBe(false);
  });
});
