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
  /** At least 3 working days and at most 6 months after today. */
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
  /** At least 3 working days after today. */
  startDate: string;
  subscriptionId: string;
};

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

export type CreateContactFormUploadLinkMutationVariables = Exact<{
  input: ContactFormUploadLinkInput;
}>;


export type CreateContactFormUploadLinkMutation = { createContactFormUploadLink: { ok: boolean, attachmentId: string | null, uploadUrl: string | null, expiresAt: string | null, violations: Array<{ code: string, field: string | null }> } };

export type SubmitContactFormMutationVariables = Exact<{
  input: SubmitContactFormInput;
}>;


export type SubmitContactFormMutation = { submitContactForm: { ok: boolean, violations: Array<{ code: string, field: string | null }>, contactCase: { id: string, caseNumber: string, category: string, subTopic: string, createdAt: string, attachments: Array<{ id: string, fileName: string, mimeType: string, size: number }> } | null } };

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


export type SubmitDeliveryComplaintMutation = { submitDeliveryComplaint: { ok: boolean, violations: Array<{ code: string, field: string | null }>, complaint: { id: string, subscriptionId: string, brandKey: string, brandName: string, subscriptionTitle: string, reason: DeliveryComplaintReason, deliveryDate: string, remark: string | null, compensation: string, createdAt: string } | null } };

export type HolidayAddressFieldsFragment = { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string };

export type HolidayTemporaryAddressFieldsFragment = { changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, createdAt: string, subscription: { id: string, title: string, subscriptionNumber: string }, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string } };

export type HolidaySuspensionFieldsFragment = { changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, extensionDays: number, createdAt: string, subscription: { id: string, title: string, subscriptionNumber: string } };

export type HolidaySubscriptionFieldsFragment = { id: string, title: string, subscriptionNumber: string, productType: string, digitalAccess: boolean, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string } | null };

export type HolidayServicesOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type HolidayServicesOverviewQuery = { holidayServicesOverview: { currentTemporaryAddresses: Array<{ changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, createdAt: string, subscription: { id: string, title: string, subscriptionNumber: string }, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string } }>, currentSuspensions: Array<{ changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, extensionDays: number, createdAt: string, subscription: { id: string, title: string, subscriptionNumber: string } }>, plannedTemporaryAddresses: Array<{ changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, createdAt: string, subscription: { id: string, title: string, subscriptionNumber: string }, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string } }>, plannedSuspensions: Array<{ changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, extensionDays: number, createdAt: string, subscription: { id: string, title: string, subscriptionNumber: string } }>, pastTemporaryAddresses: Array<{ changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, createdAt: string, subscription: { id: string, title: string, subscriptionNumber: string }, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string } }>, pastSuspensions: Array<{ changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, extensionDays: number, createdAt: string, subscription: { id: string, title: string, subscriptionNumber: string } }>, subscriptions: Array<{ id: string, title: string, subscriptionNumber: string, productType: string, digitalAccess: boolean, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string } | null }> } };

export type HolidayOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type HolidayOptionsQuery = { holidayOptions: { earliestStart: string, latestStart: string, maxDays: number, yearLimitDays: number, subscriptions: Array<{ subscription: { id: string, title: string, subscriptionNumber: string, productType: string, digitalAccess: boolean, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string } | null }, taken: Array<{ startDate: string, endDate: string }>, usedDays: Array<{ year: number, days: number }> }> } };

export type SuspendDeliveryV2MutationVariables = Exact<{
  input: SuspendDeliveryInput;
}>;


export type SuspendDeliveryV2Mutation = { suspendDeliveryV2: { ok: boolean, violations: Array<{ code: string, field: string | null }>, change: { changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, extensionDays: number, createdAt: string, subscription: { id: string, title: string, subscriptionNumber: string } } | null } };

export type SubmitTemporaryDeliveryAddressV2MutationVariables = Exact<{
  input: SubmitTemporaryDeliveryAddressInput;
}>;


export type SubmitTemporaryDeliveryAddressV2Mutation = { submitTemporaryDeliveryAddressV2: { ok: boolean, violations: Array<{ code: string, field: string | null }>, change: { changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, createdAt: string, subscription: { id: string, title: string, subscriptionNumber: string }, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string } } | null } };

export type CancelTemporaryDeliveryAddressV2MutationVariables = Exact<{
  changeId: string;
}>;


export type CancelTemporaryDeliveryAddressV2Mutation = { cancelTemporaryDeliveryAddressV2: { ok: boolean, violations: Array<{ code: string, field: string | null }>, change: { changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, createdAt: string, subscription: { id: string, title: string, subscriptionNumber: string }, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string } } | null } };

export type CancelDeliverySuspensionV2MutationVariables = Exact<{
  changeId: string;
}>;


export type CancelDeliverySuspensionV2Mutation = { cancelDeliverySuspensionV2: { ok: boolean, violations: Array<{ code: string, field: string | null }>, change: { changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, extensionDays: number, createdAt: string, subscription: { id: string, title: string, subscriptionNumber: string } } | null } };

export type BringHolidayEndDateForwardMutationVariables = Exact<{
  changeId: string;
  endDate: string;
}>;


export type BringHolidayEndDateForwardMutation = { bringHolidayEndDateForward: { ok: boolean, violations: Array<{ code: string, field: string | null }>, temporaryAddress: { changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, createdAt: string, subscription: { id: string, title: string, subscriptionNumber: string }, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string } } | null, suspension: { changeId: string, startDate: string, endDate: string, status: string, cancelDeadline: string, cancellable: boolean, endDateChangeable: boolean, earliestEndDate: string | null, extensionDays: number, createdAt: string, subscription: { id: string, title: string, subscriptionNumber: string } } | null } };

export type InvoiceFieldsFragment = { invoiceId: string, invoiceNumber: string, brandKey: string, brandName: string, subscriptionId: string, subscriptionTitle: string, subscriptionNumber: string, issueDate: string, dueDate: string, periodStart: string, periodEnd: string, status: InvoiceStatus, totalCents: number, vatCents: number, paidAt: string | null, paymentDetails: { name: string, iban: string, bic: string } | null, lines: Array<{ description: string, quantity: number, amountCents: number, vatRate: number }> };

export type InvoicesQueryVariables = Exact<{
  subscriptionId?: string | null | undefined;
  period?: string | null | undefined;
  status?: InvoiceStatus | null | undefined;
  before?: number | null | undefined;
}>;


export type InvoicesQuery = { invoices: { years: Array<number>, matchCount: number, olderYear: number | null, totalCount: number, filter: { subscriptionId: string | null, period: string | null, status: InvoiceStatus | null, ignored: Array<string> }, subscriptions: Array<{ subscriptionId: string, title: string, brandKey: string, subscriptionNumber: string }>, groups: Array<{ year: number, invoices: Array<{ invoiceId: string, invoiceNumber: string, brandKey: string, brandName: string, subscriptionId: string, subscriptionTitle: string, subscriptionNumber: string, issueDate: string, dueDate: string, periodStart: string, periodEnd: string, status: InvoiceStatus, totalCents: number, vatCents: number, paidAt: string | null, paymentDetails: { name: string, iban: string, bic: string } | null, lines: Array<{ description: string, quantity: number, amountCents: number, vatRate: number }> }> }> } };

export type MovingHouseAddressFieldsFragment = { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string };

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


export type LookupAddressQuery = { lookupAddress: { ok: boolean, violations: Array<{ code: string, field: string | null }>, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string } | null } };

export type SubmitMovingHouseV2MutationVariables = Exact<{
  input: SubmitMovingHouseInput;
}>;


export type SubmitMovingHouseV2Mutation = { submitMovingHouseV2: { ok: boolean, violations: Array<{ code: string, field: string | null }>, move: { id: string, effectiveDate: string, createdAt: string, address: { street: string, houseNumber: string, houseNumberSuffix: string | null, zipCode: string, city: string, countryCode: string }, subscriptions: Array<{ id: string, title: string, subscriptionNumber: string }> } | null } };

export type PaymentChangeFieldsFragment = { id: string, subscriptionId: string, method: string, status: string, accountMasked: string | null, mandateReference: string | null, applied: boolean, createdAt: string };

export type PaymentOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentOverviewQuery = { paymentOverview: { methods: Array<string>, subscriptions: Array<{ id: string, title: string, subscriptionNumber: string, paymentMethod: string, accountMasked: string | null, mandateReference: string | null }> } };

export type ChangePaymentDirectDebitMutationVariables = Exact<{
  input: ChangePaymentDirectDebitInput;
}>;


export type ChangePaymentDirectDebitMutation = { changePaymentDirectDebit: { ok: boolean, violations: Array<{ code: string, field: string | null }>, change: { id: string, subscriptionId: string, method: string, status: string, accountMasked: string | null, mandateReference: string | null, applied: boolean, createdAt: string } | null } };

export type StartPaymentChangeMutationVariables = Exact<{
  input: StartPaymentChangeInput;
}>;


export type StartPaymentChangeMutation = { startPaymentChange: { ok: boolean, checkoutUrl: string | null, violations: Array<{ code: string, field: string | null }>, change: { id: string, subscriptionId: string, method: string, status: string, accountMasked: string | null, mandateReference: string | null, applied: boolean, createdAt: string } | null } };

export type DataExportFieldsFragment = { state: DataExportState, progress: number, requestedAt: string | null, expiresAt: string | null, size: number | null };

export type DataExportQueryVariables = Exact<{ [key: string]: never; }>;


export type DataExportQuery = { dataExport: { state: DataExportState, progress: number, requestedAt: string | null, expiresAt: string | null, size: number | null } };

export type RequestDataExportMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestDataExportMutation = { requestDataExport: { ok: boolean, violations: Array<{ code: string, field: string | null }>, dataExport: { state: DataExportState, progress: number, requestedAt: string | null, expiresAt: string | null, size: number | null } | null } };

export type SessionFieldsFragment = { id: string, current: boolean, browser: string | null, os: string | null, app: boolean, place: string | null, signedInAt: string, lastUsedAt: string };

export type SessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsQuery = { sessionCount: number, sessions: Array<{ id: string, current: boolean, browser: string | null, os: string | null, app: boolean, place: string | null, signedInAt: string, lastUsedAt: string }> };

export type EndSessionMutationVariables = Exact<{
  id: string;
}>;


export type EndSessionMutation = { endSession: { ok: boolean, violations: Array<{ code: string, field: string | null }> } };

export type EndOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsMutation = { endOtherSessions: { ok: boolean, ended: number | null, violations: Array<{ code: string, field: string | null }> } };

export type SasSubscriptionFieldsFragment = { subscriptionId: string, title: string, maxCoReaders: number, placesLeft: number, coReaders: Array<{ id: string, name: string | null, email: string, since: string }>, invites: Array<{ key: string, email: string, sentAt: string, expiresAt: string }> };

export type SasOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type SasOverviewQuery = { sasOverview: { subscriptions: Array<{ subscriptionId: string, title: string, maxCoReaders: number, placesLeft: number, coReaders: Array<{ id: string, name: string | null, email: string, since: string }>, invites: Array<{ key: string, email: string, sentAt: string, expiresAt: string }> }>, sharedWithMe: Array<{ subscriptionId: string, title: string, ownerName: string | null, since: string }> } };

export type SendInviteMutationVariables = Exact<{
  subscriptionId: string;
  email: string;
}>;


export type SendInviteMutation = { sendInvite: { ok: boolean, violations: Array<{ code: string, field: string | null }>, invite: { key: string, email: string, expiresAt: string } | null } };

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


export type SasInviteQuery = { sasInvite: { ok: boolean, title: string | null, ownerName: string | null, expiresAt: string | null, violations: Array<{ code: string, field: string | null }> } };

export type AcceptInviteMutationVariables = Exact<{
  key: string;
}>;


export type AcceptInviteMutation = { acceptInvite: { ok: boolean, title: string | null, ownerName: string | null, violations: Array<{ code: string, field: string | null }> } };

export type LinkedSubscriptionFieldsFragment = { subscriptionId: string, brandKey: string, brandName: string, subscriptionNumber: string, title: string, productType: ProductType, state: SubscriptionState, startDate: string, endDate: string | null, deliveryDays: Array<number>, priceCents: number, billingPeriod: BillingPeriod, paymentMethod: PaymentMethod, paymentAccountMasked: string | null, digitalAccess: boolean, email: string | null, holder: { firstName: string | null, lastName: string | null, phoneNumber: string | null }, deliveryAddress: { street: string | null, houseNumber: string | null, houseNumberSuffix: string | null, zipCode: string | null, city: string | null, countryCode: string } };

export type LinkedSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type LinkedSubscriptionsQuery = { linkedSubscriptions: Array<{ subscriptionId: string, brandKey: string, brandName: string, subscriptionNumber: string, title: string, productType: ProductType, state: SubscriptionState, startDate: string, endDate: string | null, deliveryDays: Array<number>, priceCents: number, billingPeriod: BillingPeriod, paymentMethod: PaymentMethod, paymentAccountMasked: string | null, digitalAccess: boolean, email: string | null, holder: { firstName: string | null, lastName: string | null, phoneNumber: string | null }, deliveryAddress: { street: string | null, houseNumber: string | null, houseNumberSuffix: string | null, zipCode: string | null, city: string | null, countryCode: string } }> };

export type LinkedSubscriptionQueryVariables = Exact<{
  subscriptionId: string;
}>;


export type LinkedSubscriptionQuery = { linkedSubscription: { subscriptionId: string, brandKey: string, brandName: string, subscriptionNumber: string, title: string, productType: ProductType, state: SubscriptionState, startDate: string, endDate: string | null, deliveryDays: Array<number>, priceCents: number, billingPeriod: BillingPeriod, paymentMethod: PaymentMethod, paymentAccountMasked: string | null, digitalAccess: boolean, email: string | null, holder: { firstName: string | null, lastName: string | null, phoneNumber: string | null }, deliveryAddress: { street: string | null, houseNumber: string | null, houseNumberSuffix: string | null, zipCode: string | null, city: string | null, countryCode: string } } | null };

export type LinkSubscriptionMutationVariables = Exact<{
  input: LinkSubscriptionInput;
}>;


export type LinkSubscriptionMutation = { linkSubscription: { ok: boolean, violations: Array<{ code: string, field: string | null }>, subscription: { subscriptionId: string, brandKey: string, brandName: string, subscriptionNumber: string, title: string, productType: ProductType, state: SubscriptionState, startDate: string, endDate: string | null, deliveryDays: Array<number>, priceCents: number, billingPeriod: BillingPeriod, paymentMethod: PaymentMethod, paymentAccountMasked: string | null, digitalAccess: boolean, email: string | null, holder: { firstName: string | null, lastName: string | null, phoneNumber: string | null }, deliveryAddress: { street: string | null, houseNumber: string | null, houseNumberSuffix: string | null, zipCode: string | null, city: string | null, countryCode: string } } | null } };

export type ChangeSubscriptionEmailMutationVariables = Exact<{
  subscriptionId: string;
  email: string;
}>;


export type ChangeSubscriptionEmailMutation = { changeSubscriptionEmail: { ok: boolean, pendingEmail: string | null, violations: Array<{ code: string, field: string | null }>, subscription: { subscriptionId: string, brandKey: string, brandName: string, subscriptionNumber: string, title: string, productType: ProductType, state: SubscriptionState, startDate: string, endDate: string | null, deliveryDays: Array<number>, priceCents: number, billingPeriod: BillingPeriod, paymentMethod: PaymentMethod, paymentAccountMasked: string | null, digitalAccess: boolean, email: string | null, holder: { firstName: string | null, lastName: string | null, phoneNumber: string | null }, deliveryAddress: { street: string | null, houseNumber: string | null, houseNumberSuffix: string | null, zipCode: string | null, city: string | null, countryCode: string } } | null } };

export type ConfirmSubscriptionEmailMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmSubscriptionEmailMutation = { confirmSubscriptionEmail: { ok: boolean, violations: Array<{ code: string, field: string | null }>, subscription: { subscriptionId: string, brandKey: string, brandName: string, subscriptionNumber: string, title: string, productType: ProductType, state: SubscriptionState, startDate: string, endDate: string | null, deliveryDays: Array<number>, priceCents: number, billingPeriod: BillingPeriod, paymentMethod: PaymentMethod, paymentAccountMasked: string | null, digitalAccess: boolean, email: string | null, holder: { firstName: string | null, lastName: string | null, phoneNumber: string | null }, deliveryAddress: { street: string | null, houseNumber: string | null, houseNumberSuffix: string | null, zipCode: string | null, city: string | null, countryCode: string } } | null } };

export type UpdateSubscriptionPersonaliaMutationVariables = Exact<{
  subscriptionId: string;
  input: SubscriptionPersonaliaInput;
}>;


export type UpdateSubscriptionPersonaliaMutation = { updateSubscriptionPersonalia: { ok: boolean, violations: Array<{ code: string, field: string | null }>, subscription: { subscriptionId: string, brandKey: string, brandName: string, subscriptionNumber: string, title: string, productType: ProductType, state: SubscriptionState, startDate: string, endDate: string | null, deliveryDays: Array<number>, priceCents: number, billingPeriod: BillingPeriod, paymentMethod: PaymentMethod, paymentAccountMasked: string | null, digitalAccess: boolean, email: string | null, holder: { firstName: string | null, lastName: string | null, phoneNumber: string | null }, deliveryAddress: { street: string | null, houseNumber: string | null, houseNumberSuffix: string | null, zipCode: string | null, city: string | null, countryCode: string } } | null } };

export type UnlinkSubscriptionMutationVariables = Exact<{
  subscriptionId: string;
}>;


export type UnlinkSubscriptionMutation = { unlinkSubscription: { ok: boolean, subscriptionId: string | null, violations: Array<{ code: string, field: string | null }> } };

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
export const HolidayAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment HolidayAddressFields on HolidayAddress {
  street
  houseNumber
  houseNumberSuffix
  zipCode
  city
  countryCode
}
    `, {"fragmentName":"HolidayAddressFields"}) as unknown as TypedDocumentString<HolidayAddressFieldsFragment, unknown>;
export const HolidayTemporaryAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment HolidayTemporaryAddressFields on HolidayServiceTemporaryAddress {
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
  address {
    ...HolidayAddressFields
  }
  createdAt
}
    fragment HolidayAddressFields on HolidayAddress {
  street
  houseNumber
  houseNumberSuffix
  zipCode
  city
  countryCode
}`, {"fragmentName":"HolidayTemporaryAddressFields"}) as unknown as TypedDocumentString<HolidayTemporaryAddressFieldsFragment, unknown>;
export const HolidaySuspensionFieldsFragmentDoc = new TypedDocumentString(`
    fragment HolidaySuspensionFields on HolidayServiceDeliverySuspension {
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
  extensionDays
  createdAt
}
    `, {"fragmentName":"HolidaySuspensionFields"}) as unknown as TypedDocumentString<HolidaySuspensionFieldsFragment, unknown>;
export const HolidaySubscriptionFieldsFragmentDoc = new TypedDocumentString(`
    fragment HolidaySubscriptionFields on HolidaySubscription {
  id
  title
  subscriptionNumber
  productType
  digitalAccess
  address {
    ...HolidayAddressFields
  }
}
    fragment HolidayAddressFields on HolidayAddress {
  street
  houseNumber
  houseNumberSuffix
  zipCode
  city
  countryCode
}`, {"fragmentName":"HolidaySubscriptionFields"}) as unknown as TypedDocumentString<HolidaySubscriptionFieldsFragment, unknown>;
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
export const MovingHouseAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment MovingHouseAddressFields on MovingHouseAddress {
  street
  houseNumber
  houseNumberSuffix
  zipCode
  city
  countryCode
}
    `, {"fragmentName":"MovingHouseAddressFields"}) as unknown as TypedDocumentString<MovingHouseAddressFieldsFragment, unknown>;
export const MovingHouseServiceFieldsFragmentDoc = new TypedDocumentString(`
    fragment MovingHouseServiceFields on MovingHouseService {
  id
  effectiveDate
  createdAt
  address {
    ...MovingHouseAddressFields
  }
  subscriptions {
    id
    title
    subscriptionNumber
  }
}
    fragment MovingHouseAddressFields on MovingHouseAddress {
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
      ...MovingHouseAddressFields
    }
  }
  earliestDate
  latestDate
}
    fragment MovingHouseAddressFields on MovingHouseAddress {
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
    ...MovingHouseAddressFields
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
    street
    houseNumber
    houseNumberSuffix
    zipCode
    city
    countryCode
  }
}
    `, {"fragmentName":"LinkedSubscriptionFields"}) as unknown as TypedDocumentString<LinkedSubscriptionFieldsFragment, unknown>;
export const AccountDetailsDocument = {"__meta__":{"operationName":"AccountDetails","operationType":"query","hash":"946ee9a9099f9edeaaab4208c1c94fe6c71ba7747d406bb82ef0542b275b9074"}} as unknown as TypedDocumentString<AccountDetailsQuery, AccountDetailsQueryVariables>;
export const UpdatePersonalInformationDocument = {"__meta__":{"operationName":"UpdatePersonalInformation","operationType":"mutation","hash":"9e40f6ea6cf0810d81c37e19d65ea4543cc19f85bfc720435a84a316e2a0f68c"}} as unknown as TypedDocumentString<UpdatePersonalInformationMutation, UpdatePersonalInformationMutationVariables>;
export const UpdateContactInformationDocument = {"__meta__":{"operationName":"UpdateContactInformation","operationType":"mutation","hash":"00992e1e11639a36df37c506a35ccc1a193791a87116a8cbfcf721b4d4ba1f1d"}} as unknown as TypedDocumentString<UpdateContactInformationMutation, UpdateContactInformationMutationVariables>;
export const ChangeEmailDocument = {"__meta__":{"operationName":"ChangeEmail","operationType":"mutation","hash":"86521a52d02a2527373e8a0654298d0620e9eaeea070d118d514604cab4878a8"}} as unknown as TypedDocumentString<ChangeEmailMutation, ChangeEmailMutationVariables>;
export const ConfirmEmailChangeDocument = {"__meta__":{"operationName":"ConfirmEmailChange","operationType":"mutation","hash":"e435d78792e7cfac815443dbc2ee0405c4e3923236af172df11286e09fe432a3"}} as unknown as TypedDocumentString<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const AccountOverviewDocument = {"__meta__":{"operationName":"AccountOverview","operationType":"query","hash":"280e891958356ad51be0476f9142c8f5faf33fd2ce29059aafc338569e432947"}} as unknown as TypedDocumentString<AccountOverviewQuery, AccountOverviewQueryVariables>;
export const StartPhoneNumberChallengeDocument = {"__meta__":{"operationName":"StartPhoneNumberChallenge","operationType":"mutation","hash":"1c1eff178b78fe77960c5d840a8f80be88bf40522e9689b9233ad73783fea4d4"}} as unknown as TypedDocumentString<StartPhoneNumberChallengeMutation, StartPhoneNumberChallengeMutationVariables>;
export const VerifyPhoneNumberDocument = {"__meta__":{"operationName":"VerifyPhoneNumber","operationType":"mutation","hash":"f1e393feb7cffa439718bb04f9305a7c46e5f874ade1dbfa3faf5911efe68a0e"}} as unknown as TypedDocumentString<VerifyPhoneNumberMutation, VerifyPhoneNumberMutationVariables>;
export const CreateContactFormUploadLinkDocument = {"__meta__":{"operationName":"CreateContactFormUploadLink","operationType":"mutation","hash":"0a5b23ee7a9006e491a0353536e0bde23b48aaae4124bef904f030278049683c"}} as unknown as TypedDocumentString<CreateContactFormUploadLinkMutation, CreateContactFormUploadLinkMutationVariables>;
export const SubmitContactFormDocument = {"__meta__":{"operationName":"SubmitContactForm","operationType":"mutation","hash":"a43f98c575f44a5e976eba996d9216ab4d44d78ea494def76dd5b5c1c8902ddf"}} as unknown as TypedDocumentString<SubmitContactFormMutation, SubmitContactFormMutationVariables>;
export const DeliveryComplaintsDocument = {"__meta__":{"operationName":"DeliveryComplaints","operationType":"query","hash":"40c9297f293118db9d86a58c9cd8bb1f62c23f0d96aec3f7d5e3105a9077aa6a"}} as unknown as TypedDocumentString<DeliveryComplaintsQuery, DeliveryComplaintsQueryVariables>;
export const DeliveryComplaintSubscriptionsDocument = {"__meta__":{"operationName":"DeliveryComplaintSubscriptions","operationType":"query","hash":"a6865459b9d9bdeae83940f5c04031f7a8794b91596ea860d9f63d33af91fac3"}} as unknown as TypedDocumentString<DeliveryComplaintSubscriptionsQuery, DeliveryComplaintSubscriptionsQueryVariables>;
export const ComplaintOptionsDocument = {"__meta__":{"operationName":"ComplaintOptions","operationType":"query","hash":"ad24a2d40566c1e516cdd8d87046ef847480491d7635844f9c80ab2253dc832b"}} as unknown as TypedDocumentString<ComplaintOptionsQuery, ComplaintOptionsQueryVariables>;
export const SubmitDeliveryComplaintDocument = {"__meta__":{"operationName":"SubmitDeliveryComplaint","operationType":"mutation","hash":"e691525d50165a0198ac421e7dfd4d186bc8a7df6afdfe66aca643e21678fe6c"}} as unknown as TypedDocumentString<SubmitDeliveryComplaintMutation, SubmitDeliveryComplaintMutationVariables>;
export const HolidayServicesOverviewDocument = {"__meta__":{"operationName":"HolidayServicesOverview","operationType":"query","hash":"845ee18cb226f121507ba603a812e02686fee97ffb8352fcc409092e51748e93"}} as unknown as TypedDocumentString<HolidayServicesOverviewQuery, HolidayServicesOverviewQueryVariables>;
export const HolidayOptionsDocument = {"__meta__":{"operationName":"HolidayOptions","operationType":"query","hash":"0d75a6d5e43d2c834d2439996274e92a6985cb65fb749ad0e1cd7f64bc3739bc"}} as unknown as TypedDocumentString<HolidayOptionsQuery, HolidayOptionsQueryVariables>;
export const SuspendDeliveryV2Document = {"__meta__":{"operationName":"SuspendDeliveryV2","operationType":"mutation","hash":"435dec60163a4603097266258cc4cca5cdc0b3def91176e7c5c584c8e3639777"}} as unknown as TypedDocumentString<SuspendDeliveryV2Mutation, SuspendDeliveryV2MutationVariables>;
export const SubmitTemporaryDeliveryAddressV2Document = {"__meta__":{"operationName":"SubmitTemporaryDeliveryAddressV2","operationType":"mutation","hash":"b9c3b82f90c376c9270926ffa0d811bef3b429cdba256e4d30aa1cef62e4bac7"}} as unknown as TypedDocumentString<SubmitTemporaryDeliveryAddressV2Mutation, SubmitTemporaryDeliveryAddressV2MutationVariables>;
export const CancelTemporaryDeliveryAddressV2Document = {"__meta__":{"operationName":"CancelTemporaryDeliveryAddressV2","operationType":"mutation","hash":"6a7721598c6cfcecde64779d2b7fc20c82b9380ff9111fd9f302fc508bc09427"}} as unknown as TypedDocumentString<CancelTemporaryDeliveryAddressV2Mutation, CancelTemporaryDeliveryAddressV2MutationVariables>;
export const CancelDeliverySuspensionV2Document = {"__meta__":{"operationName":"CancelDeliverySuspensionV2","operationType":"mutation","hash":"e7508b25c4179e071cce55b29b3010b767ee65b6b132366150c56f276d16b3eb"}} as unknown as TypedDocumentString<CancelDeliverySuspensionV2Mutation, CancelDeliverySuspensionV2MutationVariables>;
export const BringHolidayEndDateForwardDocument = {"__meta__":{"operationName":"BringHolidayEndDateForward","operationType":"mutation","hash":"a220319767e40f81d5831414718ba564fd4a2b092c7c27bba4e86d760777f556"}} as unknown as TypedDocumentString<BringHolidayEndDateForwardMutation, BringHolidayEndDateForwardMutationVariables>;
export const InvoicesDocument = {"__meta__":{"operationName":"Invoices","operationType":"query","hash":"a778ec45849e29546392c453d49837bd557ec97fb9d7137add4dffe094d74809"}} as unknown as TypedDocumentString<InvoicesQuery, InvoicesQueryVariables>;
export const MovingHouseServicesOverviewDocument = {"__meta__":{"operationName":"MovingHouseServicesOverview","operationType":"query","hash":"cd3293e257b20eea727443a4de465cc63bd9237c9fc682aa0127193fd90ec46e"}} as unknown as TypedDocumentString<MovingHouseServicesOverviewQuery, MovingHouseServicesOverviewQueryVariables>;
export const MovingHouseOptionsDocument = {"__meta__":{"operationName":"MovingHouseOptions","operationType":"query","hash":"cc2d4e16b3ea338dfa809800422af8a88bd3aed9d87808784944cf6655760fa9"}} as unknown as TypedDocumentString<MovingHouseOptionsQuery, MovingHouseOptionsQueryVariables>;
export const LookupAddressDocument = {"__meta__":{"operationName":"LookupAddress","operationType":"query","hash":"f3be79f2d5f5d3ae0747ac0e8c8aa182194a36c8f82d6fbe8e84132d8641ed1d"}} as unknown as TypedDocumentString<LookupAddressQuery, LookupAddressQueryVariables>;
export const SubmitMovingHouseV2Document = {"__meta__":{"operationName":"SubmitMovingHouseV2","operationType":"mutation","hash":"21aa748818a28ee28663146f5fc35c391f39f4ddd849957c2f873a2f0299f98f"}} as unknown as TypedDocumentString<SubmitMovingHouseV2Mutation, SubmitMovingHouseV2MutationVariables>;
export const PaymentOverviewDocument = {"__meta__":{"operationName":"PaymentOverview","operationType":"query","hash":"bc047bc3c26abfb8cb83c96d50fff1f06dc2dc1ebd63a66c95952d87046a5bff"}} as unknown as TypedDocumentString<PaymentOverviewQuery, PaymentOverviewQueryVariables>;
export const ChangePaymentDirectDebitDocument = {"__meta__":{"operationName":"ChangePaymentDirectDebit","operationType":"mutation","hash":"3e014d8fdf30e49397fcbfac9ae63eb0d1adc95aab1f4a84934f956102623351"}} as unknown as TypedDocumentString<ChangePaymentDirectDebitMutation, ChangePaymentDirectDebitMutationVariables>;
export const StartPaymentChangeDocument = {"__meta__":{"operationName":"StartPaymentChange","operationType":"mutation","hash":"f2d938c882b652e4f6a9fd8cf920fd9ab838c25245f29a851ff064530c1a4f56"}} as unknown as TypedDocumentString<StartPaymentChangeMutation, StartPaymentChangeMutationVariables>;
export const DataExportDocument = {"__meta__":{"operationName":"DataExport","operationType":"query","hash":"8c8888b0b7bd614de9f1d5add9626f301653b0755f75daadbda9604b4434c3ac"}} as unknown as TypedDocumentString<DataExportQuery, DataExportQueryVariables>;
export const RequestDataExportDocument = {"__meta__":{"operationName":"RequestDataExport","operationType":"mutation","hash":"0737114653e39b9554c0bced598ffd0b440fe17b26d319cdf52e9530159e06ea"}} as unknown as TypedDocumentString<RequestDataExportMutation, RequestDataExportMutationVariables>;
export const SessionsDocument = {"__meta__":{"operationName":"Sessions","operationType":"query","hash":"66b269319c291c823078a0d1c95f4ccc716632578ca8c6c7885810eadb674743"}} as unknown as TypedDocumentString<SessionsQuery, SessionsQueryVariables>;
export const EndSessionDocument = {"__meta__":{"operationName":"EndSession","operationType":"mutation","hash":"55c1bff3c0585f5ed0021e6759cddbadce901f8e451c951239b074c0971e3a27"}} as unknown as TypedDocumentString<EndSessionMutation, EndSessionMutationVariables>;
export const EndOtherSessionsDocument = {"__meta__":{"operationName":"EndOtherSessions","operationType":"mutation","hash":"837790cc59aa14b90c65f0b961a44a2990bb533c4af26d20ac4617fa03983861"}} as unknown as TypedDocumentString<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;
export const SasOverviewDocument = {"__meta__":{"operationName":"SasOverview","operationType":"query","hash":"81fd55cfe6b7b06666cf3a9a4ad24b460974df59d45c82f1378e2049f86586da"}} as unknown as TypedDocumentString<SasOverviewQuery, SasOverviewQueryVariables>;
export const SendInviteDocument = {"__meta__":{"operationName":"SendInvite","operationType":"mutation","hash":"5fcd1b79fd33e8153d3f79c66c36c0a3f36c8df10e0fa436f6ae5195ebcbe1c3"}} as unknown as TypedDocumentString<SendInviteMutation, SendInviteMutationVariables>;
export const RevokeInviteDocument = {"__meta__":{"operationName":"RevokeInvite","operationType":"mutation","hash":"840b3dacaee5e04e619c59e5c375137b514244b3d6dffbea3d760562a0254694"}} as unknown as TypedDocumentString<RevokeInviteMutation, RevokeInviteMutationVariables>;
export const RevokeCoReaderDocument = {"__meta__":{"operationName":"RevokeCoReader","operationType":"mutation","hash":"7231766354eeb9f8ccffae427236042e2e47f80b1255e137cbf2750fda8afc9e"}} as unknown as TypedDocumentString<RevokeCoReaderMutation, RevokeCoReaderMutationVariables>;
export const SasInviteDocument = {"__meta__":{"operationName":"SasInvite","operationType":"query","hash":"c2dc7107bbe08f359cc99ea330222dce031c21507333b247ae71d5ace1256e8b"}} as unknown as TypedDocumentString<SasInviteQuery, SasInviteQueryVariables>;
export const AcceptInviteDocument = {"__meta__":{"operationName":"AcceptInvite","operationType":"mutation","hash":"a814898cecd8f04e52692b3d37eba3a1dc0d9fd43eb63da407c5d1df4ea1e007"}} as unknown as TypedDocumentString<AcceptInviteMutation, AcceptInviteMutationVariables>;
export const LinkedSubscriptionsDocument = {"__meta__":{"operationName":"LinkedSubscriptions","operationType":"query","hash":"72503eb6f9d96803a19fc9fe1a2b0526f6fecb5d56220b91b4cbed2e8d7ec1dd"}} as unknown as TypedDocumentString<LinkedSubscriptionsQuery, LinkedSubscriptionsQueryVariables>;
export const LinkedSubscriptionDocument = {"__meta__":{"operationName":"LinkedSubscription","operationType":"query","hash":"46b39d7f3e05bc60d72c60b5287b0fa9032faf7ca2fa3e20634179523c11769a"}} as unknown as TypedDocumentString<LinkedSubscriptionQuery, LinkedSubscriptionQueryVariables>;
export const LinkSubscriptionDocument = {"__meta__":{"operationName":"LinkSubscription","operationType":"mutation","hash":"030e7a017d1cc835d5c4670401b5958f2c30063095f3f76269a35b3bf038ed02"}} as unknown as TypedDocumentString<LinkSubscriptionMutation, LinkSubscriptionMutationVariables>;
export const ChangeSubscriptionEmailDocument = {"__meta__":{"operationName":"ChangeSubscriptionEmail","operationType":"mutation","hash":"350e589e426e0d8d2e1078154e9acc34410098c681b91cf45dd742794843f0bd"}} as unknown as TypedDocumentString<ChangeSubscriptionEmailMutation, ChangeSubscriptionEmailMutationVariables>;
export const ConfirmSubscriptionEmailDocument = {"__meta__":{"operationName":"ConfirmSubscriptionEmail","operationType":"mutation","hash":"53a0f13e6294db4edf9b6ef61b5789ac8e1496f91a61f80d47b4df4048284486"}} as unknown as TypedDocumentString<ConfirmSubscriptionEmailMutation, ConfirmSubscriptionEmailMutationVariables>;
export const UpdateSubscriptionPersonaliaDocument = {"__meta__":{"operationName":"UpdateSubscriptionPersonalia","operationType":"mutation","hash":"8801a0b03e694be06b3830ef0ac48dafa7ae2b33d3b1122f3ad919b5e44c346d"}} as unknown as TypedDocumentString<UpdateSubscriptionPersonaliaMutation, UpdateSubscriptionPersonaliaMutationVariables>;
export const UnlinkSubscriptionDocument = {"__meta__":{"operationName":"UnlinkSubscription","operationType":"mutation","hash":"2290b91fcda8ad16038074b7a7210c2bf36a912fc17667779ccebe203e87c479"}} as unknown as TypedDocumentString<UnlinkSubscriptionMutation, UnlinkSubscriptionMutationVariables>;