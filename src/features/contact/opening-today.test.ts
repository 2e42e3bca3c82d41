// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { showOpeningToday, type OpeningTodayData } from './opening-today';

const data: OpeningTodayData = {
  hours: [
    { day: 1, open: '08:00', close: '18:00' },
    { day: 6, open: '09:00', close: '13:00' },
  ],
  country: 'nl',
  closedDates: ['2026-04-27'],
  openText: 'Vandaag bereikbaar van {open} tot {close} uur',
  closedNowText: 'Nu gesloten. Vandaag bereikbaar van {open} tot {close} uur',
  closedText: 'Vandaag zijn we gesloten',
};

function page(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<p data-opening-today='${JSON.stringify(data)}' hidden></p>
    <section data-hide-while-open>formulier</section><p data-show-while-open hidden>bel ons</p>`;
  return root;
}

describe('showOpeningToday', () => {
  it("writes today's hours in the brand's time zone and hides the form while open", () => {
    const root = page();
    // Monday 19 January 2026, 09:00 in Amsterdam.
    showOpeningToday(root, new Date('2026-01-19T08:00:00Z'));
    const line = root.querySelector<HTMLElement>('[data-opening-today]')!;
    expect(line.textContent).toBe('Vandaag bereikbaar van 8.00 tot 18.00 uur');
    expect(line.hidden).toBe(false);
    expect(line.dataset['open']).toBe('true');
    expect(root.querySelector<HTMLElement>('[data-hide-while-open]')!.hidden).toBe(true);
    expect(root.querySelector<HTMLElement>('[data-show-while-open]')!.hidden).toBe(false);
  });

  it('says closed on a closed date and shows the form', () => {
    const root = page();
    showOpeningToday(root, new Date('2026-04-27T10:00:00Z'));
    expect(root.querySelector('[data-opening-today]')!.textContent).toBe('Vandaag zijn we gesloten');
    expect(root.querySelector<HTMLElement>('[data-hide-while-open]')!.hidden).toBe(false);
    expect(root.querySelector<HTMLElement>('[data-show-while-open]')!.hidden).toBe(true);
  });

  it("says closed now after closing time, with the day's hours", () => {
    const root = page();
    // Saturday 24 January 2026, 14:00 in Amsterdam.
    showOpeningToday(root, new Date('2026-01-24T13:00:00Z'));
    expect(root.querySelector('[data-opening-today]')!.textContent).toBe(
      'Nu gesloten. Vandaag bereikbaar van 9.00 tot 13.00 uur',
    );
    expect(root.querySelector<HTMLElement>('[data-opening-today]')!.dataset['open']).toBe('false');
  });

  it('says closed now before opening time on a day with hours', () => {
    const root = page();
    // Monday 19 January 2026, 07:30 in Amsterdam.
    showOpeningToday(root, new Date('2026-01-19T06:30:00Z'));
    expect(root.querySelector('[data-opening-today]')!.textContent).toBe(
      'Nu gesloten. Vandaag bereikbaar van 8.00 tot 18.00 uur',
    );
  });
});
