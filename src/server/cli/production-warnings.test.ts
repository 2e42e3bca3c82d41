import { describe, expect, it } from 'vitest';
import { productionWarnings } from './production-warnings';

describe('the warnings of a production start', () => {
  it('names a missing SMTP_URL and the test payment provider, each with what to set', () => {
    const warnings = productionWarnings({ isProduction: true, SMTP_URL: undefined, PAYMENT_PROVIDER: 'test' });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/SMTP_URL is not set.*Set SMTP_URL=/);
    expect(warnings[1]).toMatch(/PAYMENT_PROVIDER is test.*Set PAYMENT_PROVIDER=mollie and MOLLIE_API_KEY/);
  });

  it('says nothing when both are set, nor outside production, where the embedded defaults serve', () => {
    expect(
      productionWarnings({ isProduction: true, SMTP_URL: 'smtp://mail.example.nl:587', PAYMENT_PROVIDER: 'mollie' }),
    ).toEqual([]);
    expect(productionWarnings({ isProduction: false, SMTP_URL: undefined, PAYMENT_PROVIDER: 'test' })).toEqual([]);
  });
});
