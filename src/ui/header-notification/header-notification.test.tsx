// @vitest-environment jsdom
import '../test-utils/dom';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { HeaderNotification, MISSING_PROVIDER_ERROR, useHeaderNotification } from './header-notification';

function SaveButton() {
  const { show, hide } = useHeaderNotification();
  return (
    <>
      <button type="button" onClick={() => show({ variant: 'success', message: 'Je adres is opgeslagen' })}>
        Opslaan
      </button>
      <button type="button" onClick={() => show({ variant: 'error', message: 'Opslaan is mislukt' })}>
        Mislukt
      </button>
      <button type="button" onClick={hide}>
        Verbergen
      </button>
    </>
  );
}

function App() {
  return (
    <HeaderNotification.Provider closeLabel="Melding sluiten">
      <HeaderNotification.Bar />
      <SaveButton />
    </HeaderNotification.Provider>
  );
}

describe('header notification', () => {
  it('throws the specification error without the provider', () => {
    expect(MISSING_PROVIDER_ERROR).toBe('notification context provider not added at app root');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useHeaderNotification())).toThrow(
      'notification context provider not added at app root',
    );
    expect(() => render(<HeaderNotification.Bar />)).toThrow(MISSING_PROVIDER_ERROR);
    vi.mocked(console.error).mockRestore();
  });

  it('shows a notification dispatched from anywhere below the provider, announced', async () => {
    const user = userEvent.setup();
    render(<App />);
    // The live region is there (empty) before anything is shown, and only its content changes.
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Je adres is opgeslagen');
  });

  it('keeps both live regions in the page: errors go into the alert region, and hiding only empties them', async () => {
    const user = userEvent.setup();
    render(<App />);
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    expect(alert).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Mislukt' }));
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert).toHaveTextContent('Opslaan is mislukt');
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Verbergen' }));
    expect(screen.getByRole('alert')).toBe(alert);
    expect(screen.getByRole('status')).toBe(status);
    expect(alert).toBeEmptyDOMElement();
  });

  it('shows a notification with shouldAnnounce false outside the live regions', () => {
    render(
      <HeaderNotification.Provider
        closeLabel="Melding sluiten"
        initial={{ variant: 'info', message: 'Stil bericht', shouldAnnounce: false }}
      >
        <HeaderNotification.Bar />
      </HeaderNotification.Provider>,
    );
    expect(screen.getByText('Stil bericht')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('a new notification replaces the current one; errors are alerts', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await user.click(screen.getByRole('button', { name: 'Mislukt' }));
    expect(screen.queryByText('Je adres is opgeslagen')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Opslaan is mislukt');
  });

  it('hides by the hook and by the close button', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Mislukt' }));
    await user.click(screen.getByRole('button', { name: 'Verbergen' }));
    expect(screen.queryByText('Opslaan is mislukt')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mislukt' }));
    await user.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(screen.queryByText('Opslaan is mislukt')).not.toBeInTheDocument();
  });

  it('a success notification leaves the bar after 6000 ms and clears the state', () => {
    vi.useFakeTimers();
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useHeaderNotification().notification);
      return null;
    }
    render(
      <HeaderNotification.Provider
        closeLabel="Melding sluiten"
        initial={{ variant: 'success', message: 'Welkom terug' }}
      >
        <HeaderNotification.Bar />
        <Probe />
      </HeaderNotification.Provider>,
    );
    expect(screen.getByText('Welkom terug')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByText('Welkom terug')).not.toBeInTheDocument();
    expect(seen.at(-1)).toBeNull();
    vi.useRealTimers();
  });

  it('exposes the dispatcher', () => {
    const { result } = renderHook(() => useHeaderNotification(), {
      wrapper: ({ children }) => (
        <HeaderNotification.Provider closeLabel="Sluiten">{children}</HeaderNotification.Provider>
      ),
    });
    act(() => result.current.dispatch({ type: 'show', notification: { variant: 'info', message: 'Onderhoud' } }));
    expect(result.current.notification).toMatchObject({ variant: 'info', message: 'Onderhoud' });
    act(() => result.current.dispatch({ type: 'hide' }));
    expect(result.current.notification).toBeNull();
  });

  it('has no axe violations with a notification shown', async () => {
    const user = userEvent.setup();
    const { container } = render(<App />);
    await user.click(screen.getByRole('button', { name: 'Mislukt' }));
    await expectNoAxeViolations(container);
  });
});
