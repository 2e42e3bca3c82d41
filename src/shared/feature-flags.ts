/**
 * The names of the feature flags: the contract between the CMS document that switches them
 * (src/content/queries/feature-flags.ts parses it), the area manifests that name them (src/features/<area>/area.ts)
 * and the server that enforces them. Only names and types here: no parsing, so the browser may import it freely.
 */

/** The per-brand flags, in its order. */
export const BRAND_FLAG_NAMES = [
  'isBrandSubscriptionsEnabled',
  'isBrandSubscriptionsLinkingEnabled',
  'isBrandSubscriptionsEmailEditingEnabled',
  'isBrandSubscriptionsPersonaliaEditingEnabled',
  'isChangePaymentEnabled',
  'isChatEnabled',
  'isContactEnabled',
  'isContactFormEnabled',
  'isFAQEnabled',
  'isInvoicesEnabled',
  'isKnownDelaysEnabled',
  'isNewslettersEnabled',
  'isSalesforceMIAWEnabled',
  'isSharedAccessEnabled',
  'isShowCommercialBannerEnabled',
  'isSubscriptionComplaintsEnabled',
  'isSubscriptionHolidayEnabled',
  'isSubscriptionHolidayEventsOverviewEnabled',
  'isSubscriptionMovingHouseEnabled',
  'isSubscriptionMovingHouseEventsOverviewEnabled',
  'isAppSubscriptionComplaintsEnabled',
  'isAppSubscriptionHolidayEnabled',
  'isAppSubscriptionMovingHouseEnabled',
  'isPhoneNumberChallengeEnabled',
] as const;

/** The general (all brands) flags, in its order. */
export const GENERAL_FLAG_NAMES = [
  'isChangePaymentCreditCardEnabled',
  'isChangePaymentDirectDebitBEEnabled',
  'isChangePaymentDirectDebitNLEnabled',
  'isChangePaymentIdealThroughWalletEnabled',
  'isContactFormAttachmentEnabled',
  'isContactFormHiddenDuringOpeningHours',
  'isContactFormHiddenForNewspapers',
  'isHolidayCancellationEnabled',
  'isOnlineOauthAccountServiceV2Enabled',
  'isSalesforceThroughCISEnabled',
  'isServiceConditionsEnabled',
  'isSessionOverviewEnabled',
  'isSiteAlertsEnabled',
] as const;

export type BrandFlagName = (typeof BRAND_FLAG_NAMES)[number];
export type GeneralFlagName = (typeof GENERAL_FLAG_NAMES)[number];
/** Any flag of the feature-flag document. */
export type FlagName = BrandFlagName | GeneralFlagName;
export type BrandFlags = Record<BrandFlagName, boolean>;
export type GeneralFlags = Record<GeneralFlagName, boolean>;
/** General flags and one brand's flags in one object (the names never overlap). */
export type FeatureFlags = GeneralFlags & BrandFlags;
