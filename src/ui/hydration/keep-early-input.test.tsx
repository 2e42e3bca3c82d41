// @vitest-environment jsdom
import '../test-utils/dom';
import { act, useState } from 'react';
import { hydrate } from '../test-utils/hydrate';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeepEarlyInput } from './keep-early-input';
import { useHydrated } from './use-hydrated';

/**
 * A form as the islands have them: controlled controls, and a button that waits for hydration. Its fields are one
 * state object, each handler building on the fields it rendered with, so each early input must be rendered before the
 * next is handed over.
 */
function Form({ keep }: { keep: boolean }) {
  const hydrated = useHydrated();
  const kept = useKeepEarlyInput<HTMLFormElement>();
  const [fields, setFields] = useState({ name: 'Jan', remark: '', reason: '', agreed: false, day: 'ma' });
  const set = (change: Partial<typeof fields>) => setFields({ ...fields, ...change });
  return (
    <form ref={keep ? kept : undefined}>
      <input aria-label="naam" value={fields.name} onChange={(event) => set({ name: event.target.value })} />
      <textarea
        aria-label="opmerking"
        value={fields.remark}
        onChange={(event) => set({ remark: event.target.value })}
      />
      {['LATE', 'DAMAGED'].map((value) => (
        <input
          key={value}
          type="radio"
          name="reason"
          value={value}
          aria-label={value}
          checked={fields.reason === value}
          onChange={() => set({ reason: value })}
        />
      ))}
      <input
        type="checkbox"
        aria-label="akkoord"
        checked={fields.agreed}
        onChange={(event) => set({ agreed: event.target.checked })}
      />
      <select aria-label="dag" value={fields.day} onChange={(event) => set({ day: event.target.value })}>
        <option value="ma">maandag</option>
        <option value="di">dinsdag</option>
      </select>
      <output>{JSON.stringify(fields)}</output>
      <button type="submit" disabled={!hydrated}>
        Opslaan
      </button>
    </form>
  );
}

function control<T extends Element>(container: HTMLElement, label: string): T {
  return container.querySelector<T>(`[aria-label="${label}"]`)!;
}

/** The server's HTML, filled in as a visitor does before any script runs (no handlers: only the DOM changes). */
async function filledInThenHydrated(keep: boolean): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form keep={keep} />);
  document.body.append(container);
  control<HTMLInputElement>(container, 'naam').value = 'Jan de Vries';
  control<HTMLTextAreaElement>(container, 'opmerking').value = 'Natte krant';
  control<HTMLInputElement>(container, 'DAMAGED').click();
  control<HTMLInputElement>(container, 'akkoord').click();
  control<HTMLSelectElement>(container, 'dag').value = 'di';
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const errors: unknown[] = [];
  await act(async () => {
    hydrate(container, <Form keep={keep} />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(container.querySelector('button')!.disabled).toBe(false);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useKeepEarlyInput', () => {
  it("puts what was typed and chosen before hydration in the island's state, and keeps it on screen", async () => {
    const container = await filledInThenHydrated(true);
    expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({
      name: 'Jan de Vries',
      remark: 'Natte krant',
      reason: 'DAMAGED',
      agreed: true,
      day: 'di',
    });
    expect(control<HTMLInputElement>(container, 'naam').value).toBe('Jan de Vries');
    expect(control<HTMLTextAreaElement>(container, 'opmerking').value).toBe('Natte krant');
    expect(control<HTMLInputElement>(container, 'DAMAGED').checked).toBe(true);
    expect(control<HTMLInputElement>(container, 'LATE').checked).toBe(false);
    expect(control<HTMLInputElement>(container, 'akkoord').checked).toBe(true);
    expect(control<HTMLSelectElement>(container, 'dag').value).toBe('di');
  });

  it('is what stops the first render after hydration from putting the server values back', async () => {
    const container = await filledInThenHydrated(false);
    expect(JSON.parse(container.querySelector('output')!.textContent!)).toMatchObject({ name: 'Jan', reason: '' });
    expect(control<HTMLInputElement>(container, 'naam').value).toBe('Jan');
    expect(control<HTMLInputElement>(container, 'DAMAGED').checked).toBe(false);
  });

  it('leaves an untouched form as the server rendered it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form keep />);
    document.body.append(container);
    await act(async () => {
      hydrate(container, <Form keep />);
    });
    expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({
      name: 'Jan',
      remark: '',
      reason: '',
      agreed: false,
      day: 'ma',
    });
  });
});
