/**
 * The subscriptions area's contracts, shared by its islands and the domain (src/server/domain/subscriptions/):
 * the zod schema of each form — linking a subscription by number and postcode, the subscription's e-mail address and
 * its holder's personal details — with violation codes that have translation keys (translations-subscriptions.ts),
 * and the one rule for the status a subscriber sees (active, ending, ended, suspended today).
 *
 * Field names are the GraphQL input field names, so a violation's `field` names the form field it belongs to. Every
 * text goes through the control-character rule of ./free-text.ts.
 */
import { z } from 'zod';
import { freeText, plainText } from './free-text';
import { optionalPhoneNumber } from './phone-field';
import { normalisePostcode, type AddressCountry } from './postcode';
import { SUBSCRIPTION_VIOLATIONS } from './subscriptions-codes';
export * from './subscriptions-codes';

const V = SUBSCRIPTION_VIOLATIONS;

/** Digits of a subscription number. */
export const SUBSCRIPTION_NUMBER_LENGTH = 9;

/**
 * The linking form (`LinkSubscriptionInput`) on a brand of `country`: the subscription number (spaces, dots and
 * dashes as printed on a letter are ignored) and the postcode of the delivery address, normalised by the rules of
 * the brand's country.
 */
export function linkSubscriptionSchema(country: AddressCountry) {
  return z.object({
    subscription_number: plainText({ error: V.numberInvalid })
      .transform((value) => value.replace(/[\s.-]/g, ''))
      .pipe(z.string().regex(/^\d{9}$/, { error: V.numberInvalid })),
    zip_code: plainText({ error: V.postcodeInvalid }).transform((value, context) => {
      const zip = normalisePostcode(value, country);
      if (!zip) {
        context.addIssue({ code: 'custom', message: V.postcodeInvalid });
        return z.NEVER;
      }
      return zip;
    }),
  });
}

export type LinkSubscriptionForm = z.input<ReturnType<typeof linkSubscriptionSchema>>;

/** The subscription's new e-mail address (lower-cased). */
export const subscriptionEmailSchema = z.object({
  email: plainText({ error: V.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: V.emailInvalid }).max(254, { error: V.emailInvalid })),
});

/** Longest first or last name of a holder. */
export const HOLDER_NAME_MAX_LENGTH = 60;

function name(requiredCode: string) {
  return freeText({ requiredCode, tooLong: { max: HOLDER_NAME_MAX_LENGTH, code: V.nameTooLong }, singleLine: true });
}

/** The subscription holder's personal details: first and last name, and an optional phone number (international). */
export const subscriptionPersonaliaSchema = z.object({
  first_name: name(V.firstNameRequired),
  last_name: name(V.lastNameRequired),
  phone_number: optionalPhoneNumber(V.phoneInvalid),
});

export type SubscriptionPersonalia = z.output<typeof subscriptionPersonaliaSchema>;

/** What a subscriber sees as a subscription's status. */
export const SUBSCRIPTION_STATES = ['active', 'ending', 'ended', 'suspended'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/**
 * The status shown for a subscription on `today` (a calendar date in the brand's time zone): ended when it is ended
 * or its end date has passed; suspended today when its status is suspended (a later holiday area derives this from
 * its suspensions); ending when it is active with an end date still to come; otherwise active.
 */
export function subscriptionState(
  subscription: { status: 'active' | 'suspended' | 'ended'; endDate: string | null },
  today: string,
): SubscriptionState {
  if (subscription.status === 'ended' || (subscription.endDate !== null && subscription.endDate < today)) {
    return 'ended';
  }
  if (subscription.status === 'suspended') return 'suspended';
  return subscription.endDate !== null ? 'ending' : 'active';
}
