// @vitest-environment jsdom
import '../test-utils/dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import {
  POINTER_HOLD_SELECT_MS,
  Select,
  TOUCH_MOVE_THRESHOLD_PX,
  TYPEAHEAD_RESET_MS,
  isTap,
  type SelectProps,
} from './select';

interface Country {
  code: string;
  name: string;
  dial: string;
}

const COUNTRIES: Country[] = [
  { code: 'NL', name: 'Nederland', dial: '+31' },
  { code: 'BE', name: 'België', dial: '+32' },
  { code: 'DE', name: 'Duitsland', dial: '+49' },
];

type Place = Pick<Country, 'code' | 'name'>;

/** A select of `items` by name and code, labelled "Land". */
function LandSelect(props: Partial<SelectProps<Place>> & Pick<SelectProps<Place>, 'items'>) {
  return <Select label="Land" labelKey="name" valueKey="code" {...props} />;
}

describe('Select', () => {
  it('names the trigger by its label and shows the placeholder', () => {
    render(<LandSelect items={COUNTRIES} placeholder="Kies een land" />);
    const trigger = screen.getByRole('combobox', { name: 'Land' });
    expect(trigger).toHaveTextContent('Kies een land');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on click, shows the label field of each item and reports the caller’s key field', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<LandSelect items={COUNTRIES} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Land' }));
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeVisible();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Nederland',
      'België',
      'Duitsland',
    ]);
    await user.click(screen.getByRole('option', { name: 'België' }));
    expect(onValueChange).toHaveBeenLastCalledWith('BE', COUNTRIES[1]);
    expect(screen.getByRole('combobox', { name: 'Land' })).toHaveTextContent('België');
  });

  it('is operated with the keyboard: open with Enter, move with arrows, choose with Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<LandSelect items={COUNTRIES} onValueChange={onValueChange} />);
    await user.tab();
    const trigger = screen.getByRole('combobox', { name: 'Land' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(screen.getByRole('listbox').contains(document.activeElement)).toBe(true));
    // Opening highlights the first option; the arrow then moves to the second.
    await waitFor(() => expect(screen.getByRole('option', { name: 'Nederland' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'België' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onValueChange).toHaveBeenCalled());
    expect(onValueChange).toHaveBeenLastCalledWith('BE', COUNTRIES[1]);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('closes on Escape without choosing', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<LandSelect items={COUNTRIES} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Land' }));
    const listbox = await screen.findByRole('listbox');
    // Ready for keys as a user sees it: focus moved into the list.
    await waitFor(() => expect(listbox.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('accepts itemToString/itemToValue functions instead of field names', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Select
        label="Landcode"
        items={COUNTRIES}
        itemToString={(country) => `${country.name} (${country.dial})`}
        itemToValue={(country) => country.dial}
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Landcode' }));
    await user.click(await screen.findByRole('option', { name: 'Duitsland (+49)' }));
    expect(onValueChange).toHaveBeenLastCalledWith('+49', COUNTRIES[2]);
  });

  it('uses "label" and "value" fields by default and shows a default value', () => {
    render(
      <Select
        label="Reden"
        items={[
          { label: 'Beschadigd', value: 'DAMAGED' },
          { label: 'Niet bezorgd', value: 'NOT_DELIVERED' },
        ]}
        defaultValue="NOT_DELIVERED"
        name="reden"
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Reden' })).toHaveTextContent('Niet bezorgd');
    const hidden = document.querySelector('select[name="reden"]') as HTMLSelectElement;
    expect(hidden.value).toBe('NOT_DELIVERED');
  });

  it('does not choose a disabled item', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <LandSelect
        items={COUNTRIES}
        isItemDisabled={(country) => country.code === 'DE'}
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Land' }));
    const option = await screen.findByRole('option', { name: 'Duitsland' });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    await user.click(option);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('links description and error to the trigger while invalid', () => {
    render(<LandSelect items={COUNTRIES} description="Het land van uw adres" invalid errorText="Kies een land" />);
    const trigger = screen.getByRole('combobox', { name: 'Land' });
    expect(trigger).toHaveAccessibleDescription('Het land van uw adres Kies een land');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no axe violations, closed and open', async () => {
    const user = userEvent.setup();
    const { container } = render(<LandSelect items={COUNTRIES} placeholder="Kies een land" />);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('combobox', { name: 'Land' }));
    await screen.findByRole('listbox');
    await expectNoAxeViolations(container);
  });
});

describe('Select timing constants (fake timers)', () => {
  const NORDIC = [
    { code: 'NL', name: 'Nederland' },
    { code: 'NO', name: 'Noorwegen' },
    { code: 'DE', name: 'Duitsland' },
  ];
  afterEach(() => {
    vi.useRealTimers();
  });

  // Zag's React adapter applies machine updates after the event (a microtask), so each step is flushed.
  const flush = () => act(async () => {});

  async function renderNordic(onValueChange = vi.fn()) {
    render(<LandSelect items={NORDIC} onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Land' });
    fireEvent.focusIn(trigger);
    await flush();
    return { trigger, onValueChange };
  }
  async function type(trigger: HTMLElement, key: string) {
    fireEvent.keyDown(trigger, { key });
    await flush();
  }
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('names the constants: type-ahead reset 350 ms, pointer hold 200 ms, touch move 30 px', () => {
    expect(TYPEAHEAD_RESET_MS).toBe(350);
    expect(POINTER_HOLD_SELECT_MS).toBe(200);
    expect(TOUCH_MOVE_THRESHOLD_PX).toBe(30);
  });

  it('type-ahead: letters within 350 ms search together', async () => {
    vi.useFakeTimers();
    const { trigger, onValueChange } = await renderNordic();
    await type(trigger, 'n');
    expect(onValueChange).toHaveBeenLastCalledWith('NL', NORDIC[0]);
    wait(TYPEAHEAD_RESET_MS - 1);
    await type(trigger, 'o');
    expect(onValueChange).toHaveBeenLastCalledWith('NO', NORDIC[1]);
  });

  it('type-ahead: after 350 ms without typing the search starts afresh', async () => {
    vi.useFakeTimers();
    const { trigger, onValueChange } = await renderNordic();
    await type(trigger, 'n');
    wait(TYPEAHEAD_RESET_MS);
    // "o" alone matches nothing, so the choice stays; "no" would have chosen Noorwegen.
    await type(trigger, 'o');
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveTextContent('Nederland');
    wait(TYPEAHEAD_RESET_MS);
    await type(trigger, 'd');
    expect(onValueChange).toHaveBeenLastCalledWith('DE', NORDIC[2]);
  });

  async function press(trigger: HTMLElement) {
    fireEvent.pointerDown(trigger, { pointerType: 'mouse', button: 0, pointerId: 1 });
    await flush();
  }

  it('pointer hold: a press opens the listbox, and releasing on an option after 200 ms chooses it', async () => {
    vi.useFakeTimers();
    const { trigger, onValueChange } = await renderNordic();
    await press(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const option = screen.getByRole('option', { name: 'Noorwegen' });
    wait(POINTER_HOLD_SELECT_MS);
    fireEvent.pointerUp(option, { pointerType: 'mouse', button: 0, pointerId: 1 });
    await flush();
    expect(onValueChange).toHaveBeenLastCalledWith('NO', NORDIC[1]);
    await vi.waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    expect(trigger).toHaveTextContent('Noorwegen');
  });

  it('pointer hold: a release within 200 ms is a plain click and chooses nothing', async () => {
    vi.useFakeTimers();
    const { trigger, onValueChange } = await renderNordic();
    await press(trigger);
    const option = screen.getByRole('option', { name: 'Noorwegen' });
    wait(POINTER_HOLD_SELECT_MS - 1);
    fireEvent.pointerUp(option, { pointerType: 'mouse', button: 0, pointerId: 1 });
    await flush();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('pointer hold: the click that ends the opening press does not close the listbox again', async () => {
    vi.useFakeTimers();
    const { trigger } = await renderNordic();
    await press(trigger);
    fireEvent.pointerUp(trigger, { pointerType: 'mouse', button: 0, pointerId: 1 });
    fireEvent.click(trigger);
    await flush();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('pointer hold: never chooses a disabled option', async () => {
    vi.useFakeTimers();
    const onValueChange = vi.fn();
    render(<LandSelect items={NORDIC} isItemDisabled={(item) => item.code === 'NO'} onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Land' });
    await press(trigger);
    wait(POINTER_HOLD_SELECT_MS + 50);
    fireEvent.pointerUp(screen.getByRole('option', { name: 'Noorwegen' }), { pointerType: 'mouse', pointerId: 1 });
    await flush();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('touch move: a touch outside that moves 30 px or more is a scroll and keeps the listbox open', async () => {
    const { trigger } = await renderNordic();
    fireEvent.click(trigger);
    await screen.findByRole('listbox');
    fireEvent.touchStart(document.body, { touches: [{ clientX: 10, clientY: 100 }] });
    fireEvent.touchEnd(document.body, { changedTouches: [{ clientX: 10, clientY: 100 - TOUCH_MOVE_THRESHOLD_PX }] });
    await flush();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('touch move: a touch outside that moves less than 30 px is a tap and closes the listbox', async () => {
    const { trigger, onValueChange } = await renderNordic();
    fireEvent.click(trigger);
    await screen.findByRole('listbox');
    fireEvent.touchStart(document.body, { touches: [{ clientX: 10, clientY: 100 }] });
    fireEvent.touchEnd(document.body, { changedTouches: [{ clientX: 10 + 29, clientY: 100 - 29 }] });
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('isTap draws the line at 30 px in either direction', () => {
    expect(isTap({ x: 0, y: 0 }, { x: 29, y: -29 })).toBe(true);
    expect(isTap({ x: 0, y: 0 }, { x: 30, y: 0 })).toBe(false);
    expect(isTap({ x: 0, y: 0 }, { x: 0, y: -30 })).toBe(false);
  });
});
