/**
 * The payment service's contracts, shared by the island and the domain
 * (src/server/domain/payment.ts): the direct-debit form (IBAN checked with ibantools for the brand's country, the
 * account holder's name under the free-text rule) and the start of a hosted payment (card or iDEAL).
 */
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { plainText } from './free-text';
import { idempotencyKeySchema } from './idempotency-schema';
import { HOSTED_METHODS, PAYMENT_VIOLATIONS } from './payment-codes';

export * from './payment-codes';

const V = PAYMENT_VIOLATIONS;

/** "NL91 ABNA 0417 1643 00" → "NL91ABNA0417164300", or null when it is no valid IBAN. */
export function normaliseIban(value: string): string | null {
  const electronic = electronicFormatIBAN(value.trim()) ?? '';
  return electronic && isValidIBAN(electronic) ? electronic : null;
}

/** "NL91ABNA0417164300" → "NL91 **** **** **** 00": what the screens and the mail show of an account. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} **** ${iban.slice(-2)}`;
}

const idempotencyKey = idempotencyKeySchema(V.requestInvalid);

/** The direct-debit form for a brand of `country` ('NL' or 'BE'). */
export function directDebitSchema(country: 'NL' | 'BE') {
  return z.object({
    subscriptionId: z.string({ error: V.requestInvalid }).min(1, { error: V.requestInvalid }),
    iban: plainText({ error: V.ibanInvalid }).transform((value, context) => {
      const iban = normaliseIban(value);
      if (!iban) {
        context.addIssue({ code: 'custom', message: V.ibanInvalid });
        return z.NEVER;
      }
      if (!iban.startsWith(country)) {
        context.addIssue({ code: 'custom', message: V.ibanCountry });
        return z.NEVER;
      }
      return iban;
    }),
    accountHolder: plainText({ error: V.holderInvalid })
      .trim()
      .pipe(
        z
          .string()
          .min(2, { error: V.holderInvalid })
          .max(70, { error: V.holderInvalid })
          .regex(/^[\p{L}\p{M} .'’-]+$/u, { error: V.holderInvalid }),
      ),
    idempotencyKey,
  });
}

export type DirectDebitForm = z.input<ReturnType<typeof directDebitSchema>>;

/** The start of a hosted payment (card or iDEAL). */
export const startPaymentChangeSchema = z.object({
  subscriptionId: z.string({ error: V.requestInvalid }).min(1, { error: V.requestInvalid }),
  method: z.enum(HOSTED_METHODS, { error: V.methodUnavailable }),
  idempotencyKey,
});
