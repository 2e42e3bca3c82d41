// @vitest-environment jsdom
import IMask, { MaskedDate, MaskedNumber } from 'imask';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DATE_MASK_MAX_YEAR,
  DATE_MASK_MIN_YEAR,
  DATE_MASK_PATTERN,
  MASK_UNDO_HISTORY,
  attachMask,
  dateMaskOptions,
  formatMaskDate,
  numberMaskOptions,
  parseMaskDate,
} from './masks';

function masked(options: Parameters<typeof IMask.createMask>[0], typed: string) {
  const mask = IMask.createMask(options);
  mask.resolve(typed);
  return mask;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mask defaults', () => {
  it('our constants are the specification: dd.mm.yyyy, 1900–9999, comma radix, 2 decimals, undo history 100', () => {
    expect(DATE_MASK_PATTERN).toBe('d{.}`m{.}`Y');
    expect([DATE_MASK_MIN_YEAR, DATE_MASK_MAX_YEAR]).toEqual([1900, 9999]);
    expect(numberMaskOptions()).toMatchObject({ radix: ',', scale: 2 });
    expect(MASK_UNDO_HISTORY).toBe(100);
  });

  it("imask's own defaults match them, so a plain Date or Number mask behaves the same", () => {
    expect(MaskedDate.DEFAULTS.pattern).toBe(DATE_MASK_PATTERN);
    const blocks = MaskedDate.GET_DEFAULT_BLOCKS();
    expect([blocks.Y?.from, blocks.Y?.to]).toEqual([DATE_MASK_MIN_YEAR, DATE_MASK_MAX_YEAR]);
    expect(MaskedNumber.DEFAULTS.radix).toBe(',');
    expect(MaskedNumber.DEFAULTS.scale).toBe(2);
  });
});

describe('date mask', () => {
  it('formats typed digits as dd.mm.yyyy and yields the date', () => {
    const mask = masked(dateMaskOptions(), '24122025');
    expect(mask.value).toBe('24.12.2025');
    expect(mask.isComplete).toBe(true);
    expect(formatMaskDate(mask.typedValue as Date)).toBe('24.12.2025');
  });

  it('accepts the years 1900 and 9999 and refuses years outside them', () => {
    expect(masked(dateMaskOptions(), '01011900').isComplete).toBe(true);
    expect(masked(dateMaskOptions(), '31129999').isComplete).toBe(true);
    expect(masked(dateMaskOptions(), '01011899').value).not.toBe('01.01.1899');
    expect((masked(dateMaskOptions(), '01011899').typedValue as Date | null)?.getFullYear()).not.toBe(1899);
    const pasted = IMask.createMask(dateMaskOptions());
    pasted.value = '01.01.1899';
    expect(pasted.value).not.toBe('01.01.1899');
  });

  it('refuses impossible days and months', () => {
    expect(masked(dateMaskOptions(), '31022024').value).not.toBe('31.02.2024');
    expect(masked(dateMaskOptions(), '31022024').typedValue).toBeNull();
    expect(masked(dateMaskOptions(), '3201').value).not.toBe('32.01');
    expect(masked(dateMaskOptions(), '0113').value).not.toBe('01.13');
  });

  it('pads a single day digit that cannot start a two-digit day', () => {
    expect(masked(dateMaskOptions(), '4').value).toBe('04');
  });

  it('parses and formats dd.mm.yyyy', () => {
    const date = parseMaskDate('05.03.2026');
    expect([date.getDate(), date.getMonth() + 1, date.getFullYear()]).toEqual([5, 3, 2026]);
    expect(formatMaskDate(date)).toBe('05.03.2026');
    expect(formatMaskDate(null)).toBe('');
  });
});

describe('number mask', () => {
  it('uses a comma radix (a typed dot is mapped to it: see masked-input.test.tsx)', () => {
    expect(masked(numberMaskOptions(), '12,5').value).toBe('12,5');
    expect(numberMaskOptions().mapToRadix).toEqual(['.']);
    expect(masked(numberMaskOptions(), '12,5').typedValue).toBe(12.5);
  });

  it('keeps at most 2 decimals', () => {
    expect(masked(numberMaskOptions(), '4,999').value).toBe('4,99');
  });

  it('refuses letters and honours min, max and a thousands separator', () => {
    expect(masked(numberMaskOptions(), '1a2').value).toBe('12');
    expect(masked(numberMaskOptions({ thousandsSeparator: '.' }), '1234567').value).toBe('1.234.567');
    expect(masked(numberMaskOptions({ min: 0, max: 100 }), '250').typedValue).toBeLessThanOrEqual(100);
  });
});

describe('undo history', () => {
  it('an input keeps the last 100 states: 150 edits undo back to edit 50 and no further', () => {
    document.body.innerHTML = '<input aria-label="Bedrag">';
    const input = document.querySelector('input') as HTMLInputElement;
    const mask = attachMask(input, numberMaskOptions());
    for (let edit = 1; edit <= 150; edit += 1) mask.value = String(edit);
    expect(mask.history.states).toHaveLength(MASK_UNDO_HISTORY);
    for (let step = 0; step < 200; step += 1) mask._onUndo();
    expect(input.value).toBe('51');
    for (let step = 0; step < 200; step += 1) mask._onRedo();
    expect(input.value).toBe('150');
    mask.destroy();
  });
});
