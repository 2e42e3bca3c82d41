/**
 * Resolvers of the account module: thin — the brand's flag is checked before they run (the feature-gate plugin,
 * OPERATION_FLAGS in ../../feature-gate.ts) — authorize through the one helper
 * (`authorizeAccount`: an id other than the session's is answered as NOT_FOUND), parse the input with the shared
 * schema, ask the account domain, map to the UmsAccount shape or a typed refusal.
 */
import {
  contactInformationSchema,
  personalInformationSchema,
  violationsOf,
  type Gender,
} from '../../../../features/account/schemas';
import type { Account } from '../../../db/schema';
import {
  accountCompleteness,
  findAccount,
  updateContactInformation,
  updatePersonalInformation,
} from '../../../domain/account';
import { confirmEmailChange, requestEmailChange } from '../../../domain/account-email';
import { startPhoneChallenge, verifyPhoneNumber } from '../../../domain/account-phone';
import { portalOrigin } from '../../../account-host-url';
import { authorizeAccount, NOT_FOUND, requireAccount } from '../../auth';
import type { GraphQLContext } from '../../context';
import { refused, succeeded, type MutationResult } from '../base/result';

/** The specification's UmsAccount, as the schema declares it. */
export interface UmsAccount {
  id: string;
  accountCompleteness: number;
  username: string;
  profile: {
    contact_information: {
      address: {
        city: string | null;
        country_code: string;
        house_number: string | null;
        house_number_suffix: string | null;
        street: string | null;
        zip_code: string | null;
      };
      email: string;
      phone_number: string | null;
      phone_verified: boolean;
    };
    personal_information: {
      date_of_birth: string | null;
      first_name: string | null;
      gender: Account['gender'];
      last_name: string | null;
    };
  };
}

/** Maps an account row to the UmsAccount shape (gender stays the internal value; the enum resolver maps it). */
export function toUmsAccount(account: Account): UmsAccount {
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
export function notFound(): { ok: false; violations: { code: string; field: null }[] } {
  return { ok: false, violations: [{ code: NOT_FOUND, field: null }] };
}

type UpdateAccountResult = MutationResult<{ account: UmsAccount }>;

interface PersonalInformationArgs {
  accountId: string;
  input: { first_name: string; last_name: string; gender: Gender; date_of_birth?: string | null };
}

interface ContactInformationArgs {
  accountId: string;
  input: {
    country_code: string;
    zip_code: string;
    house_number: string;
    house_number_suffix?: string | null;
    street: string;
    city: string;
    phone_number?: string | null;
  };
}

/** GraphQL enum values arrive as their internal values (UmsGender below); the schema speaks the enum names. */
const GENDER_NAMES: Record<string, Gender> = { female: 'FEMALE', male: 'MALE', other: 'OTHER', unknown: 'UNKNOWN' };

export const accountResolvers = {
  Mutation: {
    updatePersonalInformation: async (
      _parent: unknown,
      args: PersonalInformationArgs,
      ctx: GraphQLContext,
    ): Promise<UpdateAccountResult> => {
      const account = authorizeAccount(ctx, args.accountId);
      if (!account) return notFound();
      const parsed = personalInformationSchema().safeParse({
        ...args.input,
        gender: GENDER_NAMES[args.input.gender] ?? args.input.gender,
      });
      if (!parsed.success) return refused(...violationsOf(parsed.error));
      const saved = await updatePersonalInformation(ctx.db, account.id, parsed.data);
      return saved ? succeeded({ account: toUmsAccount(saved) }) : notFound();
    },
    updateContactInformation: async (
      _parent: unknown,
      args: ContactInformationArgs,
      ctx: GraphQLContext,
    ): Promise<UpdateAccountResult> => {
      const account = authorizeAccount(ctx, args.accountId);
      if (!account) return notFound();
      const parsed = contactInformationSchema.safeParse(args.input);
      if (!parsed.success) return refused(...violationsOf(parsed.error));
      const saved = await updateContactInformation(ctx.db, account.id, parsed.data);
      return saved ? succeeded({ account: toUmsAccount(saved) }) : notFound();
    },
    changeEmail: async (_parent: unknown, args: { accountId: string; newEmail: string }, ctx: GraphQLContext) => {
      const account = authorizeAccount(ctx, args.accountId);
      const brand = ctx.locals.brand;
      if (!account || !brand) return notFound();
      const result = await requestEmailChange(
        ctx.db,
        account.id,
        { new_email: args.newEmail },
        { brandKey: brand.key, brandName: brand.name, origin: portalOrigin(brand), t: ctx.locals.t },
      );
      return result.ok ? succeeded({ newEmail: result.newEmail }) : result;
    },
    confirmEmailChange: async (_parent: unknown, args: { accountId: string; token: string }, ctx: GraphQLContext) => {
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
      return saved ? succeeded({ account: toUmsAccount(saved) }) : notFound();
    },
    startPhoneNumberChallenge: async (_parent: unknown, args: { accountId: string }, ctx: GraphQLContext) => {
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
      return succeeded({
        phoneNumber: result.phoneNumber,
        expiresInSeconds: Math.round((result.expiresAt.getTime() - now.getTime()) / 1000),
      });
    },
    verifyPhoneNumber: async (_parent: unknown, args: { accountId: string; code: string }, ctx: GraphQLContext) => {
      const account = authorizeAccount(ctx, args.accountId);
      if (!account) return notFound();
      const result = await verifyPhoneNumber(ctx.db, account.id, { code: args.code });
      return result.ok ? succeeded({ account: toUmsAccount(result.account) }) : result;
    },
  },
  Query: {
    account: async (_parent: unknown, _args: unknown, ctx: GraphQLContext): Promise<UmsAccount | null> => {
      const { id } = requireAccount(ctx);
      const account = await findAccount(ctx.db, id);
      return account ? toUmsAccount(account) : null;
    },
  },
  /** GraphQL enum names → the database's values. */
  UmsGender: { FEMALE: 'female', MALE: 'male', OTHER: 'other', UNKNOWN: 'unknown' },
};
