/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/**
 * Contact information as the form sends it: the address (postcode by the rules of `country_code`, NL `1234 AB`,
 * BE `1000`) and the phone number as the phone input shows it ("(+31) 6 123 456 78"; empty means none).
 */
export type ContactInformationInput = {
  city: string;
  country_code: string;
  house_number: string;
  house_number_suffix?: string | null | undefined;
  phone_number?: string | null | undefined;
  street: string;
  zip_code: string;
};

/**
 * Personal information as the form sends it. `date_of_birth` is the text of the dd.mm.yyyy mask (specification §5);
 * empty means unknown. The server validates with the shared schema (src/shared/account.ts).
 */
export type PersonalInformationInput = {
  date_of_birth?: string | null | undefined;
  first_name: string;
  gender: UmsGender;
  last_name: string;
};

export type ProductType =
  | 'DIGITAL'
  | 'MAGAZINE'
  | 'NEWSPAPER';

export type SubscriptionStatus =
  | 'ACTIVE'
  | 'ENDED'
  | 'SUSPENDED';

export type UmsGender =
  | 'FEMALE'
  | 'MALE'
  | 'OTHER'
  | 'UNKNOWN';

export type AccountDetailsFieldsFragment = { id: string, accountCompleteness: number, username: string, profile: { contact_information: { email: string, phone_number: string | null, phone_verified: boolean, address: { street: string | null, house_number: string | null, house_number_suffix: string | null, zip_code: string | null, city: string | null, country_code: string } }, personal_information: { first_name: string | null, last_name: string | null, gender: UmsGender | null, date_of_birth: string | null } } };

export type AccountDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountDetailsQuery = { account: { id: string, accountCompleteness: number, username: string, profile: { contact_information: { email: string, phone_number: string | null, phone_verified: boolean, address: { street: string | null, house_number: string | null, house_number_suffix: string | null, zip_code: string | null, city: string | null, country_code: string } }, personal_information: { first_name: string | null, last_name: string | null, gender: UmsGender | null, date_of_birth: string | null } } } | null };

export type UpdatePersonalInformationMutationVariables = Exact<{
  accountId: string;
  input: PersonalInformationInput;
}>;


export type UpdatePersonalInformationMutation = { updatePersonalInformation: { ok: boolean, violations: Array<{ code: string, field: string | null }>, account: { id: string, accountCompleteness: number, username: string, profile: { contact_information: { email: string, phone_number: string | null, phone_verified: boolean, address: { street: string | null, house_number: string | null, house_number_suffix: string | null, zip_code: string | null, city: string | null, country_code: string } }, personal_information: { first_name: string | null, last_name: string | null, gender: UmsGender | null, date_of_birth: string | null } } } | null } };

export type UpdateContactInformationMutationVariables = Exact<{
  accountId: string;
  input: ContactInformationInput;
}>;


export type UpdateContactInformationMutation = { updateContactInformation: { ok: boolean, violations: Array<{ code: string, field: string | null }>, account: { id: string, accountCompleteness: number, username: string, profile: { contact_information: { email: string, phone_number: string | null, phone_verified: boolean, address: { street: string | null, house_number: string | null, house_number_suffix: string | null, zip_code: string | null, city: string | null, country_code: string } }, personal_information: { first_name: string | null, last_name: string | null, gender: UmsGender | null, date_of_birth: string | null } } } | null } };

export type ChangeEmailMutationVariables = Exact<{
  accountId: string;
  newEmail: string;
}>;


export type ChangeEmailMutation = { changeEmail: { ok: boolean, newEmail: string | null, violations: Array<{ code: string, field: string | null }> } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  accountId: string;
  token: string;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: { ok: boolean, violations: Array<{ code: string, field: string | null }>, account: { id: string, username: string } | null } };

export type AccountOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountOverviewQuery = { account: { id: string, accountCompleteness: number, username: string, profile: { contact_information: { email: string, phone_number: string | null, phone_verified: boolean, address: { street: string | null, house_number: string | null, house_number_suffix: string | null, zip_code: string | null, city: string | null, country_code: string } }, personal_information: { first_name: string | null, last_name: string | null } } } | null, linkedSubscriptions: Array<{ subscriptionId: string, brandKey: string, title: string, productType: ProductType, status: SubscriptionStatus, startDate: string, deliveryDays: Array<number> }> };

export type StartPhoneNumberChallengeMutationVariables = Exact<{
  accountId: string;
}>;


export type StartPhoneNumberChallengeMutation = { startPhoneNumberChallenge: { ok: boolean, phoneNumber: string | null, expiresInSeconds: number | null, retryAfterSeconds: number | null, violations: Array<{ code: string, field: string | null }> } };

export type VerifyPhoneNumberMutationVariables = Exact<{
  accountId: string;
  code: string;
}>;


export type VerifyPhoneNumberMutation = { verifyPhoneNumber: { ok: boolean, retryAfterSeconds: number | null, violations: Array<{ code: string, field: string | null }>, account: { id: string, profile: { contact_information: { phone_number: string | null, phone_verified: boolean } } } | null } };

export type SessionFieldsFragment = { id: string, current: boolean, browser: string | null, os: string | null, app: boolean, place: string | null, signedInAt: string, lastUsedAt: string };

export type SessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsQuery = { sessionCount: number, sessions: Array<{ id: string, current: boolean, browser: string | null, os: string | null, app: boolean, place: string | null, signedInAt: string, lastUsedAt: string }> };

export type EndSessionMutationVariables = Exact<{
  id: string;
}>;


export type EndSessionMutation = { endSession: { ok: boolean, violations: Array<{ code: string, field: string | null }> } };

export type EndOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsMutation = { endOtherSessions: { ok: boolean, ended: number | null, violations: Array<{ code: string, field: string | null }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AccountDetailsFieldsFragmentDoc = new TypedDocumentString(`
    fragment AccountDetailsFields on UmsAccount {
  id
  accountCompleteness
  username
  profile {
    contact_information {
      email
      phone_number
      phone_verified
      address {
        street
        house_number
        house_number_suffix
        zip_code
        city
        country_code
      }
    }
    personal_information {
      first_name
      last_name
      gender
      date_of_birth
    }
  }
}
    `, {"fragmentName":"AccountDetailsFields"}) as unknown as TypedDocumentString<AccountDetailsFieldsFragment, unknown>;
export const SessionFieldsFragmentDoc = new TypedDocumentString(`
    fragment SessionFields on Session {
  id
  current
  browser
  os
  app
  place
  signedInAt
  lastUsedAt
}
    `, {"fragmentName":"SessionFields"}) as unknown as TypedDocumentString<SessionFieldsFragment, unknown>;
export const AccountDetailsDocument = new TypedDocumentString(`
    query AccountDetails {
  account {
    ...AccountDetailsFields
  }
}
    fragment AccountDetailsFields on UmsAccount {
  id
  accountCompleteness
  username
  profile {
    contact_information {
      email
      phone_number
      phone_verified
      address {
        street
        house_number
        house_number_suffix
        zip_code
        city
        country_code
      }
    }
    personal_information {
      first_name
      last_name
      gender
      date_of_birth
    }
  }
}`, {"hash":"946ee9a9099f9edeaaab4208c1c94fe6c71ba7747d406bb82ef0542b275b9074"}) as unknown as TypedDocumentString<AccountDetailsQuery, AccountDetailsQueryVariables>;
export const UpdatePersonalInformationDocument = new TypedDocumentString(`
    mutation UpdatePersonalInformation($accountId: ID!, $input: PersonalInformationInput!) {
  updatePersonalInformation(accountId: $accountId, input: $input) {
    ok
    violations {
      code
      field
    }
    account {
      ...AccountDetailsFields
    }
  }
}
    fragment AccountDetailsFields on UmsAccount {
  id
  accountCompleteness
  username
  profile {
    contact_information {
      email
      phone_number
      phone_verified
      address {
        street
        house_number
        house_number_suffix
        zip_code
        city
        country_code
      }
    }
    personal_information {
      first_name
      last_name
      gender
      date_of_birth
    }
  }
}`, {"hash":"9e40f6ea6cf0810d81c37e19d65ea4543cc19f85bfc720435a84a316e2a0f68c"}) as unknown as TypedDocumentString<UpdatePersonalInformationMutation, UpdatePersonalInformationMutationVariables>;
export const UpdateContactInformationDocument = new TypedDocumentString(`
    mutation UpdateContactInformation($accountId: ID!, $input: ContactInformationInput!) {
  updateContactInformation(accountId: $accountId, input: $input) {
    ok
    violations {
      code
      field
    }
    account {
      ...AccountDetailsFields
    }
  }
}
    fragment AccountDetailsFields on UmsAccount {
  id
  accountCompleteness
  username
  profile {
    contact_information {
      email
      phone_number
      phone_verified
      address {
        street
        house_number
        house_number_suffix
        zip_code
        city
        country_code
      }
    }
    personal_information {
      first_name
      last_name
      gender
      date_of_birth
    }
  }
}`, {"hash":"00992e1e11639a36df37c506a35ccc1a193791a87116a8cbfcf721b4d4ba1f1d"}) as unknown as TypedDocumentString<UpdateContactInformationMutation, UpdateContactInformationMutationVariables>;
export const ChangeEmailDocument = new TypedDocumentString(`
    mutation ChangeEmail($accountId: ID!, $newEmail: String!) {
  changeEmail(accountId: $accountId, newEmail: $newEmail) {
    ok
    violations {
      code
      field
    }
    newEmail
  }
}
    `, {"hash":"86521a52d02a2527373e8a0654298d0620e9eaeea070d118d514604cab4878a8"}) as unknown as TypedDocumentString<ChangeEmailMutation, ChangeEmailMutationVariables>;
export const ConfirmEmailChangeDocument = new TypedDocumentString(`
    mutation ConfirmEmailChange($accountId: ID!, $token: String!) {
  confirmEmailChange(accountId: $accountId, token: $token) {
    ok
    violations {
      code
      field
    }
    account {
      id
      username
    }
  }
}
    `, {"hash":"e435d78792e7cfac815443dbc2ee0405c4e3923236af172df11286e09fe432a3"}) as unknown as TypedDocumentString<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const AccountOverviewDocument = new TypedDocumentString(`
    query AccountOverview {
  account {
    id
    accountCompleteness
    username
    profile {
      contact_information {
        email
        phone_number
        phone_verified
        address {
          street
          house_number
          house_number_suffix
          zip_code
          city
          country_code
        }
      }
      personal_information {
        first_name
        last_name
      }
    }
  }
  linkedSubscriptions {
    subscriptionId
    brandKey
    title
    productType
    status
    startDate
    deliveryDays
  }
}
    `, {"hash":"280e891958356ad51be0476f9142c8f5faf33fd2ce29059aafc338569e432947"}) as unknown as TypedDocumentString<AccountOverviewQuery, AccountOverviewQueryVariables>;
export const StartPhoneNumberChallengeDocument = new TypedDocumentString(`
    mutation StartPhoneNumberChallenge($accountId: ID!) {
  startPhoneNumberChallenge(accountId: $accountId) {
    ok
    violations {
      code
      field
    }
    phoneNumber
    expiresInSeconds
    retryAfterSeconds
  }
}
    `, {"hash":"1c1eff178b78fe77960c5d840a8f80be88bf40522e9689b9233ad73783fea4d4"}) as unknown as TypedDocumentString<StartPhoneNumberChallengeMutation, StartPhoneNumberChallengeMutationVariables>;
export const VerifyPhoneNumberDocument = new TypedDocumentString(`
    mutation VerifyPhoneNumber($accountId: ID!, $code: String!) {
  verifyPhoneNumber(accountId: $accountId, code: $code) {
    ok
    violations {
      code
      field
    }
    retryAfterSeconds
    account {
      id
      profile {
        contact_information {
          phone_number
          phone_verified
        }
      }
    }
  }
}
    `, {"hash":"f1e393feb7cffa439718bb04f9305a7c46e5f874ade1dbfa3faf5911efe68a0e"}) as unknown as TypedDocumentString<VerifyPhoneNumberMutation, VerifyPhoneNumberMutationVariables>;
export const SessionsDocument = new TypedDocumentString(`
    query Sessions {
  sessions {
    ...SessionFields
  }
  sessionCount
}
    fragment SessionFields on Session {
  id
  current
  browser
  os
  app
  place
  signedInAt
  lastUsedAt
}`, {"hash":"66b269319c291c823078a0d1c95f4ccc716632578ca8c6c7885810eadb674743"}) as unknown as TypedDocumentString<SessionsQuery, SessionsQueryVariables>;
export const EndSessionDocument = new TypedDocumentString(`
    mutation EndSession($id: ID!) {
  endSession(id: $id) {
    ok
    violations {
      code
      field
    }
  }
}
    `, {"hash":"55c1bff3c0585f5ed0021e6759cddbadce901f8e451c951239b074c0971e3a27"}) as unknown as TypedDocumentString<EndSessionMutation, EndSessionMutationVariables>;
export const EndOtherSessionsDocument = new TypedDocumentString(`
    mutation EndOtherSessions {
  endOtherSessions {
    ok
    violations {
      code
      field
    }
    ended
  }
}
    `, {"hash":"837790cc59aa14b90c65f0b961a44a2990bb533c4af26d20ac4617fa03983861"}) as unknown as TypedDocumentString<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;