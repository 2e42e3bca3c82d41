/**
 * Source of the feature-flag document `featureflagconfiguration` and its draft.
 *
 * The fixed flags: the general defaults; the 13 large brands have nearly everything on; qmnl has everything
 * off; vtmgo has the phone number challenge on; isContactFormHiddenForNewspapers is on in the draft and off in the
 * published copy.
 *
 * The account screens, FAQ, contact and newsletters are on for every demo brand but qmnl ({@link BUILT_AREA_FLAGS},
 * the specification's copy switched personalia editing off for the large brands, which left a new
 * subscriber with "vul je gegevens aan" and no way to do it. The subscription services follow the brand's category
 * below, and the demo magazine Margriet ({@link DEMO_MAGAZINE}) has every area on, so a new user tries each area on
 * ad, hln and a magazine (issues 10–12). The flags of areas that are not built are not named by any manifest, so they
 * change nothing until their area arrives. For every other brand the profile follows its category:
 * - other newspapers: like the large brands, but without chat (no chat team staffed for the small titles) and
 *   without the phone number challenge;
 * - magazines: no newspaper-only features — no known delivery delays (a daily-delivery notice), no holiday
 *   service (a weekly or monthly issue is not suspended or diverted for a holiday), no shared access (co-reading
 *   belongs to digital newspaper subscriptions) and none of the in-app journeys (only the news apps have them);
 * - account, TV and radio brands: no print subscriptions, so only FAQ, contact and newsletters.
 */
import { BRAND_KEYS, BRANDS, type BrandKey } from '../../../brands/registry';
import {
  BRAND_FLAG_NAMES,
  FEATURE_FLAGS_DOCUMENT_ID,
  type BrandFlagName,
  type BrandFlags,
  type GeneralFlags,
} from '../../queries/feature-flags';

/** The 13 large brands. */
export const LARGE_BRANDS: readonly BrandKey[] = [
  'ad',
  'dm',
  'hln',
  'par',
  'tr',
  'vk',
  'wbd',
  'wbs',
  'wdg',
  'wed',
  'wpz',
  'wst',
  'wtt',
];

/** General flags of the published copy. */
export const PUBLISHED_GENERAL_FLAGS: GeneralFlags = {
  isChangePaymentCreditCardEnabled: true,
  isChangePaymentDirectDebitBEEnabled: true,
  isChangePaymentDirectDebitNLEnabled: true,
  isChangePaymentIdealThroughWalletEnabled: false,
  isContactFormAttachmentEnabled: true,
  isContactFormHiddenDuringOpeningHours: false,
  isContactFormHiddenForNewspapers: false,
  isHolidayCancellationEnabled: true,
  // Not named by the specification: both switch to back-end integrations we do not run, so they stay off.
  isOnlineOauthAccountServiceV2Enabled: false,
  isSalesforceThroughCISEnabled: false,
  isServiceConditionsEnabled: false,
  isSessionOverviewEnabled: true,
  isSiteAlertsEnabled: true,
};

/** The draft differs only in hiding the contact form for newspapers. */
export const DRAFT_GENERAL_FLAGS: GeneralFlags = { ...PUBLISHED_GENERAL_FLAGS, isContactFormHiddenForNewspapers: true };

/**
 * The brand flags of the built areas every brand has, whatever its category: the account screens, FAQ, contact and
 * newsletters (the sessions screen has the general flag isSessionOverviewEnabled). The subscription services are
 * switched by the category profiles below instead (a TV brand has no subscriptions to show);
 * src/features/areas.test.ts checks that every flag a manifest names is in this list or on for ad, hln and
 * {@link DEMO_MAGAZINE}.
 */
export const BUILT_AREA_FLAGS: readonly BrandFlagName[] = [
  'isBrandSubscriptionsPersonaliaEditingEnabled',
  'isBrandSubscriptionsEmailEditingEnabled',
  'isPhoneNumberChallengeEnabled',
  'isFAQEnabled',
  'isContactEnabled',
  'isNewslettersEnabled',
];

/** The magazine on which every area is on for the demo (issues 10–12), newspaper-only services included. */
export const DEMO_MAGAZINE: BrandKey = 'mar';

/** A profile: the given flags on, and every built area's flag too. */
function profile(on: readonly BrandFlagName[]): BrandFlags {
  return Object.fromEntries(
    BRAND_FLAG_NAMES.map((name) => [name, on.includes(name) || BUILT_AREA_FLAGS.includes(name)]),
  ) as BrandFlags;
}

/** Large brands: everything. */
const LARGE = profile(BRAND_FLAG_NAMES);

/** Smaller newspapers: as the large brands without chat (and its Salesforce channel). */
const NEWSPAPER = profile(
  BRAND_FLAG_NAMES.filter((name) => !['isChatEnabled', 'isSalesforceMIAWEnabled'].includes(name)),
);

/** Magazines: subscriptions, payment, invoices, complaints and moving; nothing that only a newspaper has. */
const MAGAZINE = profile([
  'isBrandSubscriptionsEnabled',
  'isBrandSubscriptionsLinkingEnabled',
  'isBrandSubscriptionsEmailEditingEnabled',
  'isChangePaymentEnabled',
  'isContactEnabled',
  'isContactFormEnabled',
  'isFAQEnabled',
  'isInvoicesEnabled',
  'isNewslettersEnabled',
  'isShowCommercialBannerEnabled',
  'isSubscriptionComplaintsEnabled',
  'isSubscriptionMovingHouseEnabled',
  'isSubscriptionMovingHouseEventsOverviewEnabled',
]);

/** Account, TV and radio brands: no print subscriptions. */
const ACCOUNT = profile(['isContactEnabled', 'isFAQEnabled', 'isNewslettersEnabled']);

/** Every flag off. */
const NOTHING = Object.fromEntries(BRAND_FLAG_NAMES.map((name) => [name, false])) as BrandFlags;

/** Brands whose flags differ from their category's profile, with the reason. */
const OVERRIDES: Partial<Record<BrandKey, BrandFlags>> = {
  // Qmnl has everything off (the brand that shows every area's "switched off" answer).
  qmnl: NOTHING,
  // The demo magazine: every area on but chat (no chat team for magazines), newspaper-only services included.
  [DEMO_MAGAZINE]: profile(
    BRAND_FLAG_NAMES.filter((name) => !['isChatEnabled', 'isSalesforceMIAWEnabled'].includes(name)),
  ),
  // VTM GO verifies the phone number of its streaming accounts (every built area has it too).
  vtmgo: { ...ACCOUNT, isPhoneNumberChallengeEnabled: true },
};

export function brandFlags(key: BrandKey): BrandFlags {
  const override = OVERRIDES[key];
  if (override) return override;
  if (LARGE_BRANDS.includes(key)) return LARGE;
  const { category } = BRANDS[key];
  if (category === 'newspaper') return NEWSPAPER;
  if (category === 'magazine') return MAGAZINE;
  return ACCOUNT;
}

function flagDocument(id: string, general: GeneralFlags): Record<string, unknown> {
  const document: Record<string, unknown> = { _id: id, _type: 'featureflagconfiguration', general: { ...general } };
  for (const key of BRAND_KEYS) document[key] = { ...brandFlags(key) };
  return document;
}

/** The published and the draft feature-flag documents. */
export function featureFlagDocuments(): Record<string, unknown>[] {
  return [
    flagDocument(FEATURE_FLAGS_DOCUMENT_ID, PUBLISHED_GENERAL_FLAGS),
    flagDocument(`drafts.${FEATURE_FLAGS_DOCUMENT_ID}`, DRAFT_GENERAL_FLAGS),
  ];
}
