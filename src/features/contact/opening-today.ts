/**
 * Today's opening hours on a page that is the same for everyone (the prebuilt contact page): the server renders the
 * week's hours, the closed dates and the two Dutch sentences as data, and this script — a few hundred bytes, no
 * React — writes today's line in the browser with the brand's time zone, so a page built yesterday still says what
 * today is. It also hides the parts marked `data-hide-while-open` while customer service is open (the contact form
 * under isContactFormHiddenDuringOpeningHours) and shows those marked `data-show-while-open`.
 */
import type { Country } from '../../shared/dates';
import { dutchTime, openingState, type DayHours } from '../../shared/opening-hours';

/** What the server renders on the element `[data-opening-today]` (as JSON in `data-opening-today`). */
export interface OpeningTodayData {
  hours: DayHours[];
  country: Country;
  closedDates: string[];
  /** "Vandaag bereikbaar van {open} tot {close} uur": while open now. */
  openText: string;
  /** "Nu gesloten. Vandaag bereikbaar van {open} tot {close} uur": a day with hours, before opening or after closing. */
  closedNowText: string;
  /** "Vandaag zijn we gesloten". */
  closedText: string;
}

/** Fills every `[data-opening-today]` element below `root` and toggles the parts that depend on being open. */
export function showOpeningToday(root: ParentNode = document, now: Date = new Date()): void {
  let open = false;
  for (const element of root.querySelectorAll<HTMLElement>('[data-opening-today]')) {
    const data = JSON.parse(element.dataset['openingToday'] ?? '{}') as OpeningTodayData;
    const state = openingState(data.hours ?? [], data.country ?? 'nl', now, data.closedDates ?? []);
    open ||= state.open;
    const hoursText = state.open ? data.openText : data.closedNowText;
    element.textContent = state.today
      ? hoursText.replace('{open}', dutchTime(state.today.open)).replace('{close}', dutchTime(state.today.close))
      : data.closedText;
    element.dataset['open'] = String(state.open);
    element.hidden = false;
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-hide-while-open]')) element.hidden = open;
  for (const element of root.querySelectorAll<HTMLElement>('[data-show-while-open]')) element.hidden = !open;
}
