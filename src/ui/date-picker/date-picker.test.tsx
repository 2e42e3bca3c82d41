// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { DatePicker, formatDutchDate, parseDutchDate } from './date-picker';
import { LABELS } from './examples';

/** Weekdays from Monday 9 March 2026 on. */
const allowed = (date: string) => date >= '2026-03-09' && new Date(`${date}T00:00:00Z`).getUTCDay() % 6 !== 0;

function Controlled({ onChange }: { onChange?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DatePicker
      label="Eerste dag"
      description="Alleen werkdagen"
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      isDateAllowed={allowed}
      focusDate="2026-03-09"
      locale="nl-NL"
      labels={LABELS}
    />
  );
}

function day(name: RegExp) {
  return screen.getByRole('button', { name });
}

describe('DatePicker', () => {
  it('labels the input, shows the month in Dutch and names the month buttons', async () => {
    const { container } = render(<Controlled />);
    expect(screen.getByLabelText('Eerste dag')).toHaveAttribute('placeholder', 'dd-mm-jjjj');
    expect(screen.getByText(/maart 2026/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorige maand' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volgende maand' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('marks the days that cannot be chosen and ignores a click on them', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const sunday = day(/^zondag 8 maart 2026, niet te kiezen$/);
    expect(sunday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sunday);
    expect(onChange).not.toHaveBeenCalled();
    expect(day(/^maandag 9 maart 2026$/)).not.toHaveAttribute('aria-disabled');
  });

  it('picks an allowed day with the mouse and shows it in the input as dd-mm-jjjj', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(day(/^dinsdag 10 maart 2026$/));
    expect(onChange).toHaveBeenLastCalledWith('2026-03-10');
    expect(screen.getByLabelText('Eerste dag')).toHaveValue('10-03-2026');
    expect(day(/^dinsdag 10 maart 2026, gekozen$/)).toHaveAttribute('data-selected');
  });

  it('moves through the grid with the arrow keys and picks with Enter', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const grid = screen.getByRole('grid');
    const start = within(grid)
      .getAllByRole('button')
      .find((button) => button.tabIndex === 0)!;
    start.focus();
    expect(start).toHaveAccessibleName(/9 maart 2026/);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^dinsdag 10 maart 2026$/));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^dinsdag 17 maart 2026$/));
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-17');
  });

  it('starts the keyboard on the first day that can be chosen, not on a focus date that cannot', () => {
    // A "last day" calendar opened on Saturday 7 March: the first day that can be chosen is Monday 9 March.
    render(
      <DatePicker
        label="Laatste dag"
        value={null}
        onValueChange={() => {}}
        isDateAllowed={allowed}
        focusDate="2026-03-07"
        locale="nl-NL"
        labels={LABELS}
      />,
    );
    const start = within(screen.getByRole('grid'))
      .getAllByRole('button')
      .find((button) => button.tabIndex === 0);
    expect(start).toHaveAccessibleName(/^maandag 9 maart 2026$/);
    expect(start).not.toHaveAttribute('aria-disabled');
  });

  it('moves the keyboard to the new focus date when it changes (a first day chosen for the last)', async () => {
    const picker = (focusDate: string) => (
      <DatePicker
        label="Laatste dag"
        value={null}
        onValueChange={() => {}}
        isDateAllowed={allowed}
        focusDate={focusDate}
        locale="nl-NL"
        labels={LABELS}
      />
    );
    const { rerender } = render(picker('2026-03-07'));
    rerender(picker('2026-03-12'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('grid'))
          .getAllByRole('button')
          .find((button) => button.tabIndex === 0),
      ).toHaveAccessibleName(/^donderdag 12 maart 2026$/),
    );
  });

  it('takes a typed date as typed, even a day the calendar does not offer, so the caller can explain', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByLabelText('Eerste dag');
    await userEvent.type(input, '8-3-2026');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('2026-03-08');
  });

  it('links its error to the input', () => {
    render(
      <DatePicker
        label="Laatste dag"
        value={null}
        onValueChange={() => undefined}
        invalid
        errorText="Kies een latere dag."
        locale="nl-BE"
        labels={LABELS}
      />,
    );
    const input = screen.getByLabelText('Laatste dag');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Kies een latere dag\./);
  });
});

describe('Dutch dates', () => {
  it('formats and parses dd-mm-jjjj and refuses days that do not exist', () => {
    expect(formatDutchDate({ year: 2026, month: 3, day: 5 })).toBe('05-03-2026');
    expect(parseDutchDate('5-3-2026')).toBe('2026-03-05');
    expect(parseDutchDate('05/03/2026')).toBe('2026-03-05');
    expect(parseDutchDate('2026-03-05')).toBe('2026-03-05');
    expect(parseDutchDate('31-02-2026')).toBeUndefined();
    expect(parseDutchDate('morgen')).toBeUndefined();
  });
});
