/**
 * Resolvers of the account module: thin — the brand's flag is checked before they run (the feature-gate plugin,
 * `guards` of src/features/account/area.ts) — authorize through the one helper
 * (`authorizeAccount`: an id other than the session's is answered as NOT_FOUND), parse the input with the shared
 * schema, ask the account domain, map to the UmsAccount shape or a typed refusal.
 */
import { contactInformationSchema, personalInformationSchema, type Gender } from '../../../../shared/account';
import { ok, refused, violationsOf, type Refusal } from '../../../../shared/result';
import type { AccountRecord } from '../../../db/schema';
import {
  accountCompleteness,
  confirmEmailChange,
  findAccount,
  requestEmailChange,
  startPhoneChallenge,
  updateContactInformation,
  updatePersonalInformation,
  verifyPhoneNumber,
} from '../../../domain/account';
import { portalOrigin } from '../../../account-host-url';
import { authorizeAccount, NOT_FOUND, requireAccount } from '../../auth';
import type { Resolvers, UmsAccount, UmsGender } from '../../generated/resolvers-types';

/** Maps an account row to the UmsAccount shape (gender stays the internal value; the enum resolver maps it). */
export function toUmsAccount(account: AccountRecord): UmsAccount {
  return {
    id: account.id,
    accountCompleteness: accountCompleteness(account),
    username: account.email,
    profile: {
      contact_information: {
        address: {
          city: account.city,
          country_code: account.countryCode,
          house_number: account.houseNumber,
          house_number_suffix: account.houseNumberSuffix,
          street: account.street,
          zip_code: account.zipCode,
        },
        email: account.email,
        phone_number: account.phoneNumber,
        phone_verified: account.phoneVerified,
      },
      personal_information: {
        date_of_birth: account.dateOfBirth,
        first_name: account.firstName,
        gender: account.gender,
        last_name: account.lastName,
      },
    },
  };
}

/** The answer for an account id the session may not see, identical to the one for an id that does not exist. */
export function notFound(): Refusal {
  return refused({ code: NOT_FOUND, field: null });
}

/** GraphQL enum values arrive as their internal values (UmsGender below); the schema speaks the enum names. */
const GENDER_NAMES: Record<UmsGender, Gender> = { female: 'FEMALE', male: 'MALE', other: 'OTHER', unknown: 'UNKNOWN' };

export const accountResolvers: Resolvers = {
  Mutation: {
    updatePersonalInformation: async (_parent, args, ctx) => {
      const account = authorizeAccount(ctx, args.accountId);
      if (!account) return notFound();
      // "Not in the future" is judged by the calendar of the brand's country.
      const parsed = personalInformationSchema(new Date(), ctx.locals.brand?.country).safeParse({
        ...args.input,
        gender: GENDER_NAMES[args.input.gender] ?? args.input.gender,
      });
      if (!parsed.success) return refused(...violationsOf(parsed.error));
      const saved = await updatePersonalInformation(ctx.db, account.id, parsed.data);
      return saved ? ok({ account: toUmsAccount(saved) }) : notFound();
    },
    updateContactInformation: async (_parent, args, ctx) => {
      const account = authorizeAccount(ctx, args.accountId);
      if (!account) return notFound();
      const parsed = contactInformationSchema.safeParse(args.input);
      if (!parsed.success) return refused(...violationsOf(parsed.error));
      const saved = await updateContactInformation(ctx.db, account.id, parsed.data);
      return saved ? ok({ account: toUmsAccount(saved) }) : notFound();
    },
    changeEmail: async (_parent, args, ctx) => {
      const account = authorizeAccount(ctx, args.accountId);
      const brand = ctx.locals.brand;
      if (!account || !brand) return notFound();
      const result = await requestEmailChange(
        ctx.db,
        account.id,
        { new_email: args.newEmail },
        { brandKey: brand.key, brandName: brand.name, origin: portalOrigin(brand), t: ctx.locals.t },
      );
      return result.ok ? ok({ newEmail: result.newEmail }) : result;
    },
    confirmEmailChange: async (_parent, args, ctx) => {
      const account = authorizeAccount(ctx, args.accountId);
      const brand = ctx.locals.brand;
      if (!account || !brand) return notFound();
      const result = await confirmEmailChange(ctx.db, account.id, args.token, {
        brandKey: brand.key,
        brandName: brand.name,
        t: ctx.locals.t,
      });
      if (!result.ok) return result;
      const saved = await findAccount(ctx.db, account.id);
      return saved ? ok({ account: toUmsAccount(saved) }) : notFound();
    },
    startPhoneNumberChallenge: async (_parent, args, ctx) => {
      const account = authorizeAccount(ctx, args.accountId);
      const brand = ctx.locals.brand;
      if (!account || !brand) return notFound();
      const now = new Date();
      const result = await startPhoneChallenge(ctx.db, account.id, {
        brandKey: brand.key,
        brandName: brand.name,
        t: ctx.locals.t,
        now,
      });
      if (!result.ok) return result;
      return ok({
        phoneNumber: result.phoneNumber,
        expiresInSeconds: Math.round((result.expiresAt.getTime() - now.getTime()) / 1000),
      });
    },
    verifyPhoneNumber: async (_parent, args, ctx) => {
      const account = authorizeAccount(ctx, args.accountId);
      if (!account) return notFound();
      const result = await verifyPhoneNumber(ctx.db, account.id, { code: args.code });
      return result.ok ? ok({ account: toUmsAccount(result.account) }) : result;
    },
  },
  Query: {
    account: async (_parent, _args, ctx) => {
      const { id, record } = requireAccount(ctx);
      // A query changes nothing: the row the session read brought along is this request's account (one query less).
      const account = record ?? (await findAccount(ctx.db, id));
      return account ? toUmsAccount(account) : null;
    },
  },
  /** GraphQL enum names → the database's values. */
  UmsGender: { FEMALE: 'female', MALE: 'male', OTHER: 'other', UNKNOWN: 'unknown' },
};
