import { describe, expect, it } from 'vitest';
import { productionWarnings, smsStartLine } from './production-warnings';

describe('the warnings of a production start', () => {
  it('names a missing SMTP_URL, the test payment provider and the missing SMS provider, each with what to set', () => {
    const warnings = productionWarnings({
      isProduction: true,
      SMTP_URL: undefined,
      PAYMENT_PROVIDER: 'test',
      SMS_PROVIDER: 'outbox',
    });
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/SMTP_URL is not set.*Set SMTP_URL=/);
    expect(warnings[1]).toMatch(/PAYMENT_PROVIDER is test.*Set PAYMENT_PROVIDER=mollie and MOLLIE_API_KEY/);
    expect(warnings[2]).toMatch(/phone number check is off on every brand.*Set SMS_PROVIDER=cm and CM_PRODUCT_TOKEN/);
  });

  it('says nothing when all are set, nor outside production, where the embedded defaults serve', () => {
    expect(
      productionWarnings({
        isProduction: true,
        SMTP_URL: 'smtp://mail.example.nl:587',
        PAYMENT_PROVIDER: 'mollie',
        SMS_PROVIDER: 'cm',
      }),
    ).toEqual([]);
    expect(
      productionWarnings({
        isProduction: false,
        SMTP_URL: undefined,
        PAYMENT_PROVIDER: 'test',
        SMS_PROVIDER: 'outbox',
      }),
    ).toEqual([]);
  });
});

describe('the line of a production start about text messages', () => {
  it('names the provider and that the phone number check is on; nothing without one or outside production', () => {
    expect(smsStartLine({ isProduction: true, SMS_PROVIDER: 'cm' })).toMatch(
      /^✔ Text messages go out through CM\.com \(SMS_PROVIDER=cm\): the phone number check is on/,
    );
    expect(smsStartLine({ isProduction: true, SMS_PROVIDER: 'outbox' })).toBeUndefined();
    expect(smsStartLine({ isProduction: false, SMS_PROVIDER: 'cm' })).toBeUndefined();
  });
});
