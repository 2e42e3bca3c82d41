import { DatePicker as ArkDatePicker, parseDate, type DateValue } from '@ark-ui/react/date-picker';
import { useId, useMemo, useState } from 'react';

/**
 * A date field with its calendar always shown below it (Ark's DatePicker, `inline`): the user types a date
 * (dd-mm-jjjj) or picks a day in the month grid. The caller decides which days can be chosen (`isDateAllowed`);
 * the others stay visible but are marked and cannot be picked, so the calendar offers exactly what the caller's
 * rule allows. A typed date is taken as typed (not silently moved to an allowed day), so the caller's check can say
 * in words why it is refused.
 *
 * Keyboard (Ark/zag, WAI-ARIA date grid): Tab reaches the input, the month buttons and the grid (one day in the tab
 * order); in the grid the arrow keys move by day and week, Page Up/Down by month, Home/End to the week's start and
 * end, Enter or Space picks the day. Screen readers hear each day's full date with "niet te kiezen" or "gekozen".
 * Every target is at least 44 px. Dates are calendar dates `YYYY-MM-DD`, without time zone.
 */

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

/** The texts of the date picker, translated by the caller. */
export interface DatePickerLabels {
  /** "Kalender": names the month grid (with the field's label) and replaces the library's English role names. */
  calendar: string;
  /** "Vorige maand" */
  prevMonth: string;
  /** "Volgende maand" */
  nextMonth: string;
  /** The input's placeholder, "dd-mm-jjjj". */
  placeholder: string;
  /** Added to the spoken name of a day that cannot be chosen, "niet te kiezen". */
  unavailable: string;
  /** Added to the spoken name of the chosen day, "gekozen". */
  selected: string;
  /** Announced while the calendar loads (LazyDatePicker), "Kalender wordt geladen". */
  loading?: string;
}

export interface DatePickerProps {
  /** The visible label of the date field. */
  label: string;
  /** Help text under the label, linked to the input. */
  description?: string;
  /** Error shown and linked while invalid. */
  errorText?: string;
  invalid?: boolean;
  /** The chosen date (YYYY-MM-DD), or null. */
  value: string | null;
  onValueChange: (value: string | null) => void;
  /** Whether a day can be picked in the calendar (YYYY-MM-DD); default every day. */
  isDateAllowed?: (date: string) => boolean;
  /** The month the calendar shows first when nothing is chosen (a date in it, YYYY-MM-DD). */
  focusDate?: string;
  /** BCP 47 locale of month and day names: nl-NL or nl-BE. */
  locale: string;
  labels: DatePickerLabels;
  /** Form field name of the input. */
  name?: string;
  disabled?: boolean;
  className?: string;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDateValue(iso: string | null | undefined): DateValue | undefined {
  if (!iso || !ISO.test(iso)) return undefined;
  try {
    return parseDate(iso);
  } catch {
    return undefined;
  }
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** "15-03-2026" for 2026-03-15: the Dutch way of typing a date. */
export function formatDutchDate(date: { year: number; month: number; day: number }): string {
  return `${pad(date.day)}-${pad(date.month)}-${pad(date.year, 4)}`;
}

/**
 * The calendar date a typed text names: d-m-jjjj with -, / , . or a space between, or YYYY-MM-DD; undefined when it
 * is not a real date (31-02-2026).
 */
export function parseDutchDate(text: string): string | undefined {
  const trimmed = text.trim();
  const match = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/.exec(trimmed);
  const iso = match
    ? `${match[3]}-${pad(Number(match[2]))}-${pad(Number(match[1]))}`
    : ISO.test(trimmed)
      ? trimmed
      : '';
  const parts = ISO.exec(iso);
  if (!parts) return undefined;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return iso;
}

/** How far ahead {@link firstAllowedFrom} looks for a day that can be chosen: a year and a bit. */
const ALLOWED_DAY_SEARCH_DAYS = 400;

/** `from`, or the first day after it that `isDateAllowed` allows (`from` itself when none within the search). */
function firstAllowedFrom(
  from: DateValue | undefined,
  isDateAllowed: ((date: string) => boolean) | undefined,
): DateValue | undefined {
  if (!from || !isDateAllowed) return from;
  for (let offset = 0; offset < ALLOWED_DAY_SEARCH_DAYS; offset += 1) {
    const day = from.add({ days: offset });
    if (isDateAllowed(day.toString())) return day;
  }
  return from;
}

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg aria-hidden="true" viewBox="0 0 16 16" className="size-5" fill="none">
    <path
      d={direction === 'left' ? 'M10 3.5L5.5 8l4.5 4.5' : 'M6 3.5L10.5 8 6 12.5'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const navButton =
  'flex size-11 items-center justify-center rounded-brand border-2 border-border bg-surface text-text hover:border-text focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50';

/** A date field with an inline month calendar that offers only the allowed days. */
export function DatePicker({
  label,
  description,
  errorText,
  invalid = false,
  value,
  onValueChange,
  isDateAllowed,
  focusDate,
  locale,
  labels,
  name,
  disabled,
  className,
}: DatePickerProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = invalid && errorText ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const selected = toDateValue(value);
  // The day the keyboard starts on is one that can be chosen: nothing chosen yet, the first allowed day from the
  // focus date on (a "last day" calendar opened on its first day, which cannot be its last, starts after it).
  const focused = useMemo(
    () => toDateValue(value) ?? firstAllowedFrom(toDateValue(focusDate), isDateAllowed),
    [value, focusDate, isDateAllowed],
  );
  // The keyboard's day follows the focus date when that changes (a "last day" calendar whose first day was just
  // chosen), and the arrow keys in between.
  const [keyboardDay, setKeyboardDay] = useState(focused);
  const [keyboardFrom, setKeyboardFrom] = useState(focused?.toString());
  if (focused?.toString() !== keyboardFrom) {
    setKeyboardFrom(focused?.toString());
    setKeyboardDay(focused);
  }

  return (
    <ArkDatePicker.Root
      inline
      locale={locale}
      startOfWeek={1}
      fixedWeeks
      name={name}
      disabled={disabled}
      invalid={invalid}
      value={selected ? [selected] : []}
      focusedValue={keyboardDay}
      onFocusChange={(details) => setKeyboardDay(details.focusedValue)}
      onValueChange={(details) => onValueChange(details.value[0]?.toString() ?? null)}
      isDateUnavailable={(date) => (isDateAllowed ? !isDateAllowed(date.toString()) : false)}
      format={(date) => formatDutchDate(date)}
      parse={(text) => toDateValue(parseDutchDate(text))}
      translations={{
        prevTrigger: () => labels.prevMonth,
        nextTrigger: () => labels.nextMonth,
        content: `${labels.calendar}: ${label}`,
        placeholder: () => ({ day: 'dd', month: 'mm', year: 'jjjj' }),
        dayCell: (state) =>
          state.unavailable || !state.selectable
            ? `${state.valueText}, ${labels.unavailable}`
            : state.selected
              ? `${state.valueText}, ${labels.selected}`
              : state.valueText,
      }}
      className={cx('flex w-full max-w-sm flex-col gap-2', className)}
      data-date-picker
    >
      <ArkDatePicker.Label className="font-semibold data-disabled:opacity-50">{label}</ArkDatePicker.Label>
      {description ? (
        <p id={descriptionId} className="text-sm text-text-muted">
          {description}
        </p>
      ) : null}
      {errorId ? (
        <p id={errorId} className="text-sm font-semibold text-on-negative">
          {errorText}
        </p>
      ) : null}
      <ArkDatePicker.Control>
        <ArkDatePicker.Input
          placeholder={labels.placeholder}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          autoComplete="off"
          inputMode="numeric"
          className={cx(
            'min-h-12 w-full rounded-brand border-2 border-border bg-surface px-4 py-2 text-text',
            'hover:border-text focus-visible:border-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
            'data-invalid:border-on-negative aria-invalid:border-on-negative data-disabled:opacity-50',
          )}
        />
      </ArkDatePicker.Control>
      <ArkDatePicker.Content
        aria-roledescription={labels.calendar.toLowerCase()}
        className="rounded-brand border-2 border-border bg-surface p-2"
      >
        <ArkDatePicker.View view="day" className="flex flex-col gap-2">
          <ArkDatePicker.Context>
            {(api) => (
              <>
                <ArkDatePicker.ViewControl className="flex items-center justify-between gap-2">
                  <ArkDatePicker.PrevTrigger className={navButton}>
                    <Chevron direction="left" />
                  </ArkDatePicker.PrevTrigger>
                  <ArkDatePicker.RangeText className="font-semibold capitalize" />
                  <ArkDatePicker.NextTrigger className={navButton}>
                    <Chevron direction="right" />
                  </ArkDatePicker.NextTrigger>
                </ArkDatePicker.ViewControl>
                <ArkDatePicker.Table
                  aria-roledescription={labels.calendar.toLowerCase()}
                  className="w-full border-collapse"
                >
                  <ArkDatePicker.TableHead>
                    <ArkDatePicker.TableRow>
                      {api.weekDays.map((weekDay) => (
                        <ArkDatePicker.TableHeader
                          key={weekDay.long}
                          abbr={weekDay.long}
                          className="pb-1 text-center text-sm font-normal text-text-muted"
                        >
                          {weekDay.narrow}
                        </ArkDatePicker.TableHeader>
                      ))}
                    </ArkDatePicker.TableRow>
                  </ArkDatePicker.TableHead>
                  <ArkDatePicker.TableBody>
                    {api.weeks.map((week) => (
                      <ArkDatePicker.TableRow key={week[0]?.toString()}>
                        {week.map((day) => (
                          <ArkDatePicker.TableCell key={day.toString()} value={day} className="p-0 text-center">
                            <ArkDatePicker.TableCellTrigger
                              className={cx(
                                'mx-auto flex size-11 cursor-pointer items-center justify-center rounded-brand text-text',
                                'hover:bg-surface-muted focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus',
                                'data-today:font-bold data-today:underline data-today:underline-offset-4',
                                'data-selected:bg-accent data-selected:font-semibold data-selected:text-on-accent',
                                'data-outside-range:invisible',
                                'data-unavailable:cursor-not-allowed data-unavailable:text-text-muted data-unavailable:line-through data-unavailable:hover:bg-transparent',
                              )}
                            >
                              {day.day}
                            </ArkDatePicker.TableCellTrigger>
                          </ArkDatePicker.TableCell>
                        ))}
                      </ArkDatePicker.TableRow>
                    ))}
                  </ArkDatePicker.TableBody>
                </ArkDatePicker.Table>
              </>
            )}
          </ArkDatePicker.Context>
        </ArkDatePicker.View>
      </ArkDatePicker.Content>
    </ArkDatePicker.Root>
  );
}

/** The Ark parts, for layouts the composed DatePicker does not cover (same data-* attributes for styling). */
export const DatePickerParts: typeof ArkDatePicker = ArkDatePicker;
