/**
 * Input masks through imask 7. The defaults we rely on are imask's own defaults; the
 * options below spell them out so a change in the library cannot silently change them (masks.test.ts checks both):
 * dates day.month.year (`dd.mm.yyyy`) with years 1900–9999, numbers with a comma radix and 2 decimals, and an undo
 * history of 100 states per input (imask's InputHistory).
 */
import IMask, { MaskedRange, type FactoryOpts, type InputMask } from 'imask';

/** Undo/redo states kept per masked input (imask's `InputHistory.MAX_LENGTH`). */
export const MASK_UNDO_HISTORY = 100;
export const DATE_MASK_PATTERN = 'd{.}`m{.}`Y';
export const DATE_MASK_MIN_YEAR = 1900;
export const DATE_MASK_MAX_YEAR = 9999;
export const NUMBER_MASK_RADIX = ',';
export const NUMBER_MASK_SCALE = 2;

/** `dd.mm.yyyy` text of a date (calendar date in local time). */
export function formatMaskDate(date: Date | null): string {
  if (!date) return '';
  const day = String(date.getDate()).padStart(2, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${day}.${month}.${date.getFullYear()}`;
}

/** The date of a `dd.mm.yyyy` text. */
export function parseMaskDate(text: string): Date {
  const [day = 0, month = 0, year = 0] = text.split('.').map(Number);
  return new Date(year, month - 1, day);
}

/** Date mask: `dd.mm.yyyy`, years 1900–9999 (narrowed by `min`/`max` when given). */
export function dateMaskOptions(range: { min?: Date; max?: Date } = {}) {
  return {
    mask: Date,
    pattern: DATE_MASK_PATTERN,
    blocks: {
      d: { mask: MaskedRange, from: 1, to: 31, maxLength: 2 },
      m: { mask: MaskedRange, from: 1, to: 12, maxLength: 2 },
      Y: { mask: MaskedRange, from: DATE_MASK_MIN_YEAR, to: DATE_MASK_MAX_YEAR, maxLength: 4 },
    },
    format: formatMaskDate,
    parse: parseMaskDate,
    autofix: 'pad',
    lazy: true,
    ...range,
  } satisfies FactoryOpts;
}

/** Number mask: comma radix (a typed dot becomes the comma), 2 decimals, optional thousands separator. */
export function numberMaskOptions(options: { min?: number; max?: number; thousandsSeparator?: string } = {}) {
  return {
    mask: Number,
    radix: NUMBER_MASK_RADIX,
    mapToRadix: ['.'],
    scale: NUMBER_MASK_SCALE,
    thousandsSeparator: options.thousandsSeparator ?? '',
    normalizeZeros: true,
    padFractionalZeros: false,
    ...(options.min === undefined ? {} : { min: options.min }),
    ...(options.max === undefined ? {} : { max: options.max }),
  } satisfies FactoryOpts;
}

/** Attaches a mask to an input (the caller destroys it). */
export function attachMask<Opts extends FactoryOpts>(element: HTMLInputElement, options: Opts): InputMask<Opts> {
  return IMask(element, options);
}
