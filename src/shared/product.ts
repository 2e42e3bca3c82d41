/**
 * What each product type allows, declared once as data (capabilities as data): the complaint reasons, whether delivery
 * can be suspended or diverted, whether a move applies, how many co-readers may share it, and the numbers of the
 * holiday and moving rules. The rules on the server and the texts the user reads both take their numbers from here
 * (texts through placeholders such as `{leadDays}`, see {@link ruleTextParams}), so one change changes both.
 *
 * A brand may differ from the defaults where the design makes a rule "per brand": {@link BRAND_OVERRIDES} holds those
 * differences (none today) and {@link capabilitiesOf} merges them in.
 */

/** The product types of a subscription (the database's product_type). */
export const PRODUCT_TYPES = ['newspaper', 'magazine', 'digital'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Every complaint reason of the delivery complaint journey. */
export const COMPLAINT_REASONS = [
  'DAMAGED',
  'NOT_DELIVERED',
  'INCOMPLETE',
  'WRONG_PRODUCT',
  'RECEIVED_BUT_DELIVERED_LATER_THAN_EXPECTED',
] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

/** The numbers of the holiday service (delivery suspension and temporary address). */
export interface HolidayRules {
  /** A period starts at least this many working days after today. */
  leadWorkingDays: number;
  /** A period can be cancelled until this many working days before its start. */
  cancelWorkingDays: number;
  /** The shortest period, in days. */
  minDays: number;
  /** The longest period, in days. */
  maxDays: number;
  /** Suspended or diverted days per subscription per calendar year. */
  yearLimitDays: number;
  /** A period starts at most this many days after today (the calendar has to end somewhere). */
  maxStartDaysAhead: number;
}

/** The numbers of a move's effective date. */
export interface MovingRules {
  /** The effective date lies at least this many working days after today. */
  leadWorkingDays: number;
  /** … and at most this many months after today. */
  horizonMonths: number;
}

/** What one product type allows. */
export interface ProductCapabilities {
  /** Delivered on paper (newspaper, magazine): the services about delivery apply. */
  print: boolean;
  /** The reasons a delivery complaint may give; none when nothing is delivered. */
  complaintReasons: readonly ComplaintReason[];
  /** Delivery can be suspended for a holiday. */
  suspension: boolean;
  /** Delivery can go to a temporary address for a holiday. */
  temporaryAddress: boolean;
  /** A move of house changes the delivery address. */
  moving: boolean;
  /** At most this many co-readers and open invitations together (a subscription with digital access). */
  maxCoReaders: number;
  holiday: HolidayRules;
  movingDate: MovingRules;
}

const HOLIDAY_DEFAULTS: HolidayRules = {
  leadWorkingDays: 3,
  cancelWorkingDays: 3,
  minDays: 1,
  maxDays: 90,
  yearLimitDays: 90,
  maxStartDaysAhead: 365,
};

const MOVING_DEFAULTS: MovingRules = { leadWorkingDays: 3, horizonMonths: 6 };

const PRINT = {
  print: true,
  suspension: true,
  temporaryAddress: true,
  moving: true,
  maxCoReaders: 3,
  holiday: HOLIDAY_DEFAULTS,
  movingDate: MOVING_DEFAULTS,
} as const;

/** The capability table: what each product type allows by default. */
export const PRODUCTS: Readonly<Record<ProductType, ProductCapabilities>> = {
  newspaper: { ...PRINT, complaintReasons: COMPLAINT_REASONS },
  magazine: { ...PRINT, complaintReasons: ['DAMAGED', 'NOT_DELIVERED', 'INCOMPLETE'] },
  digital: {
    print: false,
    complaintReasons: [],
    suspension: false,
    temporaryAddress: false,
    moving: false,
    maxCoReaders: 3,
    holiday: HOLIDAY_DEFAULTS,
    movingDate: MOVING_DEFAULTS,
  },
};

/** What a brand sets differently from the table: the per-brand rules, for every product type of the brand. */
export interface BrandOverride {
  maxCoReaders?: number;
  holiday?: Partial<HolidayRules>;
  movingDate?: Partial<MovingRules>;
}

/** The brands whose per-brand rules differ from the defaults, by brand key (none today). */
export const BRAND_OVERRIDES: Readonly<Record<string, BrandOverride>> = {};

/** Whether `value` is one of the product types. */
export function isProductType(value: unknown): value is ProductType {
  return typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value);
}

/**
 * What a product type allows on a brand: the table's row with the brand's overrides; an unknown product type allows
 * nothing a print product allows.
 */
export function capabilitiesOf(
  productType: string,
  brandKey?: string,
  overrides: Readonly<Record<string, BrandOverride>> = BRAND_OVERRIDES,
): ProductCapabilities {
  const base = PRODUCTS[isProductType(productType) ? productType : 'digital'];
  const brand = brandKey === undefined ? undefined : overrides[brandKey];
  if (!brand) return base;
  return {
    ...base,
    maxCoReaders: brand.maxCoReaders ?? base.maxCoReaders,
    holiday: { ...base.holiday, ...brand.holiday },
    movingDate: { ...base.movingDate, ...brand.movingDate },
  };
}

/** The one answer to "is this a print subscription" (delivered on paper). */
export function isPrint(productType: string): boolean {
  return capabilitiesOf(productType).print;
}

/** The product types a capability applies to, e.g. `productTypesWith('moving')` for a query's filter. */
export function productTypesWith(
  capability: 'print' | 'suspension' | 'temporaryAddress' | 'moving',
): readonly ProductType[] {
  return PRODUCT_TYPES.filter((type) => PRODUCTS[type][capability]);
}

/** The holiday rules of a brand's print subscriptions. */
export function holidayRules(brandKey?: string, productType: ProductType = 'newspaper'): HolidayRules {
  return capabilitiesOf(productType, brandKey).holiday;
}

/** The moving rules of a brand's print subscriptions. */
export function movingRules(brandKey?: string, productType: ProductType = 'newspaper'): MovingRules {
  return capabilitiesOf(productType, brandKey).movingDate;
}

/** How many co-readers a subscription of the brand may have at once (co-readers and open invitations together). */
export function coReaderLimit(brandKey?: string, productType: ProductType = 'newspaper'): number {
  return capabilitiesOf(productType, brandKey).maxCoReaders;
}

/**
 * The table's numbers as the placeholders texts use (`{leadDays} werkdagen`), for a brand: filled into the brand's
 * translations once (src/server/site-context.ts), so every text says what the rules enforce.
 */
export function ruleTextParams(brandKey?: string): Readonly<Record<string, number>> {
  const holiday = holidayRules(brandKey);
  const moving = movingRules(brandKey);
  return {
    holidayLeadDays: holiday.leadWorkingDays,
    holidayCancelDays: holiday.cancelWorkingDays,
    holidayMinDays: holiday.minDays,
    holidayMaxDays: holiday.maxDays,
    holidayYearLimitDays: holiday.yearLimitDays,
    movingLeadDays: moving.leadWorkingDays,
    movingHorizonMonths: moving.horizonMonths,
    maxCoReaders: coReaderLimit(brandKey),
  };
}
