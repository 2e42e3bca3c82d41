// @vitest-environment jsdom
import '../test-utils/dom';
import { act } from 'react';
import { hydrate } from '../test-utils/hydrate';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Submit() {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated}>
      Opslaan
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in the server HTML, and true once the island has hydrated', async () => {
    const html = renderToString(<Submit />);
    expect(html).toMatch(/<button[^>]*disabled/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('button')!.disabled).toBe(true);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const errors: unknown[] = [];
    await act(async () => {
      hydrate(container, <Submit />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('button')!.disabled).toBe(false);
    container.remove();
  });
});
