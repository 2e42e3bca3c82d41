import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

/** Intl's non-breaking space written as a normal one, to compare with what a reader sees. */
const read = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatMoney', () => {
  it('writes euro cents as Dutch and Belgian money', () => {
    expect(read(formatMoney(3950, 'nl-NL'))).toBe('€ 39,50');
    expect(read(formatMoney(3950, 'nl-BE'))).toBe('€ 39,50');
    expect(read(formatMoney(123456, 'nl-NL'))).toBe('€ 1.234,56');
    expect(read(formatMoney(0, 'nl-NL'))).toBe('€ 0,00');
  });

  it('writes a credit with a minus sign', () => {
    expect(read(formatMoney(-1295, 'nl-NL'))).toBe('€ -12,95');
  });

  it('keeps the euro sign on the line of its amount', () => {
    expect(formatMoney(3950, 'nl-NL')).toBe('€\u00a039,50');
  });
});
