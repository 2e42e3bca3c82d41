/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BillingPeriod =
  | 'MONTH'
  | 'QUARTER'
  | 'YEAR';

export type ChangePaymentDirectDebitInput = {
  /** The account holder's name. */
  accountHolder: string;
  /** An IBAN of the brand's country (NL or BE), spaces allowed. */
  iban: string;
  /** One per form, chosen by the client: the same key again answers the first change. */
  idempotencyKey: string;
  subscriptionId: string;
};

/** The file an upload link is for, as the browser knows it (judged again by its content when it arrives). */
export type ContactFormUploadLinkInput = {
  fileName: string;
  /** Bytes; more than 5 MB is refused at once (CONTACT_ATTACHMENT_TOO_LARGE). */
  size: number;
};

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

export type DataExportState =
  | 'FAILED'
  | 'NONE'
  | 'PENDING'
  | 'READY'
  | 'RUNNING';

/** A complaint as submitted. */
export type DeliveryComplaintInput = {
  /** A delivery date of the last 14 days (YYYY-MM-DD). */
  deliveryDate: string;
  /** Generated once per journey by the client: the same key never makes a second complaint. */
  idempotencyKey: string;
  reason: DeliveryComplaintReason;
  /** Optional, under the free-text rule, at most 500 characters. */
  remark?: string | null | undefined;
  subscriptionId: string;
};

/** A reason of a delivery complaint: which ones a subscription allows depends on its product type. */
export type DeliveryComplaintReason =
  | 'DAMAGED'
  | 'INCOMPLETE'
  | 'NOT_DELIVERED'
  | 'RECEIVED_BUT_DELIVERED_LATER_THAN_EXPECTED'
  | 'WRONG_PRODUCT';

/** The temporary address: typed in full, in the brand's own country. */
export type HolidayAddressInput = {
  city: string;
  /** NL or BE: must be the brand's own country. */
  countryCode: string;
  houseNumber: string;
  postcode: string;
  street: string;
  suffix?: string | null | undefined;
};

/**
 * The status of an invoice as the subscriber sees it. OVERDUE is derived: an open invoice whose due date lies before
 * today in the time zone of the invoice's brand.
 */
export type InvoiceStatus =
  | 'CREDITED'
  | 'OPEN'
  | 'OVERDUE'
  | 'PAID';

/** Linking a subscription: its number and the postcode of its delivery address. */
export type LinkSubscriptionInput = {
  subscription_number: string;
  zip_code: string;
};

/** The new address of a move. In the Netherlands street and city come from the address lookup; in Belgium they are typed. */
export type MovingHouseAddressInput = {
  city?: string | null | undefined;
  /** NL or BE: must be the brand's own country. */
  countryCode: string;
  houseNumber: string;
  postcode: string;
  street?: string | null | undefined;
  suffix?: string | null | undefined;
};

export type PaymentMethod =
  | 'CREDIT_CARD'
  | 'DIRECT_DEBIT'
  | 'IDEAL'
  | 'INVOICE';

/**
 * Personal information as the form sends it. `date_of_birth` is the text of the dd.mm.yyyy mask;
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

export type StartPaymentChangeInput = {
  idempotencyKey: string;
  /** credit_card or ideal. */
  method: string;
  subscriptionId: string;
};

export type SubmitContactFormInput = {
  /** The account's own uploads (at most 3). */
  attachmentIds?: Array<string> | null | undefined;
  category: string;
  /** One per form, chosen by the client: the same key again answers the first case and makes no second one. */
  idempotencyKey: string;
  /** 1 to 2500 characters under the free-text rule. */
  message: string;
  /** Must belong to the category (CONTACT_SUB_TOPIC_NOT_IN_CATEGORY). */
  subTopic: string;
  /** One of the account's subscriptions, or none. */
  subscriptionId?: string | null | undefined;
};

export type SubmitMovingHouseInput = {
  address: MovingHouseAddressInput;
  /** The user confirms that the move applies to every subscription at the old address. */
  confirmAllAtAddress: boolean;
  /** Between MovingHouseOptions.earliestDate and latestDate: the product's lead days (working days) to its horizon. */
  effectiveDate: string;
  /** One per journey, chosen by the client: the same key again answers the first move and makes no second one. */
  idempotencyKey: string;
  /** Every print subscription at the old address (MOVE_SUBSCRIPTIONS_INCOMPLETE otherwise). */
  subscriptionIds: Array<string>;
};

export type SubmitTemporaryDeliveryAddressInput = {
  address: HolidayAddressInput;
  endDate: string;
  idempotencyKey: string;
  startDate: string;
  subscriptionId: string;
};

/** The holder's personal details of a subscription. */
export type SubscriptionPersonaliaInput = {
  first_name: string;
  last_name: string;
  phone_number?: string | null | undefined;
};

/** What the subscriber sees as the status today (src/shared/subscriptions.ts subscriptionState). */
export type SubscriptionState =
  /** Running, without an end date. */
  | 'ACTIVE'
  /** Ended (or its end date has passed). */
  | 'ENDED'
  /** Running, with an end date still to come. */
  | 'ENDING'
  /** Delivery suspended today. */
  | 'SUSPENDED';

export type SubscriptionStatus =
  | 'ACTIVE'
  | 'ENDED'
  | 'SUSPENDED';

export type SuspendDeliveryInput = {
  /** 1 to 90 days after startDate (both included), within the yearly cap and overlapping no other period. */
  endDate: string;
  /** One per journey, chosen by the client: the same key again answers the first event and makes no second one. */
  idempotencyKey: string;
  /** At least the product's lead days (working days) after today: HolidayOptions.earliestStart. */
  startDate: string;
  subscriptionId: string;
};

export type UmsGender =
  | 'FEMALE'
  | 'MALE'
  | 'OTHER'
  | 'UNKNOWN';

export type AccountDetailsFieldsFragment = { id: string, accountCompleteness: number, username: string, profile: { personal_information: { gender: UmsGender | null, date_of_birth: string | null, first_name: string | null, last_name: string | null }, contact_information: { email: string, phone_number: string | null, phone_verified: boolean, address: { street: string | null, house_number: string | null, house_number_suffix: string | null, zip_code: string | null, city: string | null, country_code: string } } } };

export type UpdateAccountOutcomeFragment = { ok: boolean, account: { id: string, accountCompleteness: number, username: string, profile: { personal_information: { gender: UmsGender | null, date_of_birth: string | null, first_name: string | null, last_name: string | null }, contact_information: { email: string, phone_number: string | null, phone_verified: boolean, address: { street: string | null, house_number: string | null, house_number_suffix: string | null, zip_code: string | null, city: string | null, country_code: string } } } } | null, violations: Array<{ code: string, field: string | null }> };

export type AccountDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountDetailsQuery = { account: { id: string, accountCompleteness: number, username: string, profile: { personal_information: { gender: UmsGender | null, date_of_birth: string | null, first_name: string | null, last_name: string | null }, contact_information: { email: string, phone_number: string | null, phone_verified: boolean, address: { street: string | null, house_number: string | null, house_number_suffix: string | null, zip_code: string | null, city: string | null, country_code: string } } } } | null };

export type UpdatePersonalInformationMutationVariables = Exact<{
  accountId: string;
  input: PersonalInformationInput;
}>;


export type UpdatePersonalInformationMutation = { updatePersonalInformation: { ok: boolean, account: { id: string, accountCompleteness: number, username: string, profile: { personal_information: { gender: UmsGender | null, date_of_birth: string | null, first_name: string | null, last_name: string | null }, contact_information: { email: string, phone_number: string | null, phone_verified: boolean, address: { street: string | null, house_number: string | null, house_number_suffix: string | null, zip_code: string | null, city: string | null, country_code: string } } } } | null, violations: Array<{ code: string, field: string | null }> } };

export type UpdateContactInformationMutationVariables = Exact<{
  accountId: string;
  input: ContactInformationInput;
}>;


export type UpdateContactInformationMutation = { updateContactInformation: { ok: boolean, account: { id: string, accountCompleteness: number, username: string, profile: { personal_information: { gender: UmsGender | null, date_of_birth: string | null, first_name: string | null, last_name: string | null }, contact_information: { email: string, phone_number: string | null, phone_verified: boolean, address: { street: string | null, house_number: string | null, house_number_suffix: string | null, zip_code: string | null, city: string | null, country_code: string } } } } | null, violations: Array<{ code: string, field: string | null }> } };

export type ChangeEmailMutationVariables = Exact<{
  accountId: string;
  newEmail: string;
}>;


export type ChangeEmailMutation = { changeEmail: { newEmail: string | null, ok: boolean, violations: Array<{ code: string, field: string | null }> } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  accountId: string;
  token: string;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: { ok: boolean, account: { id: string, username: string } | null, violations: Array<{ code: string, field: string | null }> } };

export type AccountSummaryFieldsFragment = { id: string, accountCompleteness: number, username: string, profile: { contact_information: { email: string, phone_number: string | null, phone_verified: boolean, address: { street: string | null, house_number: string | null, house_number_suffix: string | null, zip_code: string | null, city: string | null, country_code: string } }, personal_information: { first_name: string | null, last_name: string | null } } };

export type AccountOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountOverviewQuery = { account: { id: string, accountCompleteness: number, username: string, profile: { contact_information: { email: string, phone_number: string | null, phone_verified: boolean, address: { street: string | null, house_number: string | null, house_number_suffix: string | null, zip_code: string | null, city: string | null, country_code: string } }, personal_information: { first_name: string | null, last_name: string | null } } } | null, linkedSubscriptions: Array<{ subscriptionId: string, brandKey: string, title: string, productType: ProductType, status: SubscriptionStatus, startDate: string, deliveryDays: Array<number> }> };

export type StartPhoneNumberChallengeMutationVariables = Exact<{
  accountId: string;
}>;


export type StartPhoneNumberChallengeMutation = { startPhoneNumberChallenge: { phoneNumber: string | null, expiresInSeconds: number | null, retryAfterSeconds: number | null, ok: boolean, violations: Array<{ code: string, field: string | null }> } };

export type VerifyPhoneNumberMutationVariables = Exact<{
  accountId: string;
  code: string;
}>;


export type VerifyPhoneNumberMutation = { verifyPhoneNumber: { retryAfterSeconds: number | null, ok: boolean, account: { id: string, profile: { contact_information: { phone_number: string | null, phone_verified: boolean } } } | null, violations: Array<{ code: string, field: string | null }> } };

export type CreateContactFormUploadLinkMutationVariables = Exact<{
  input: ContactFormUploadLinkInput;
}>;


export type CreateContactFormUploadLinkMutation = { createContactFormUploadLink: { attachmentId: string | null, uploadUrl: string | null, expiresAt: string | null, ok: boolean, violations: Array<{ code: string, field: string | null }> } };

export type SubmitContactFormMutationVariables = Exact<{
  input: SubmitContactFormInput;
}>;


export type SubmitContactFormMutation = { submitContactForm: { ok: boolean, contactCase: { id: string, caseNumber: string, category: string, subTopic: string, createdAt: string, attachments: Array<{ id: string, fileName: string, mimeType: string, size: number }> } | null, violations: Array<{ code: string, field: string | null }> } };

export type DeliveryComplaintFieldsFragment = { id: string, subscriptionId: string, brandKey: string, brandName: string, subscriptionTitle: string, reason: DeliveryComplaintReason, deliveryDate: string, remark: string | null, compensation: string, createdAt: string };

export type DeliveryComplaintSubscriptionFieldsFragment = { subscriptionId: string, brandKey: string, brandName: string, title: string, subscriptionNumber: string, productType: string, reasons: Array<DeliveryComplaintReason> };

export type DeliveryComplaintsQueryVariables = Exact<{ [key: string]: never; }>;


export type DeliveryComplaintsQuery = { deliveryComplaints: Array<{ id: string, subscriptionId: string, brandKey: string, brandName: string, subscriptionTitle: string, reason: DeliveryComplaintReason, deliveryDate: string, remark: string | null, compensation: string, createdAt: string }> };

export type DeliveryComplaintSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type DeliveryComplaintSubscriptionsQuery = { deliveryComplaintSubscriptions: Array<{ subscriptionId: string, brandKey: string, brandName: string, title: string, subscriptionNumber: string, productType: string, reasons: Array<DeliveryComplaintReason> }> };

export type ComplaintOptionsQueryVariables = Exact<{
  subscriptionId: string;
}>;


export type ComplaintOptionsQuery = { complaintOptions: { dates: Array<string>, subscription: { subscriptionId: string, brandKey: string, brandName: string, title: string, subscriptionNumber: string, productType: string, reasons: Array<DeliveryComplaintReason> } } | null };

export type SubmitDeliveryComplaintMutationVariables = Exact<{
  input: DeliveryComplaintInput;
}>;


export type SubmitDeliveryComplaintMutation = { submitDeliveryComplaint: { ok: boolean, complaint: { id: string, subscriptionId: string, brandKey: string, brandName: string, subscriptionTitle: string, reason: DeliveryComplaintReason, deliveryDate: string, remark: string | null, compensation: string, createdAt: string } | null, violations: Array<{ code: string, field: string | null }> } };

type MutationOutcome_AcceptInviteResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_AddressLookupResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_ChangeEmailResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_ChangeSubscriptionEmailResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_ConfirmEmailChangeResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_ConfirmSubscriptionEmailResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_ContactFormUploadLinkResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_EndOtherSessionsResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_EndSessionResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_HolidayDeliverySuspensionResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_HolidayEndDateResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_HolidayTemporaryAddressResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_LinkSubscriptionResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_PaymentChangeResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_PhoneNumberChallengeResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_RequestDataExportResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_SasInviteCheck_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_SasRevokeResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_SendInviteResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_StartPaymentChangeResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_SubmitContactFormResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_SubmitDeliveryComplaintResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_SubmitMovingHouseResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_UnlinkSubscriptionResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_UpdateAccountResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_UpdateSubscriptionPersonaliaResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

type MutationOutcome_VerifyPhoneNumberResult_Fragment = { ok: boolean, violations: Array<{ code: string, field: string | null }> };

export type MutationOutcomeFragment =
  | MutationOutcome_AcceptInviteResult_Fragment
  | MutationOutcome_AddressLookupResult_Fragment
  | MutationOutcome_ChangeEmailResult_Fragment
  | MutationOutcome_ChangeSubscriptionEmailResult_Fragment
  | MutationOutcome_ConfirmEmailChangeResult_Fragment
  | MutationOutcome_ConfirmSubscriptionEmailResult_Fragment
  | MutationOutcome_ContactFormUploadLinkResult_Fragment
  | MutationOutcome_EndOtherSessionsResult_Fragment
  | MutationOutcome_EndSessionResult_Fragment
  | MutationOutcome_HolidayDeliverySuspensionResult_Fragment
  | MutationOutcome_HolidayEndDateResult_Fragment
  | MutationOutcome_HolidayTemporaryAddressResult_Fragment
  | MutationOutcome_LinkSubscriptionResult_Fragment
  | MutationOutcome_PaymentChangeResult_Fragment
  | MutationOutcome_PhoneNumberChallengeResult_Fragment
  | MutationOutcome_RequestDataExportResult_Fragment
  | MutationOutcome_SasInviteCheck_Fragment
  | MutationOutcome_SasRevokeResult_Fragment
  | MutationOutcome_SendInviteResult_Fragment
  | MutationOutcome_StartPaymentChangeResult_Fragment
  | MutationOutcome_SubmitContactFormResult_Fragment
  | MutationOutcome_SubmitDeliveryComplaintResult_Fragment
  | MutationOutcome_SubmitMovingHouseResult_Fragment
  | MutationOutcome_UnlinkSubscriptionResult_Fragment
  | MutationOutcome_UpdateAccountResult_Fragment
  | MutationOutcome_UpdateSubscriptionPersonaliaResult_Fragment
  | MutationOutcome_VerifyPhoneNumberResult_Fragment
;

type PostalAddressFields_HolidayAddress_Fragment = { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string };

type PostalAddressFields_MovingHouseAddress_Fragment = { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string };

type PostalAddressFields_SubscriptionAddress_Fragment = { street: string | null, houseNumber: string | null, houseNumberSuffix: string | null, zipCode: string | null, city: string | null, countryCode: string };

export type PostalAddressFieldsFragment =
  | PostalAddressFields_HolidayAddress_Fragment
  | PostalAddressFields_MovingHouseAddress_Fragment
  | PostalAddressFields_SubscriptionAddress_Fragment
;

type HolidayEventFields_HolidayServiceDeliverySuspension_Fragment = { changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, subscription: { id: string, title: string, subscriptionNumber: string } };

type HolidayEventFields_HolidayServiceTemporaryAddress_Fragment = { changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, subscription: { id: string, title: string, subscriptionNumber: string } };

export type HolidayEventFieldsFragment =
  | HolidayEventFields_HolidayServiceDeliverySuspension_Fragment
  | HolidayEventFields_HolidayServiceTemporaryAddress_Fragment
;

export type HolidayTemporaryAddressFieldsFragment = { createdAt: string, changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string }, subscription: { id: string, title: string, subscriptionNumber: string } };

export type HolidaySuspensionFieldsFragment = { extensionDays: number, createdAt: string, changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, subscription: { id: string, title: string, subscriptionNumber: string } };

export type HolidaySubscriptionFieldsFragment = { id: string, title: string, subscriptionNumber: string, productType: string, digitalAccess: boolean, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string } | null };

export type HolidayServicesOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type HolidayServicesOverviewQuery = { holidayServicesOverview: { currentTemporaryAddresses: Array<{ createdAt: string, changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string }, subscription: { id: string, title: string, subscriptionNumber: string } }>, currentSuspensions: Array<{ extensionDays: number, createdAt: string, changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, subscription: { id: string, title: string, subscriptionNumber: string } }>, plannedTemporaryAddresses: Array<{ createdAt: string, changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string }, subscription: { id: string, title: string, subscriptionNumber: string } }>, plannedSuspensions: Array<{ extensionDays: number, createdAt: string, changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, subscription: { id: string, title: string, subscriptionNumber: string } }>, pastTemporaryAddresses: Array<{ createdAt: string, changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string }, subscription: { id: string, title: string, subscriptionNumber: string } }>, pastSuspensions: Array<{ extensionDays: number, createdAt: string, changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, subscription: { id: string, title: string, subscriptionNumber: string } }>, subscriptions: Array<{ id: string, title: string, subscriptionNumber: string, productType: string, digitalAccess: boolean, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string } | null }> } };

export type HolidayOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type HolidayOptionsQuery = { holidayOptions: { earliestStart: string, latestStart: string, maxDays: number, yearLimitDays: number, subscriptions: Array<{ subscription: { id: string, title: string, subscriptionNumber: string, productType: string, digitalAccess: boolean, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string } | null }, taken: Array<{ startDate: string, endDate: string }>, usedDays: Array<{ year: number, days: number }> }> } };

export type HolidaySuspensionOutcomeFragment = { ok: boolean, change: { extensionDays: number, createdAt: string, changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, subscription: { id: string, title: string, subscriptionNumber: string } } | null, violations: Array<{ code: string, field: string | null }> };

export type HolidayTemporaryAddressOutcomeFragment = { ok: boolean, change: { createdAt: string, changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string }, subscription: { id: string, title: string, subscriptionNumber: string } } | null, violations: Array<{ code: string, field: string | null }> };

export type SuspendDeliveryV2MutationVariables = Exact<{
  input: SuspendDeliveryInput;
}>;


export type SuspendDeliveryV2Mutation = { suspendDeliveryV2: { ok: boolean, change: { extensionDays: number, createdAt: string, changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, subscription: { id: string, title: string, subscriptionNumber: string } } | null, violations: Array<{ code: string, field: string | null }> } };

export type SubmitTemporaryDeliveryAddressV2MutationVariables = Exact<{
  input: SubmitTemporaryDeliveryAddressInput;
}>;


export type SubmitTemporaryDeliveryAddressV2Mutation = { submitTemporaryDeliveryAddressV2: { ok: boolean, change: { createdAt: string, changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string }, subscription: { id: string, title: string, subscriptionNumber: string } } | null, violations: Array<{ code: string, field: string | null }> } };

export type CancelTemporaryDeliveryAddressV2MutationVariables = Exact<{
  changeId: string;
}>;


export type CancelTemporaryDeliveryAddressV2Mutation = { cancelTemporaryDeliveryAddressV2: { ok: boolean, change: { createdAt: string, changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string }, subscription: { id: string, title: string, subscriptionNumber: string } } | null, violations: Array<{ code: string, field: string | null }> } };

export type CancelDeliverySuspensionV2MutationVariables = Exact<{
  changeId: string;
}>;


export type CancelDeliverySuspensionV2Mutation = { cancelDeliverySuspensionV2: { ok: boolean, change: { extensionDays: number, createdAt: string, changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, subscription: { id: string, title: string, subscriptionNumber: string } } | null, violations: Array<{ code: string, field: string | null }> } };

export type BringHolidayEndDateForwardMutationVariables = Exact<{
  changeId: string;
  endDate: string;
}>;


export type BringHolidayEndDateForwardMutation = { bringHolidayEndDateForward: { ok: boolean, temporaryAddress: { createdAt: string, changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string }, subscription: { id: string, title: string, subscriptionNumber: string } } | null, suspension: { extensionDays: number, createdAt: string, changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, subscription: { id: string, title: string, subscriptionNumber: string } } | null, violations: Array<{ code: string, field: string | null }> } };

export type InvoiceFieldsFragment = { invoiceId: string, invoiceNumber: string, brandKey: string, brandName: string, subscriptionId: string, subscriptionTitle: string, subscriptionNumber: string, issueDate: string, dueDate: string, periodStart: string, periodEnd: string, status: InvoiceStatus, totalCents: number, vatCents: number, paidAt: string | null, paymentDetails: { name: string, iban: string, bic: string } | null, lines: Array<{ description: string, quantity: number, amountCents: number, vatRate: number }> };

export type InvoicesQueryVariables = Exact<{
  subscriptionId?: string | null | undefined;
  period?: string | null | undefined;
  status?: InvoiceStatus | null | undefined;
  before?: number | null | undefined;
}>;


export type InvoicesQuery = { invoices: { years: Array<number>, matchCount: number, olderYear: number | null, totalCount: number, filter: { subscriptionId: string | null, period: string | null, status: InvoiceStatus | null, ignored: Array<string> }, subscriptions: Array<{ subscriptionId: string, title: string, brandKey: string, subscriptionNumber: string }>, groups: Array<{ year: number, invoices: Array<{ invoiceId: string, invoiceNumber: string, brandKey: string, brandName: string, subscriptionId: string, subscriptionTitle: string, subscriptionNumber: string, issueDate: string, dueDate: string, periodStart: string, periodEnd: string, status: InvoiceStatus, totalCents: number, vatCents: number, paidAt: string | null, paymentDetails: { name: string, iban: string, bic: string } | null, lines: Array<{ description: string, quantity: number, amountCents: number, vatRate: number }> }> }> } };

export type MovingHouseServiceFieldsFragment = { id: string, effectiveDate: string, createdAt: string, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string }, subscriptions: Array<{ id: string, title: string, subscriptionNumber: string }> };

export type MovingHouseOverviewFieldsFragment = { earliestDate: string, latestDate: string, planned: Array<{ id: string, effectiveDate: string, createdAt: string, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string }, subscriptions: Array<{ id: string, title: string, subscriptionNumber: string }> }>, past: Array<{ id: string, effectiveDate: string, createdAt: string, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string }, subscriptions: Array<{ id: string, title: string, subscriptionNumber: string }> }>, subscriptions: Array<{ id: string, title: string, subscriptionNumber: string, productType: string, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string } | null }> };

export type MovingHouseServicesOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type MovingHouseServicesOverviewQuery = { movingHouseServicesOverview: { earliestDate: string, latestDate: string, planned: Array<{ id: string, effectiveDate: string, createdAt: string, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string }, subscriptions: Array<{ id: string, title: string, subscriptionNumber: string }> }>, past: Array<{ id: string, effectiveDate: string, createdAt: string, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string }, subscriptions: Array<{ id: string, title: string, subscriptionNumber: string }> }>, subscriptions: Array<{ id: string, title: string, subscriptionNumber: string, productType: string, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string } | null }> } };

export type MovingHouseOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MovingHouseOptionsQuery = { movingHouseOptions: { earliestDate: string, latestDate: string, planned: Array<{ id: string, effectiveDate: string, createdAt: string, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string }, subscriptions: Array<{ id: string, title: string, subscriptionNumber: string }> }>, past: Array<{ id: string, effectiveDate: string, createdAt: string, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string }, subscriptions: Array<{ id: string, title: string, subscriptionNumber: string }> }>, subscriptions: Array<{ id: string, title: string, subscriptionNumber: string, productType: string, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string } | null }> } };

export type LookupAddressQueryVariables = Exact<{
  postcode: string;
  houseNumber: string;
  suffix?: string | null | undefined;
}>;


export type LookupAddressQuery = { lookupAddress: { ok: boolean, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string } | null, violations: Array<{ code: string, field: string | null }> } };

export type SubmitMovingHouseV2MutationVariables = Exact<{
  input: SubmitMovingHouseInput;
}>;


export type SubmitMovingHouseV2Mutation = { submitMovingHouseV2: { ok: boolean, move: { id: string, effectiveDate: string, createdAt: string, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string }, subscriptions: Array<{ id: string, title: string, subscriptionNumber: string }> } | null, violations: Array<{ code: string, field: string | null }> } };

export type PaymentChangeFieldsFragment = { id: string, subscriptionId: string, method: string, status: string, accountMasked: string | null, mandateReference: string | null, applied: boolean, createdAt: string };

export type PaymentOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentOverviewQuery = { paymentOverview: { methods: Array<string>, subscriptions: Array<{ id: string, title: string, subscriptionNumber: string, paymentMethod: string, accountMasked: string | null, mandateReference: string | null }> } };

export type ChangePaymentDirectDebitMutationVariables = Exact<{
  input: ChangePaymentDirectDebitInput;
}>;


export type ChangePaymentDirectDebitMutation = { changePaymentDirectDebit: { ok: boolean, change: { id: string, subscriptionId: string, method: string, status: string, accountMasked: string | null, mandateReference: string | null, applied: boolean, createdAt: string } | null, violations: Array<{ code: string, field: string | null }> } };

export type StartPaymentChangeMutationVariables = Exact<{
  input: StartPaymentChangeInput;
}>;


export type StartPaymentChangeMutation = { startPaymentChange: { checkoutUrl: string | null, ok: boolean, change: { id: string, subscriptionId: string, method: string, status: string, accountMasked: string | null, mandateReference: string | null, applied: boolean, createdAt: string } | null, violations: Array<{ code: string, field: string | null }> } };

export type DataExportFieldsFragment = { state: DataExportState, progress: number, requestedAt: string | null, expiresAt: string | null, size: number | null };

export type DataExportQueryVariables = Exact<{ [key: string]: never; }>;


export type DataExportQuery = { dataExport: { state: DataExportState, progress: number, requestedAt: string | null, expiresAt: string | null, size: number | null } };

export type RequestDataExportMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestDataExportMutation = { requestDataExport: { ok: boolean, dataExport: { state: DataExportState, progress: number, requestedAt: string | null, expiresAt: string | null, size: number | null } | null, violations: Array<{ code: string, field: string | null }> } };

export type SessionFieldsFragment = { id: string, current: boolean, browser: string | null, os: string | null, app: boolean, place: string | null, signedInAt: string, lastUsedAt: string };

export type SessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsQuery = { sessionCount: number, sessions: Array<{ id: string, current: boolean, browser: string | null, os: string | null, app: boolean, place: string | null, signedInAt: string, lastUsedAt: string }> };

export type EndSessionMutationVariables = Exact<{
  id: string;
}>;


export type EndSessionMutation = { endSession: { ok: boolean, violations: Array<{ code: string, field: string | null }> } };

export type EndOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsMutation = { endOtherSessions: { ended: number | null, ok: boolean, violations: Array<{ code: string, field: string | null }> } };

export type SasSubscriptionFieldsFragment = { subscriptionId: string, title: string, maxCoReaders: number, placesLeft: number, coReaders: Array<{ id: string, name: string | null, email: string, since: string }>, invites: Array<{ key: string, email: string, sentAt: string, expiresAt: string }> };

export type SasOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type SasOverviewQuery = { sasOverview: { subscriptions: Array<{ subscriptionId: string, title: string, maxCoReaders: number, placesLeft: number, coReaders: Array<{ id: string, name: string | null, email: string, since: string }>, invites: Array<{ key: string, email: string, sentAt: string, expiresAt: string }> }>, sharedWithMe: Array<{ subscriptionId: string, title: string, ownerName: string | null, since: string }> } };

export type SendInviteMutationVariables = Exact<{
  subscriptionId: string;
  email: string;
}>;


export type SendInviteMutation = { sendInvite: { ok: boolean, invite: { key: string, email: string, expiresAt: string } | null, violations: Array<{ code: string, field: string | null }> } };

export type RevokeInviteMutationVariables = Exact<{
  subscriptionId: string;
  key: string;
}>;


export type RevokeInviteMutation = { revokeInvite: { ok: boolean, violations: Array<{ code: string, field: string | null }> } };

export type RevokeCoReaderMutationVariables = Exact<{
  subscriptionId: string;
  id: string;
}>;


export type RevokeCoReaderMutation = { revokeCoReader: { ok: boolean, violations: Array<{ code: string, field: string | null }> } };

export type SasInviteQueryVariables = Exact<{
  key: string;
}>;


export type SasInviteQuery = { sasInvite: { title: string | null, ownerName: string | null, expiresAt: string | null, ok: boolean, violations: Array<{ code: string, field: string | null }> } };

export type AcceptInviteMutationVariables = Exact<{
  key: string;
}>;


export type AcceptInviteMutation = { acceptInvite: { title: string | null, ownerName: string | null, ok: boolean, violations: Array<{ code: string, field: string | null }> } };

export type LinkedSubscriptionFieldsFragment = { subscriptionId: string, brandKey: string, brandName: string, subscriptionNumber: string, title: string, productType: ProductType, state: SubscriptionState, startDate: string, endDate: string | null, deliveryDays: Array<number>, priceCents: number, billingPeriod: BillingPeriod, paymentMethod: PaymentMethod, paymentAccountMasked: string | null, digitalAccess: boolean, email: string | null, holder: { firstName: string | null, lastName: string | null, phoneNumber: string | null }, deliveryAddress: { street: string | null, houseNumber: string | null, houseNumberSuffix: string | null, zipCode: string | null, city: string | null, countryCode: string } };

type LinkedSubscriptionOutcome_ChangeSubscriptionEmailResult_Fragment = { ok: boolean, subscription: { subscriptionId: string, brandKey: string, brandName: string, subscriptionNumber: string, title: string, productType: ProductType, state: SubscriptionState, startDate: string, endDate: string | null, deliveryDays: Array<number>, priceCents: number, billingPeriod: BillingPeriod, paymentMethod: PaymentMethod, paymentAccountMasked: string | null, digitalAccess: boolean, email: string | null, holder: { firstName: string | null, lastName: string | null, phoneNumber: string | null }, deliveryAddress: { street: string | null, houseNumber: string | null, houseNumberSuffix: string | null, zipCode: string | null, city: string | null, countryCode: string } } | null, violations: Array<{ code: string, field: string | null }> };

type LinkedSubscriptionOutcome_ConfirmSubscriptionEmailResult_Fragment = { ok: boolean, subscription: { subscriptionId: string, brandKey: string, brandName: string, subscriptionNumber: string, title: string, productType: ProductType, state: SubscriptionState, startDate: string, endDate: string | null, deliveryDays: Array<number>, priceCents: number, billingPeriod: BillingPeriod, paymentMethod: PaymentMethod, paymentAccountMasked: string | null, digitalAccess: boolean, email: string | null, holder: { firstName: string | null, lastName: string | null, phoneNumber: string | null }, deliveryAddress: { street: string | null, houseNumber: string | null, houseNumberSuffix: string | null, zipCode: string | null, city: string | null, countryCode: string } } | null, violations: Array<{ code: string, field: string | null }> };

type LinkedSubscriptionOutcome_LinkSubscriptionResult_Fragment = { ok: boolean, subscription: { subscriptionId: string, brandKey: string, brandName: string, subscriptionNumber: string, title: string, productType: ProductType, state: SubscriptionState, startDate: string, endDate: string | null, deliveryDays: Array<number>, priceCents: number, billingPeriod: BillingPeriod, paymentMethod: PaymentMethod, paymentAccountMasked: string | null, digitalAccess: boolean, email: string | null, holder: { firstName: string | null, lastName: string | null, phoneNumber: string | null }, deliveryAddress: { street: string | null, houseNumber: string | null, houseNumberSuffix: string | null, zipCode: string | null, city: string | null, countryCode: string } } | null, violations: Array<{ code: string, field: string | null }> };

type LinkedSubscriptionOutcome_UpdateSubscriptionPersonaliaResult_Fragment = { ok: boolean, subscription: { subscriptionId: string, brandKey: string, brandName: string, subscriptionNumber: string, title: string, productType: ProductType, state: SubscriptionState, startDate: string, endDate: string | null, deliveryDays: Array<number>, priceCents: number, billingPeriod: BillingPeriod, paymentMethod: PaymentMethod, paymentAccountMasked: string | null, digitalAccess: boolean, email: string | null, holder: { firstName: string | null, lastName: string | null, phoneNumber: string | null }, deliveryAddress: { street: string | null, houseNumber: string | null, houseNumberSuffix: string | null, zipCode: string | null, city: string | null, countryCode: string } } | null, violations: Array<{ code: string, field: string | null }> };

export type LinkedSubscriptionOutcomeFragment =
  | LinkedSubscriptionOutcome_ChangeSubscriptionEmailResult_Fragment
  | LinkedSubscriptionOutcome_ConfirmSubscriptionEmailResult_Fragment
  | LinkedSubscriptionOutcome_LinkSubscriptionResult_Fragment
  | LinkedSubscriptionOutcome_UpdateSubscriptionPersonaliaResult_Fragment
;

export type LinkedSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type LinkedSubscriptionsQuery = { linkedSubscriptions: Array<{ subscriptionId: string, brandKey: string, brandName: string, subscriptionNumber: string, title: string, productType: ProductType, state: SubscriptionState, startDate: string, endDate: string | null, deliveryDays: Array<number>, priceCents: number, billingPeriod: BillingPeriod, paymentMethod: PaymentMethod, paymentAccountMasked: string | null, digitalAccess: boolean, email: string | null, holder: { firstName: string | null, lastName: string | null, phoneNumber: string | null }, deliveryAddress: { street: string | null, houseNumber: string | null, houseNumberSuffix: string | null, zipCode: string | null, city: string | null, countryCode: string } }> };

export type LinkedSubscriptionQueryVariables = Exact<{
  subscriptionId: string;
}>;


export type LinkedSubscriptionQuery = { linkedSubscription: { subscriptionId: string, brandKey: string, brandName: string, subscriptionNumber: string, title: string, productType: ProductType, state: SubscriptionState, startDate: string, endDate: string | null, deliveryDays: Array<number>, priceCents: number, billingPeriod: BillingPeriod, paymentMethod: PaymentMethod, paymentAccountMasked: string | null, digitalAccess: boolean, email: string | null, holder: { firstName: string | null, lastName: string | null, phoneNumber: string | null }, deliveryAddress: { street: string | null, houseNumber: string | null, houseNumberSuffix: string | null, zipCode: string | null, city: string | null, countryCode: string } } | null };

export type LinkSubscriptionMutationVariables = Exact<{
  input: LinkSubscriptionInput;
}>;


export type LinkSubscriptionMutation = { linkSubscription: { ok: boolean, subscription: { subscriptionId: string, brandKey: string, brandName: string, subscriptionNumber: string, title: string, productType: ProductType, state: SubscriptionState, startDate: string, endDate: string | null, deliveryDays: Array<number>, priceCents: number, billingPeriod: BillingPeriod, paymentMethod: PaymentMethod, paymentAccountMasked: string | null, digitalAccess: boolean, email: string | null, holder: { firstName: string | null, lastName: string | null, phoneNumber: string | null }, deliveryAddress: { street: string | null, houseNumber: string | null, houseNumberSuffix: string | null, zipCode: string | null, city: string | null, countryCode: string } } | null, violations: Array<{ code: string, field: string | null }> } };

export type ChangeSubscriptionEmailMutationVariables = Exact<{
  subscriptionId: string;
  email: string;
}>;


export type ChangeSubscriptionEmailMutation = { changeSubscriptionEmail: { pendingEmail: string | null, ok: boolean, subscription: { subscriptionId: string, brandKey: string, brandName: string, subscriptionNumber: string, title: string, productType: ProductType, state: SubscriptionState, startDate: string, endDate: string | null, deliveryDays: Array<number>, priceCents: number, billingPeriod: BillingPeriod, paymentMethod: PaymentMethod, paymentAccountMasked: string | null, digitalAccess: boolean, email: string | null, holder: { firstName: string | null, lastName: string | null, phoneNumber: string | null }, deliveryAddress: { street: string | null, houseNumber: string | null, houseNumberSuffix: string | null, zipCode: string | null, city: string | null, countryCode: string } } | null, violations: Array<{ code: string, field: string | null }> } };

export type ConfirmSubscriptionEmailMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmSubscriptionEmailMutation = { confirmSubscriptionEmail: { ok: boolean, subscription: { subscriptionId: string, brandKey: string, brandName: string, subscriptionNumber: string, title: string, productType: ProductType, state: SubscriptionState, startDate: string, endDate: string | null, deliveryDays: Array<number>, priceCents: number, billingPeriod: BillingPeriod, paymentMethod: PaymentMethod, paymentAccountMasked: string | null, digitalAccess: boolean, email: string | null, holder: { firstName: string | null, lastName: string | null, phoneNumber: string | null }, deliveryAddress: { street: string | null, houseNumber: string | null, houseNumberSuffix: string | null, zipCode: string | null, city: string | null, countryCode: string } } | null, violations: Array<{ code: string, field: string | null }> } };

export type UpdateSubscriptionPersonaliaMutationVariables = Exact<{
  subscriptionId: string;
  input: SubscriptionPersonaliaInput;
}>;


export type UpdateSubscriptionPersonaliaMutation = { updateSubscriptionPersonalia: { ok: boolean, subscription: { subscriptionId: string, brandKey: string, brandName: string, subscriptionNumber: string, title: string, productType: ProductType, state: SubscriptionState, startDate: string, endDate: string | null, deliveryDays: Array<number>, priceCents: number, billingPeriod: BillingPeriod, paymentMethod: PaymentMethod, paymentAccountMasked: string | null, digitalAccess: boolean, email: string | null, holder: { firstName: string | null, lastName: string | null, phoneNumber: string | null }, deliveryAddress: { street: string | null, houseNumber: string | null, houseNumberSuffix: string | null, zipCode: string | null, city: string | null, countryCode: string } } | null, violations: Array<{ code: string, field: string | null }> } };

export type UnlinkSubscriptionMutationVariables = Exact<{
  subscriptionId: string;
}>;


export type UnlinkSubscriptionMutation = { unlinkSubscription: { subscriptionId: string | null, ok: boolean, violations: Array<{ code: string, field: string | null }> } };

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
export const MutationOutcomeFragmentDoc = new TypedDocumentString(`
    fragment MutationOutcome on MutationResult {
  ok
  violations {
    code
    field
  }
}
    `, {"fragmentName":"MutationOutcome"}) as unknown as TypedDocumentString<MutationOutcomeFragment, unknown>;
export const AccountSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment AccountSummaryFields on UmsAccount {
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
    `, {"fragmentName":"AccountSummaryFields"}) as unknown as TypedDocumentString<AccountSummaryFieldsFragment, unknown>;
export const AccountDetailsFieldsFragmentDoc = new TypedDocumentString(`
    fragment AccountDetailsFields on UmsAccount {
  ...AccountSummaryFields
  profile {
    personal_information {
      gender
      date_of_birth
    }
  }
}
    fragment AccountSummaryFields on UmsAccount {
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
}`, {"fragmentName":"AccountDetailsFields"}) as unknown as TypedDocumentString<AccountDetailsFieldsFragment, unknown>;
export const UpdateAccountOutcomeFragmentDoc = new TypedDocumentString(`
    fragment UpdateAccountOutcome on UpdateAccountResult {
  ...MutationOutcome
  account {
    ...AccountDetailsFields
  }
}
    fragment AccountDetailsFields on UmsAccount {
  ...AccountSummaryFields
  profile {
    personal_information {
      gender
      date_of_birth
    }
  }
}
fragment AccountSummaryFields on UmsAccount {
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
fragment MutationOutcome on MutationResult {
  ok
  violations {
    code
    field
  }
}`, {"fragmentName":"UpdateAccountOutcome"}) as unknown as TypedDocumentString<UpdateAccountOutcomeFragment, unknown>;
export const DeliveryComplaintFieldsFragmentDoc = new TypedDocumentString(`
    fragment DeliveryComplaintFields on DeliveryComplaint {
  id
  subscriptionId
  brandKey
  brandName
  subscriptionTitle
  reason
  deliveryDate
  remark
  compensation
  createdAt
}
    `, {"fragmentName":"DeliveryComplaintFields"}) as unknown as TypedDocumentString<DeliveryComplaintFieldsFragment, unknown>;
export const DeliveryComplaintSubscriptionFieldsFragmentDoc = new TypedDocumentString(`
    fragment DeliveryComplaintSubscriptionFields on DeliveryComplaintSubscription {
  subscriptionId
  brandKey
  brandName
  title
  subscriptionNumber
  productType
  reasons
}
    `, {"fragmentName":"DeliveryComplaintSubscriptionFields"}) as unknown as TypedDocumentString<DeliveryComplaintSubscriptionFieldsFragment, unknown>;
export const PostalAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment PostalAddressFields on PostalAddress {
  street
  houseNumber
  houseNumberSuffix
  zipCode
  city
  countryCode
}
    `, {"fragmentName":"PostalAddressFields"}) as unknown as TypedDocumentString<PostalAddressFieldsFragment, unknown>;
export const HolidaySubscriptionFieldsFragmentDoc = new TypedDocumentString(`
    fragment HolidaySubscriptionFields on HolidaySubscription {
  id
  title
  subscriptionNumber
  productType
  digitalAccess
  address {
    ...PostalAddressFields
  }
}
    fragment PostalAddressFields on PostalAddress {
  street
  houseNumber
  houseNumberSuffix
  zipCode
  city
  countryCode
}`, {"fragmentName":"HolidaySubscriptionFields"}) as unknown as TypedDocumentString<HolidaySubscriptionFieldsFragment, unknown>;
export const HolidayEventFieldsFragmentDoc = new TypedDocumentString(`
    fragment HolidayEventFields on HolidayEvent {
  changeId
  subscription {
    id
    title
    subscriptionNumber
  }
  startDate
  endDate
  status
  cancelDeadline
  cancellable
  endDateChangeable
  earliestEndDate
}
    `, {"fragmentName":"HolidayEventFields"}) as unknown as TypedDocumentString<HolidayEventFieldsFragment, unknown>;
export const HolidaySuspensionFieldsFragmentDoc = new TypedDocumentString(`
    fragment HolidaySuspensionFields on HolidayServiceDeliverySuspension {
  ...HolidayEventFields
  extensionDays
  createdAt
}
    fragment HolidayEventFields on HolidayEvent {
  changeId
  subscription {
    id
    title
    subscriptionNumber
  }
  startDate
  endDate
  status
  cancelDeadline
  cancellable
  endDateChangeable
  earliestEndDate
}`, {"fragmentName":"HolidaySuspensionFields"}) as unknown as TypedDocumentString<HolidaySuspensionFieldsFragment, unknown>;
export const HolidaySuspensionOutcomeFragmentDoc = new TypedDocumentString(`
    fragment HolidaySuspensionOutcome on HolidayDeliverySuspensionResult {
  ...MutationOutcome
  change {
    ...HolidaySuspensionFields
  }
}
    fragment MutationOutcome on MutationResult {
  ok
  violations {
    code
    field
  }
}
fragment HolidayEventFields on HolidayEvent {
  changeId
  subscription {
    id
    title
    subscriptionNumber
  }
  startDate
  endDate
  status
  cancelDeadline
  cancellable
  endDateChangeable
  earliestEndDate
}
fragment HolidaySuspensionFields on HolidayServiceDeliverySuspension {
  ...HolidayEventFields
  extensionDays
  createdAt
}`, {"fragmentName":"HolidaySuspensionOutcome"}) as unknown as TypedDocumentString<HolidaySuspensionOutcomeFragment, unknown>;
export const HolidayTemporaryAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment HolidayTemporaryAddressFields on HolidayServiceTemporaryAddress {
  ...HolidayEventFields
  address {
    ...PostalAddressFields
  }
  createdAt
}
    fragment PostalAddressFields on PostalAddress {
  street
  houseNumber
  houseNumberSuffix
  zipCode
  city
  countryCode
}
fragment HolidayEventFields on HolidayEvent {
  changeId
  subscription {
    id
    title
    subscriptionNumber
  }
  startDate
  endDate
  status
  cancelDeadline
  cancellable
  endDateChangeable
  earliestEndDate
}`, {"fragmentName":"HolidayTemporaryAddressFields"}) as unknown as TypedDocumentString<HolidayTemporaryAddressFieldsFragment, unknown>;
export const HolidayTemporaryAddressOutcomeFragmentDoc = new TypedDocumentString(`
    fragment HolidayTemporaryAddressOutcome on HolidayTemporaryAddressResult {
  ...MutationOutcome
  change {
    ...HolidayTemporaryAddressFields
  }
}
    fragment MutationOutcome on MutationResult {
  ok
  violations {
    code
    field
  }
}
fragment PostalAddressFields on PostalAddress {
  street
  houseNumber
  houseNumberSuffix
  zipCode
  city
  countryCode
}
fragment HolidayEventFields on HolidayEvent {
  changeId
  subscription {
    id
    title
    subscriptionNumber
  }
  startDate
  endDate
  status
  cancelDeadline
  cancellable
  endDateChangeable
  earliestEndDate
}
fragment HolidayTemporaryAddressFields on HolidayServiceTemporaryAddress {
  ...HolidayEventFields
  address {
    ...PostalAddressFields
  }
  createdAt
}`, {"fragmentName":"HolidayTemporaryAddressOutcome"}) as unknown as TypedDocumentString<HolidayTemporaryAddressOutcomeFragment, unknown>;
export const InvoiceFieldsFragmentDoc = new TypedDocumentString(`
    fragment InvoiceFields on S2Invoice {
  invoiceId
  invoiceNumber
  brandKey
  brandName
  subscriptionId
  subscriptionTitle
  subscriptionNumber
  issueDate
  dueDate
  periodStart
  periodEnd
  status
  totalCents
  vatCents
  paidAt
  paymentDetails {
    name
    iban
    bic
  }
  lines {
    description
    quantity
    amountCents
    vatRate
  }
}
    `, {"fragmentName":"InvoiceFields"}) as unknown as TypedDocumentString<InvoiceFieldsFragment, unknown>;
export const MovingHouseServiceFieldsFragmentDoc = new TypedDocumentString(`
    fragment MovingHouseServiceFields on MovingHouseService {
  id
  effectiveDate
  createdAt
  address {
    ...PostalAddressFields
  }
  subscriptions {
    id
    title
    subscriptionNumber
  }
}
    fragment PostalAddressFields on PostalAddress {
  street
  houseNumber
  houseNumberSuffix
  zipCode
  city
  countryCode
}`, {"fragmentName":"MovingHouseServiceFields"}) as unknown as TypedDocumentString<MovingHouseServiceFieldsFragment, unknown>;
export const MovingHouseOverviewFieldsFragmentDoc = new TypedDocumentString(`
    fragment MovingHouseOverviewFields on MovingHouseServicesOverview {
  planned {
    ...MovingHouseServiceFields
  }
  past {
    ...MovingHouseServiceFields
  }
  subscriptions {
    id
    title
    subscriptionNumber
    productType
    address {
      ...PostalAddressFields
    }
  }
  earliestDate
  latestDate
}
    fragment PostalAddressFields on PostalAddress {
  street
  houseNumber
  houseNumberSuffix
  zipCode
  city
  countryCode
}
fragment MovingHouseServiceFields on MovingHouseService {
  id
  effectiveDate
  createdAt
  address {
    ...PostalAddressFields
  }
  subscriptions {
    id
    title
    subscriptionNumber
  }
}`, {"fragmentName":"MovingHouseOverviewFields"}) as unknown as TypedDocumentString<MovingHouseOverviewFieldsFragment, unknown>;
export const PaymentChangeFieldsFragmentDoc = new TypedDocumentString(`
    fragment PaymentChangeFields on PaymentChange {
  id
  subscriptionId
  method
  status
  accountMasked
  mandateReference
  applied
  createdAt
}
    `, {"fragmentName":"PaymentChangeFields"}) as unknown as TypedDocumentString<PaymentChangeFieldsFragment, unknown>;
export const DataExportFieldsFragmentDoc = new TypedDocumentString(`
    fragment DataExportFields on DataExport {
  state
  progress
  requestedAt
  expiresAt
  size
}
    `, {"fragmentName":"DataExportFields"}) as unknown as TypedDocumentString<DataExportFieldsFragment, unknown>;
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
export const SasSubscriptionFieldsFragmentDoc = new TypedDocumentString(`
    fragment SasSubscriptionFields on SasSubscription {
  subscriptionId
  title
  maxCoReaders
  placesLeft
  coReaders {
    id
    name
    email
    since
  }
  invites {
    key
    email
    sentAt
    expiresAt
  }
}
    `, {"fragmentName":"SasSubscriptionFields"}) as unknown as TypedDocumentString<SasSubscriptionFieldsFragment, unknown>;
export const LinkedSubscriptionFieldsFragmentDoc = new TypedDocumentString(`
    fragment LinkedSubscriptionFields on S2LinkedSubscription {
  subscriptionId
  brandKey
  brandName
  subscriptionNumber
  title
  productType
  state
  startDate
  endDate
  deliveryDays
  priceCents
  billingPeriod
  paymentMethod
  paymentAccountMasked
  digitalAccess
  email
  holder {
    firstName
    lastName
    phoneNumber
  }
  deliveryAddress {
    ...PostalAddressFields
  }
}
    fragment PostalAddressFields on PostalAddress {
  street
  houseNumber
  houseNumberSuffix
  zipCode
  city
  countryCode
}`, {"fragmentName":"LinkedSubscriptionFields"}) as unknown as TypedDocumentString<LinkedSubscriptionFieldsFragment, unknown>;
export const LinkedSubscriptionOutcomeFragmentDoc = new TypedDocumentString(`
    fragment LinkedSubscriptionOutcome on LinkedSubscriptionResult {
  ...MutationOutcome
  subscription {
    ...LinkedSubscriptionFields
  }
}
    fragment MutationOutcome on MutationResult {
  ok
  violations {
    code
    field
  }
}
fragment PostalAddressFields on PostalAddress {
  street
  houseNumber
  houseNumberSuffix
  zipCode
  city
  countryCode
}
fragment LinkedSubscriptionFields on S2LinkedSubscription {
  subscriptionId
  brandKey
  brandName
  subscriptionNumber
  title
  productType
  state
  startDate
  endDate
  deliveryDays
  priceCents
  billingPeriod
  paymentMethod
  paymentAccountMasked
  digitalAccess
  email
  holder {
    firstName
    lastName
    phoneNumber
  }
  deliveryAddress {
    ...PostalAddressFields
  }
}`, {"fragmentName":"LinkedSubscriptionOutcome"}) as unknown as TypedDocumentString<LinkedSubscriptionOutcomeFragment, unknown>;
export const AccountDetailsDocument = {"__meta__":{"operationName":"AccountDetails","operationType":"query","hash":"07a075edd17a7f7b9cd55fe542303ef87f469b9d7741cf414c8e92a642dc344d"}} as unknown as TypedDocumentString<AccountDetailsQuery, AccountDetailsQueryVariables>;
export const UpdatePersonalInformationDocument = {"__meta__":{"operationName":"UpdatePersonalInformation","operationType":"mutation","hash":"7542735f1dcadb7ab7e85efff23cc58d6ef7556f7139425f65dcf90c62325b9e"}} as unknown as TypedDocumentString<UpdatePersonalInformationMutation, UpdatePersonalInformationMutationVariables>;
export const UpdateContactInformationDocument = {"__meta__":{"operationName":"UpdateContactInformation","operationType":"mutation","hash":"82cf7f07261637ee9d6d3f85a081b4d8e774961cda055fb729aeb420135ef6bb"}} as unknown as TypedDocumentString<UpdateContactInformationMutation, UpdateContactInformationMutationVariables>;
export const ChangeEmailDocument = {"__meta__":{"operationName":"ChangeEmail","operationType":"mutation","hash":"d2bdcadf06a112250ae339e7c50d24839697fe0c855e6347b79db568c9868841"}} as unknown as TypedDocumentString<ChangeEmailMutation, ChangeEmailMutationVariables>;
export const ConfirmEmailChangeDocument = {"__meta__":{"operationName":"ConfirmEmailChange","operationType":"mutation","hash":"d4b91f74985c2365989e730cf1513ffac916ad5738f7937d2d141fe37c2c031d"}} as unknown as TypedDocumentString<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const AccountOverviewDocument = {"__meta__":{"operationName":"AccountOverview","operationType":"query","hash":"c01e93d351efdf601e55238bbff0a50030d5b138749c6f52874f468e7bcc7fa4"}} as unknown as TypedDocumentString<AccountOverviewQuery, AccountOverviewQueryVariables>;
export const StartPhoneNumberChallengeDocument = {"__meta__":{"operationName":"StartPhoneNumberChallenge","operationType":"mutation","hash":"6e02a3dd979f1789351ee69e8b93f53fac574dcda508915dd1bfc738dee04bfa"}} as unknown as TypedDocumentString<StartPhoneNumberChallengeMutation, StartPhoneNumberChallengeMutationVariables>;
export const VerifyPhoneNumberDocument = {"__meta__":{"operationName":"VerifyPhoneNumber","operationType":"mutation","hash":"552edfef9cc036ca86995f88a4cdf577687329a9d73467973bdf20ab315b5a38"}} as unknown as TypedDocumentString<VerifyPhoneNumberMutation, VerifyPhoneNumberMutationVariables>;
export const CreateContactFormUploadLinkDocument = {"__meta__":{"operationName":"CreateContactFormUploadLink","operationType":"mutation","hash":"b2e57d2dea02a920588750d3164bbc2d0d7d12db763c95505ed80cdb85a1b6cb"}} as unknown as TypedDocumentString<CreateContactFormUploadLinkMutation, CreateContactFormUploadLinkMutationVariables>;
export const SubmitContactFormDocument = {"__meta__":{"operationName":"SubmitContactForm","operationType":"mutation","hash":"8a538db90ebefbb04db808d6419d66206db8c673650a53e5c6cc1629167dc053"}} as unknown as TypedDocumentString<SubmitContactFormMutation, SubmitContactFormMutationVariables>;
export const DeliveryComplaintsDocument = {"__meta__":{"operationName":"DeliveryComplaints","operationType":"query","hash":"40c9297f293118db9d86a58c9cd8bb1f62c23f0d96aec3f7d5e3105a9077aa6a"}} as unknown as TypedDocumentString<DeliveryComplaintsQuery, DeliveryComplaintsQueryVariables>;
export const DeliveryComplaintSubscriptionsDocument = {"__meta__":{"operationName":"DeliveryComplaintSubscriptions","operationType":"query","hash":"a6865459b9d9bdeae83940f5c04031f7a8794b91596ea860d9f63d33af91fac3"}} as unknown as TypedDocumentString<DeliveryComplaintSubscriptionsQuery, DeliveryComplaintSubscriptionsQueryVariables>;
export const ComplaintOptionsDocument = {"__meta__":{"operationName":"ComplaintOptions","operationType":"query","hash":"ad24a2d40566c1e516cdd8d87046ef847480491d7635844f9c80ab2253dc832b"}} as unknown as TypedDocumentString<ComplaintOptionsQuery, ComplaintOptionsQueryVariables>;
export const SubmitDeliveryComplaintDocument = {"__meta__":{"operationName":"SubmitDeliveryComplaint","operationType":"mutation","hash":"c98f7b7119967621b6479a349d150cc2aee6bb423edad133cb3c9408ccef73d3"}} as unknown as TypedDocumentString<SubmitDeliveryComplaintMutation, SubmitDeliveryComplaintMutationVariables>;
export const HolidayServicesOverviewDocument = {"__meta__":{"operationName":"HolidayServicesOverview","operationType":"query","hash":"a37c2eb4e052f15ca3b7a63ececeae1a73d61b3f22996f39f97598bd1e8de975"}} as unknown as TypedDocumentString<HolidayServicesOverviewQuery, HolidayServicesOverviewQueryVariables>;
export const HolidayOptionsDocument = {"__meta__":{"operationName":"HolidayOptions","operationType":"query","hash":"8ba3148befe5fd1373d5bb11097f456bcf88725ebb225c15720c199968d1cb59"}} as unknown as TypedDocumentString<HolidayOptionsQuery, HolidayOptionsQueryVariables>;
export const SuspendDeliveryV2Document = {"__meta__":{"operationName":"SuspendDeliveryV2","operationType":"mutation","hash":"9da63fe47b0ac97f93a6a4f7b4290e3ca7efab237e3e0f6553e5f2616de76654"}} as unknown as TypedDocumentString<SuspendDeliveryV2Mutation, SuspendDeliveryV2MutationVariables>;
export const SubmitTemporaryDeliveryAddressV2Document = {"__meta__":{"operationName":"SubmitTemporaryDeliveryAddressV2","operationType":"mutation","hash":"db672130bef7ea5b53543f0ce82f006a8e1b8b4224e2dc5c1b7e5075894f136e"}} as unknown as TypedDocumentString<SubmitTemporaryDeliveryAddressV2Mutation, SubmitTemporaryDeliveryAddressV2MutationVariables>;
export const CancelTemporaryDeliveryAddressV2Document = {"__meta__":{"operationName":"CancelTemporaryDeliveryAddressV2","operationType":"mutation","hash":"2ace683648db14560027cc212028af7395416298e43519f55d7892c99d58e0f1"}} as unknown as TypedDocumentString<CancelTemporaryDeliveryAddressV2Mutation, CancelTemporaryDeliveryAddressV2MutationVariables>;
export const CancelDeliverySuspensionV2Document = {"__meta__":{"operationName":"CancelDeliverySuspensionV2","operationType":"mutation","hash":"70492f681d35dbf0b837a48725bb97a0f29da97e091d73e8a675c91658572eab"}} as unknown as TypedDocumentString<CancelDeliverySuspensionV2Mutation, CancelDeliverySuspensionV2MutationVariables>;
export const BringHolidayEndDateForwardDocument = {"__meta__":{"operationName":"BringHolidayEndDateForward","operationType":"mutation","hash":"2bdbe44351bcc7a1e3cd0d515c1c52fc8c1d56ba53be0517872b999c5bbe297b"}} as unknown as TypedDocumentString<BringHolidayEndDateForwardMutation, BringHolidayEndDateForwardMutationVariables>;
export const InvoicesDocument = {"__meta__":{"operationName":"Invoices","operationType":"query","hash":"a778ec45849e29546392c453d49837bd557ec97fb9d7137add4dffe094d74809"}} as unknown as TypedDocumentString<InvoicesQuery, InvoicesQueryVariables>;
export const MovingHouseServicesOverviewDocument = {"__meta__":{"operationName":"MovingHouseServicesOverview","operationType":"query","hash":"5a73223e0b07b82c91ed6b52860eb8a2b89493c0f81fc5b3dcb7af7d936bd6ec"}} as unknown as TypedDocumentString<MovingHouseServicesOverviewQuery, MovingHouseServicesOverviewQueryVariables>;
export const MovingHouseOptionsDocument = {"__meta__":{"operationName":"MovingHouseOptions","operationType":"query","hash":"ba0ec8545ef72af899e2c47eb21afd079f460d6fdd230cd3ff3c892d179756c4"}} as unknown as TypedDocumentString<MovingHouseOptionsQuery, MovingHouseOptionsQueryVariables>;
export const LookupAddressDocument = {"__meta__":{"operationName":"LookupAddress","operationType":"query","hash":"23badec1f398d4bb672fe7f81e5e8845ec647293942ecae51a6371655548bcca"}} as unknown as TypedDocumentString<LookupAddressQuery, LookupAddressQueryVariables>;
export const SubmitMovingHouseV2Document = {"__meta__":{"operationName":"SubmitMovingHouseV2","operationType":"mutation","hash":"221dfa331e0f952645c88b8aca35d04b0e76035e997771d971fe38344d47b7de"}} as unknown as TypedDocumentString<SubmitMovingHouseV2Mutation, SubmitMovingHouseV2MutationVariables>;
export const PaymentOverviewDocument = {"__meta__":{"operationName":"PaymentOverview","operationType":"query","hash":"bc047bc3c26abfb8cb83c96d50fff1f06dc2dc1ebd63a66c95952d87046a5bff"}} as unknown as TypedDocumentString<PaymentOverviewQuery, PaymentOverviewQueryVariables>;
export const ChangePaymentDirectDebitDocument = {"__meta__":{"operationName":"ChangePaymentDirectDebit","operationType":"mutation","hash":"420f2468d09ef1cb2c84f2a381520e40cb40e21fd42b4fe2f724aa867ca7e04e"}} as unknown as TypedDocumentString<ChangePaymentDirectDebitMutation, ChangePaymentDirectDebitMutationVariables>;
export const StartPaymentChangeDocument = {"__meta__":{"operationName":"StartPaymentChange","operationType":"mutation","hash":"919bba087a6c61935dedfb9d131a21680ce9b40d10a66d1b1cc8c4304f10e137"}} as unknown as TypedDocumentString<StartPaymentChangeMutation, StartPaymentChangeMutationVariables>;
export const DataExportDocument = {"__meta__":{"operationName":"DataExport","operationType":"query","hash":"8c8888b0b7bd614de9f1d5add9626f301653b0755f75daadbda9604b4434c3ac"}} as unknown as TypedDocumentString<DataExportQuery, DataExportQueryVariables>;
export const RequestDataExportDocument = {"__meta__":{"operationName":"RequestDataExport","operationType":"mutation","hash":"1a6aca4be9f6aad9e527ed8ce6c14a3896778abe97508c01455b3260fcced84b"}} as unknown as TypedDocumentString<RequestDataExportMutation, RequestDataExportMutationVariables>;
export const SessionsDocument = {"__meta__":{"operationName":"Sessions","operationType":"query","hash":"66b269319c291c823078a0d1c95f4ccc716632578ca8c6c7885810eadb674743"}} as unknown as TypedDocumentString<SessionsQuery, SessionsQueryVariables>;
export const EndSessionDocument = {"__meta__":{"operationName":"EndSession","operationType":"mutation","hash":"a9b84a51417259435217da1207e87351ddc978e6a214277bcdef9111bd6f0900"}} as unknown as TypedDocumentString<EndSessionMutation, EndSessionMutationVariables>;
export const EndOtherSessionsDocument = {"__meta__":{"operationName":"EndOtherSessions","operationType":"mutation","hash":"e1dfd069b99ef8dd89c6a04cb1ee5156c0fcbda0a7bbfa701486a7082a4f7a37"}} as unknown as TypedDocumentString<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;
export const SasOverviewDocument = {"__meta__":{"operationName":"SasOverview","operationType":"query","hash":"81fd55cfe6b7b06666cf3a9a4ad24b460974df59d45c82f1378e2049f86586da"}} as unknown as TypedDocumentString<SasOverviewQuery, SasOverviewQueryVariables>;
export const SendInviteDocument = {"__meta__":{"operationName":"SendInvite","operationType":"mutation","hash":"2a385765b2e0a5090c8618ebe0048ce0d6f86ec1819f6ab3189cbd13125c9acc"}} as unknown as TypedDocumentString<SendInviteMutation, SendInviteMutationVariables>;
export const RevokeInviteDocument = {"__meta__":{"operationName":"RevokeInvite","operationType":"mutation","hash":"f339ab783c4850dace380cad40dcfcb9d6f32bfd7f5ccf540be1c4d5e626707e"}} as unknown as TypedDocumentString<RevokeInviteMutation, RevokeInviteMutationVariables>;
export const RevokeCoReaderDocument = {"__meta__":{"operationName":"RevokeCoReader","operationType":"mutation","hash":"791c18ac02236c55fecb328cf6e12b345e8dbd3f866eaf31cf7c61e287f5f1c1"}} as unknown as TypedDocumentString<RevokeCoReaderMutation, RevokeCoReaderMutationVariables>;
export const SasInviteDocument = {"__meta__":{"operationName":"SasInvite","operationType":"query","hash":"3c9ed6534cd328bc9e5bf09e5dfa509e2b79545f63a3a0d224a79ea9ec7c9ec4"}} as unknown as TypedDocumentString<SasInviteQuery, SasInviteQueryVariables>;
export const AcceptInviteDocument = {"__meta__":{"operationName":"AcceptInvite","operationType":"mutation","hash":"c58ec400fcacd6a069c57664421509dd288cfdbfee6e54c38ab50229b5422106"}} as unknown as TypedDocumentString<AcceptInviteMutation, AcceptInviteMutationVariables>;
export const LinkedSubscriptionsDocument = {"__meta__":{"operationName":"LinkedSubscriptions","operationType":"query","hash":"249cd9d1d97da9ff6b572d44a2627a879c576d0292d13b3d7423c49d464101e5"}} as unknown as TypedDocumentString<LinkedSubscriptionsQuery, LinkedSubscriptionsQueryVariables>;
export const LinkedSubscriptionDocument = {"__meta__":{"operationName":"LinkedSubscription","operationType":"query","hash":"3ea9c7e05805ef6e53d24968cc2739f440126a2ca7f57abf999cbb3c2bfd31c7"}} as unknown as TypedDocumentString<LinkedSubscriptionQuery, LinkedSubscriptionQueryVariables>;
export const LinkSubscriptionDocument = {"__meta__":{"operationName":"LinkSubscription","operationType":"mutation","hash":"7e6f3baef8f0700c68c17781fa38079c2256cfff95a9584f25546f5bb6a163aa"}} as unknown as TypedDocumentString<LinkSubscriptionMutation, LinkSubscriptionMutationVariables>;
export const ChangeSubscriptionEmailDocument = {"__meta__":{"operationName":"ChangeSubscriptionEmail","operationType":"mutation","hash":"90d1b03ceb80257b2d355f99e758d872c2b99213bb971763c0c7f167986e4a67"}} as unknown as TypedDocumentString<ChangeSubscriptionEmailMutation, ChangeSubscriptionEmailMutationVariables>;
export const ConfirmSubscriptionEmailDocument = {"__meta__":{"operationName":"ConfirmSubscriptionEmail","operationType":"mutation","hash":"8845b6c74424801cfdbfd463631bd139fc098398adc7d2336cc5ab2d72040711"}} as unknown as TypedDocumentString<ConfirmSubscriptionEmailMutation, ConfirmSubscriptionEmailMutationVariables>;
export const UpdateSubscriptionPersonaliaDocument = {"__meta__":{"operationName":"UpdateSubscriptionPersonalia","operationType":"mutation","hash":"69d9054fd1f1d55dd24221c816f8209e7808dc58b6436aeccd190f9187fe92c4"}} as unknown as TypedDocumentString<UpdateSubscriptionPersonaliaMutation, UpdateSubscriptionPersonaliaMutationVariables>;
export const UnlinkSubscriptionDocument = {"__meta__":{"operationName":"UnlinkSubscription","operationType":"mutation","hash":"6649e48e02901b4c9d5ec0687fa3a11f9636f17cbf89899ffd34d0fdc016d791"}} as unknown as TypedDocumentString<UnlinkSubscriptionMutation, UnlinkSubscriptionMutationVariables>;