// @vitest-environment jsdom
/**
 * The complaint journey's island: a link to a later step without its answers goes back to the first step; the
 * subscriptions step shows its empty state and the Dutch refusal when nothing is chosen; a deep link starts at the
 * reason step with the newspaper's five reasons; with what the page read, the first step (of the journey, of a deep
 * link) is already the server's HTML, and hydrates in place, keeping what was chosen in it before hydration.
 */
import '../../ui/test-utils/dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrate } from '../../ui/test-utils/hydrate';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetcher } from '../../lib/fetcher/fetcher';
import ComplaintJourney, { type ComplaintOptionsData, type ComplaintSubscriptionData } from './ComplaintJourney';
import { complaintJourney } from './journey';
import { DELIVERY_MESSAGE_KEYS } from './messages';
import { islandTexts } from '../../../tests/fixtures/island-texts';

const answers = vi.hoisted(() => ({ subscriptions: [] as unknown[], options: null as unknown }));

vi.mock('../../lib/graphql/client', () => ({
  request: (document: unknown) => {
    const text = JSON.stringify(document);
    if (text.includes('DeliveryComplaintSubscriptions')) {
      return Promise.resolve({ deliveryComplaintSubscriptions: answers.subscriptions });
    }
    return Promise.resolve({ complaintOptions: answers.options });
  },
}));

const messages = islandTexts(DELIVERY_MESSAGE_KEYS);

const AD = {
  subscriptionId: '00000000-0000-4000-8000-000000000001',
  brandKey: 'ad',
  brandName: 'AD',
  title: 'AD Krant maandag t/m zaterdag',
  subscriptionNumber: '123456789',
  productType: 'newspaper',
  reasons: ['DAMAGED', 'NOT_DELIVERED', 'INCOMPLETE', 'WRONG_PRODUCT', 'RECEIVED_BUT_DELIVERED_LATER_THAN_EXPECTED'],
};

function journey(preselect?: string) {
  return render(
    <ComplaintJourney
      messages={messages}
      locale="nl-NL"
      overviewHref="/bezorgservice"
      journeyHref="/bezorgservice/klacht"
      {...(preselect ? { preselect } : {})}
    />,
  );
}

/**
 * Renders the island on the server, as its page does, and hydrates that HTML (after `before`, what the visitor does
 * before the script has run): the server's HTML is a step (no loading block) whose button waits for the island; hydrating it raises no mismatch, keeps the step's heading element (the
 * step was not replaced by a placeholder and rendered again) and enables the button.
 */
async function serverThenHydrated(
  island: ReactElement,
  before?: (container: HTMLElement) => void,
): Promise<{ html: string; container: HTMLElement }> {
  const html = renderToString(island);
  expect(html).not.toContain('data-complaint-loading');
  expect(html).toMatch(/<button[^>]*data-step-next[^>]*disabled|<button[^>]*disabled[^>]*data-step-next/);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  before?.(container);
  const heading = container.querySelector('h2')!;
  const errors: unknown[] = [];
  await act(async () => {
    hydrate(container, island, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(container.querySelector('h2')).toBe(heading);
  expect(container.querySelector<HTMLButtonElement>('[data-step-next]')!.disabled).toBe(false);
  return { html, container };
}

/** A fresh deep link's island for AD's subscription, with the choices its page read (two delivery days). */
function deepLinkIsland() {
  return (
    <ComplaintJourney
      messages={messages}
      locale="nl-NL"
      overviewHref="/bezorgservice"
      journeyHref="/bezorgservice/klacht"
      preselect={AD.subscriptionId}
      initialOptions={{ subscription: AD, dates: ['2025-03-12', '2025-03-11'] } as ComplaintOptionsData}
    />
  );
}

beforeEach(() => {
  complaintJourney.reset();
  // Every test asks again: nothing from an earlier test's answers.
  fetcher().invalidateKeys(() => true);
  answers.subscriptions = [AD];
  answers.options = { subscription: AD, dates: ['2025-03-12', '2025-03-11'] };
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the complaint journey', () => {
  it('sends a link to a later step without its answers back to the first step', async () => {
    window.history.replaceState(null, '', '/bezorgservice/klacht?stap=controle');
    journey();
    expect(await screen.findByRole('heading', { name: 'Over welk abonnement gaat het?' })).toBeVisible();
    expect(window.location.search).toBe('?stap=abonnement');
  });

  it('refuses to go on without a subscription, in Dutch', async () => {
    window.history.replaceState(null, '', '/bezorgservice/klacht');
    journey();
    fireEvent.click(await screen.findByRole('button', { name: 'Volgende stap' }));
    expect(await screen.findByText('Kies het abonnement waarover je iets wilt melden.')).toBeVisible();
  });

  it('shows an empty state when no print subscription can be complained about', async () => {
    answers.subscriptions = [];
    window.history.replaceState(null, '', '/bezorgservice/klacht');
    journey();
    expect(await screen.findByText(/Voor digitale abonnementen kun je geen bezorgprobleem melden/)).toBeVisible();
  });

  it('starts a deep link at the reason step with a new idempotency key', async () => {
    window.history.replaceState(null, '', `/bezorgservice/ad/${AD.subscriptionId}`);
    journey(AD.subscriptionId);
    expect(await screen.findByRole('heading', { name: 'Wat ging er mis, en wanneer?' })).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(7));
    expect(window.location.search).toBe('?stap=reden');
    const draft = complaintJourney.$state.get();
    expect(draft.subscriptionId).toBe(AD.subscriptionId);
    expect(draft.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("renders a fresh deep link's reason step on the server from the page's choices, and hydrates it in place", async () => {
    window.history.replaceState(null, '', `/bezorgservice/ad/${AD.subscriptionId}`);
    const { html, container } = await serverThenHydrated(deepLinkIsland());
    expect(html).toContain('Wat ging er mis, en wanneer?');
    expect(html).toContain('woensdag 12 maart 2025');
    // Five reasons and two dates.
    expect(container.querySelectorAll('input[type="radio"]')).toHaveLength(7);
    expect(window.location.search).toBe('?stap=reden');
    const draft = complaintJourney.$state.get();
    expect(draft.subscriptionId).toBe(AD.subscriptionId);
    expect(draft.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    container.remove();
  });

  it('keeps a reason and a day chosen in the server HTML before the island hydrated', async () => {
    window.history.replaceState(null, '', `/bezorgservice/ad/${AD.subscriptionId}`);
    const { container } = await serverThenHydrated(deepLinkIsland(), (html) => {
      // Clicked before any script ran: only the page's radio buttons change.
      html.querySelector<HTMLInputElement>('input[value="NOT_DELIVERED"]')!.click();
      html.querySelector<HTMLInputElement>('input[value="2025-03-11"]')!.click();
    });
    expect(container.querySelector<HTMLInputElement>('input[value="NOT_DELIVERED"]')!.checked).toBe(true);
    expect(container.querySelector<HTMLInputElement>('input[value="2025-03-11"]')!.checked).toBe(true);
    // The island knows them: the step goes on without asking for a reason or a day.
    fireEvent.click(screen.getByRole('button', { name: 'Volgende stap' }));
    expect(await screen.findByRole('heading', { name: 'Wil je nog iets toelichten?' })).toBeVisible();
    expect(screen.queryByText('Kies wat het probleem was.')).toBeNull();
    container.remove();
  });

  it("renders a fresh journey's first step on the server from the page's list, and hydrates it with the tab's choice", async () => {
    window.history.replaceState(null, '', '/bezorgservice/klacht');
    complaintJourney.$state.set({
      subscriptionId: AD.subscriptionId,
      idempotencyKey: '00000000-0000-4000-8000-00000000000a',
    });
    const { html, container } = await serverThenHydrated(
      <ComplaintJourney
        messages={messages}
        locale="nl-NL"
        overviewHref="/bezorgservice"
        journeyHref="/bezorgservice/klacht"
        initialSubscriptions={[AD] as ComplaintSubscriptionData[]}
      />,
    );
    expect(html).toContain('Over welk abonnement gaat het?');
    expect(html).toContain('AD Krant maandag t/m zaterdag');
    // The subscription this tab chose before is chosen again.
    expect(container.querySelector<HTMLInputElement>(`input[value="${AD.subscriptionId}"]`)!.checked).toBe(true);
    expect(window.location.search).toBe('?stap=abonnement');
    container.remove();
  });
});
