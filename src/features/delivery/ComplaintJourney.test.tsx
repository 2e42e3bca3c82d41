// @vitest-environment jsdom
/**
 * The complaint journey's island: a link to a later step without its answers goes back to the first step; the
 * subscriptions step shows its empty state and the Dutch refusal when nothing is chosen; a deep link starts at the
 * reason step with the newspaper's five reasons, and with the page's choices that step is already the server's HTML.
 */
import '../../ui/test-utils/dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRANSLATIONS } from '../../content/dataset/source/translations';
import { fetcher } from '../../lib/fetcher/fetcher';
import { pickMessages } from '../../i18n/pick';
import ComplaintJourney, { DRAFT_STORAGE_KEY, type ComplaintOptionsData } from './ComplaintJourney';
import { DELIVERY_MESSAGE_KEYS } from './messages';

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

const messages = pickMessages(
  Object.fromEntries(Object.entries(TRANSLATIONS).map(([key, value]) => [key, value.nl])),
  DELIVERY_MESSAGE_KEYS,
);

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

beforeEach(() => {
  window.sessionStorage.clear();
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
    const draft = JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)!) as Record<string, string>;
    expect(draft['subscriptionId']).toBe(AD.subscriptionId);
    expect(draft['idempotencyKey']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("renders a fresh deep link's reason step on the server from the page's choices, and hydrates it in place", async () => {
    window.history.replaceState(null, '', `/bezorgservice/ad/${AD.subscriptionId}`);
    const initialOptions = { subscription: AD, dates: ['2025-03-12', '2025-03-11'] } as ComplaintOptionsData;
    const island = (
      <ComplaintJourney
        messages={messages}
        locale="nl-NL"
        overviewHref="/bezorgservice"
        journeyHref="/bezorgservice/klacht"
        preselect={AD.subscriptionId}
        initialOptions={initialOptions}
      />
    );
    const html = renderToString(island);
    expect(html).not.toContain('data-complaint-loading');
    expect(html).toContain('Wat ging er mis, en wanneer?');
    expect(html).toContain('woensdag 12 maart 2025');
    expect(html).toMatch(/<button[^>]*data-complaint-next[^>]*disabled|<button[^>]*disabled[^>]*data-complaint-next/);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const heading = container.querySelector('h2')!;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, island, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The same heading element: the step was hydrated, not replaced by a placeholder and rendered again.
    expect(container.querySelector('h2')).toBe(heading);
    expect(container.querySelectorAll('[role="radio"], input[type="radio"]').length).toBeGreaterThan(0);
    expect(container.querySelector<HTMLButtonElement>('[data-complaint-next]')!.disabled).toBe(false);
    expect(window.location.search).toBe('?stap=reden');
    const draft = JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)!) as Record<string, string>;
    expect(draft['subscriptionId']).toBe(AD.subscriptionId);
    expect(draft['idempotencyKey']).toMatch(/^[0-9a-f-]{36}$/);
    container.remove();
  });
});
