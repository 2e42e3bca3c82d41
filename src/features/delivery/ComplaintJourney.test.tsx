// @vitest-environment jsdom
/**
 * The complaint journey's island: a link to a later step without its answers goes back to the first step; the
 * subscriptions step shows its empty state and the Dutch refusal when nothing is chosen; a deep link starts at the
 * reason step with the newspaper's five reasons.
 */
import '../../ui/test-utils/dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRANSLATIONS } from '../../content/dataset/source/translations';
import { fetcher } from '../../lib/fetcher/fetcher';
import { pickMessages } from '../../i18n/pick';
import ComplaintJourney, { DRAFT_STORAGE_KEY } from './ComplaintJourney';
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
});
