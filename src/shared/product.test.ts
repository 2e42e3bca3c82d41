import { describe, expect, it } from 'vitest';
import {
  capabilitiesOf,
  coReaderLimit,
  COMPLAINT_REASONS,
  holidayRules,
  isPrint,
  movingRules,
  PRODUCTS,
  productTypesWith,
  ruleTextParams,
} from './product';

describe('the capability table', () => {
  it('lets print products be suspended, diverted, moved and complained about; digital ones none of that', () => {
    for (const type of ['newspaper', 'magazine'] as const) {
      expect(PRODUCTS[type]).toMatchObject({ print: true, suspension: true, temporaryAddress: true, moving: true });
      expect(isPrint(type)).toBe(true);
    }
    expect(PRODUCTS.digital).toMatchObject({ print: false, suspension: false, temporaryAddress: false, moving: false });
    expect(isPrint('digital')).toBe(false);
    expect(isPrint('unknown')).toBe(false);
    expect(productTypesWith('moving')).toEqual(['newspaper', 'magazine']);
  });

  it('gives each product type its complaint reasons', () => {
    expect(capabilitiesOf('newspaper').complaintReasons).toEqual(COMPLAINT_REASONS);
    expect(capabilitiesOf('magazine').complaintReasons).toEqual(['DAMAGED', 'NOT_DELIVERED', 'INCOMPLETE']);
    expect(capabilitiesOf('digital').complaintReasons).toEqual([]);
  });

  it('holds the default rules: holiday 3 working days ahead, 1–90 days, 90 a year, cancel until 3; move 3 days to 6 months; 3 co-readers', () => {
    // The rules and their numbers, in the table's order.
    expect(Object.entries(holidayRules())).toEqual([
      ['leadWorkingDays', 3],
      ['cancelWorkingDays', 3],
      ['minDays', 1],
      ['maxDays', 90],
      ['yearLimitDays', 90],
      ['maxStartDaysAhead', 365],
    ]);
    expect(movingRules()).toEqual({ leadWorkingDays: 3, horizonMonths: 6 });
    expect(coReaderLimit()).toBe(3);
    expect(coReaderLimit('ad')).toBe(3);
  });

  it("merges a brand's own rules over the defaults, for that brand only", () => {
    const overrides = { hln: { maxCoReaders: 5, holiday: { leadWorkingDays: 2 } } };
    const hln = capabilitiesOf('newspaper', 'hln', overrides);
    expect(hln.maxCoReaders).toBe(5);
    expect(hln.holiday).toMatchObject({ leadWorkingDays: 2, cancelWorkingDays: 3, maxDays: 90 });
    expect(hln.movingDate).toEqual(movingRules());
    expect(capabilitiesOf('newspaper', 'ad', overrides)).toBe(PRODUCTS.newspaper);
  });

  it('gives the texts the same numbers as placeholders', () => {
    expect(ruleTextParams('ad')).toEqual({
      holidayLeadDays: 3,
      holidayCancelDays: 3,
      holidayMinDays: 1,
      holidayMaxDays: 90,
      holidayYearLimitDays: 90,
      movingLeadDays: 3,
      movingHorizonMonths: 6,
      maxCoReaders: 3,
    });
  });
});
