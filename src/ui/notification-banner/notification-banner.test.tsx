// @vitest-environment jsdom
import '../test-utils/dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import {
  ANNOUNCE_DELAY_MS,
  NotificationBanner,
  SUCCESS_HIDE_AFTER_MS,
  type NotificationVariant,
} from './notification-banner';

describe('NotificationBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows its children with the variant', () => {
    render(<NotificationBanner variant="info">Je gegevens zijn opgehaald.</NotificationBanner>);
    const text = screen.getByText('Je gegevens zijn opgehaald.');
    expect(text.closest('[data-scope="notification"]')).toHaveAttribute('data-variant', 'info');
  });

  it('a success banner hides after 6000 ms and calls onClose', () => {
    expect(SUCCESS_HIDE_AFTER_MS).toBe(6000);
    const onClose = vi.fn();
    render(
      <NotificationBanner variant="success" onClose={onClose} closeLabel="Melding sluiten">
        Opgeslagen
      </NotificationBanner>,
    );
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.getByText('Opgeslagen')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Opgeslagen')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each<NotificationVariant>(['error', 'info', 'warning'])('a %s banner stays until closed', (variant) => {
    render(<NotificationBanner variant={variant}>Blijft staan</NotificationBanner>);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Blijft staan')).toBeInTheDocument();
  });

  it('hideAfterMs null keeps a success banner, announced, until the page changes', () => {
    render(
      <NotificationBanner variant="success" shouldAnnounce hideAfterMs={null}>
        Vanaf 5 december 2026 leveren we op Veldstraat 56 B2, 9000 Gent.
      </NotificationBanner>,
    );
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(screen.getByRole('status')).toHaveTextContent('Vanaf 5 december 2026 leveren we op Veldstraat 56 B2');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Vanaf 5 december 2026 leveren we op Veldstraat 56 B2');
  });

  it('hideAfterMs hides any variant, and overrides the success default', () => {
    render(
      <>
        <NotificationBanner variant="warning" hideAfterMs={2000}>
          Waarschuwing
        </NotificationBanner>
        <NotificationBanner variant="success" hideAfterMs={10_000}>
          Gelukt
        </NotificationBanner>
      </>,
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Waarschuwing')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByText('Gelukt')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Gelukt')).not.toBeInTheDocument();
  });

  it('closes with its close button and calls onClose', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <NotificationBanner variant="error" onClose={onClose} closeLabel="Melding sluiten">
        Er ging iets mis
      </NotificationBanner>,
    );
    await user.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(screen.queryByText('Er ging iets mis')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no close button without onClose', () => {
    render(<NotificationBanner variant="info">Info</NotificationBanner>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('announces through a live region only with shouldAnnounce: alert for errors, status otherwise', () => {
    const { rerender } = render(<NotificationBanner variant="info">Let op</NotificationBanner>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(
      <NotificationBanner variant="info" shouldAnnounce>
        Let op
      </NotificationBanner>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Let op');
    rerender(
      <NotificationBanner variant="error" shouldAnnounce>
        Fout
      </NotificationBanner>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Fout');
  });

  it('mounts an announcing banner as an empty live region first and puts the message in afterwards', () => {
    render(
      <NotificationBanner variant="info" shouldAnnounce>
        Je gegevens zijn opgeslagen
      </NotificationBanner>,
    );
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS - 1));
    expect(region).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Je gegevens zijn opgeslagen');
  });

  it('keeps the live region (empty) after the banner hides, so only its content changes', () => {
    render(
      <NotificationBanner variant="error" shouldAnnounce hideAfterMs={3000}>
        Opslaan mislukt
      </NotificationBanner>,
    );
    const region = screen.getByRole('alert');
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(region).toHaveTextContent('Opslaan mislukt');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('alert')).toBe(region);
    expect(region).toBeEmptyDOMElement();
  });

  it('shows the variant icon unless showIcon is false', () => {
    const { container, rerender } = render(<NotificationBanner variant="warning">Let op</NotificationBanner>);
    expect(container.querySelector('[data-part="icon"][data-variant="warning"]')).toBeInTheDocument();
    rerender(
      <NotificationBanner variant="warning" showIcon={false}>
        Let op
      </NotificationBanner>,
    );
    expect(container.querySelector('[data-part="icon"]')).not.toBeInTheDocument();
  });

  it('has no axe violations in every variant', async () => {
    vi.useRealTimers();
    const { container } = render(
      <>
        {(['error', 'info', 'success', 'warning'] as const).map((variant) => (
          <NotificationBanner key={variant} variant={variant} shouldAnnounce onClose={() => {}} closeLabel="Sluiten">
            Melding {variant}
          </NotificationBanner>
        ))}
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
