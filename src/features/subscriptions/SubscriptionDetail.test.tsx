// @vitest-environment jsdom
/**
 * The detail island and the commercial offers island on the one fetcher, with only the transports replaced: the
 * detail renders the page's answer of its LinkedSubscription query in its first (server) render, then its own read;
 * its not-found state for an id that is not the account's, an e-mail change whose refusal shows beside the field and
 * whose success shows what the server stored; the offers' switches through /api/commercial-offerings.
 */
import '../../ui/test-utils/dom';
import { freshIslands, serverHtml } from '../../ui/test-utils/islands';
import { render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_MESSAGE_KEYS } from './messages';
import type { LinkedSubscription } from './queries';
import { islandTexts } from '../../../tests/fixtures/island-texts';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/graphql/client', () => ({ request }));
const { documentOperation } =
  await vi.importActual<typeof import('../../lib/graphql/client')>('../../lib/graphql/client');
const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/service-client', async (original) => ({
  ...(await original<typeof import('../../lib/service-client')>()),
  services: () => ({ call }),
}));

const MESSAGES = islandTexts(SUBSCRIPTION_MESSAGE_KEYS);

const SUBSCRIPTION: LinkedSubscription = {
  subscriptionId: '6f1c2d9e-0000-4000-8000-000000000002',
  brandKey: 'hln',
  brandName: 'HLN',
  subscriptionNumber: '200000001',
  title: 'HLN Weekendkrant',
  productType: 'NEWSPAPER',
  state: 'SUSPENDED',
  startDate: '2024-03-01',
  endDate: null,
  deliveryDays: [6],
  priceCents: 1799,
  billingPeriod: 'MONTH',
  paymentMethod: 'INVOICE',
  paymentAccountMasked: null,
  digitalAccess: true,
  email: 'an@example.be',
  holder: { firstName: 'An', lastName: 'Peeters', phoneNumber: null },
  deliveryAddress: {
    street: 'Meir',
    houseNumber: '12',
    houseNumberSuffix: null,
    zipCode: '2000',
    city: 'Antwerpen',
    countryCode: 'BE',
  },
};

const actions = { changeEmail: true, editPersonalia: true, unlink: true };

const islands = () =>
  freshIslands({
    SubscriptionDetail: () => import('./SubscriptionDetail'),
    CommercialOffers: () => import('./CommercialOffers'),
  });

// The forms load their shared schema (and zod) on first use; loaded once here, so no test waits for the first
// transform of zod on a busy machine.
beforeAll(async () => {
  await import('../../shared/subscriptions');
});

beforeEach(() => {
  request.mockReset();
  call.mockReset();
});

describe('SubscriptionDetail', () => {
  it('says an id that is not one of the account’s subscriptions is not found, in the server HTML', async () => {
    const { SubscriptionDetail } = await islands();
    const page = serverHtml(
      request,
      renderToString(
        createElement(SubscriptionDetail, {
          subscriptionId: '00000000-0000-4000-8000-000000000000',
          initial: { linkedSubscription: null },
          messages: MESSAGES,
          linksByBrand: {},
          actions,
          locale: 'nl-BE',
        }),
      ),
    );
    expect(page.getByTestId('subscription-not-found')).toHaveTextContent('We kunnen dit abonnement niet vinden');
    await page.remove();
  });

  it("renders the page's answer in the server HTML: the facts and every section the flags allow", async () => {
    const { SubscriptionDetail } = await islands();
    const page = serverHtml(
      request,
      renderToString(
        createElement(SubscriptionDetail, {
          subscriptionId: SUBSCRIPTION.subscriptionId,
          initial: { linkedSubscription: SUBSCRIPTION },
          messages: MESSAGES,
          linksByBrand: {},
          actions,
          locale: 'nl-BE',
        }),
      ),
    );
    expect(page.getByTestId('subscription-number')).toHaveTextContent('200000001');
    expect(page.getByText('Vandaag onderbroken')).toBeVisible();
    expect([...page.container.querySelectorAll('h2')].map((node) => node.textContent)).toEqual([
      'HLN Weekendkrant',
      'E-mailadres van dit abonnement',
      'Abonnee',
      'Abonnement ontkoppelen',
    ]);
    expect(page.queryByRole('status')).toBeNull();
    await page.remove();
  });

  it("follows its own read: one that answers the subscription is gone shows not found, not the page's answer", async () => {
    let answer: (value: unknown) => void = () => {};
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { SubscriptionDetail } = await islands();
    render(
      <SubscriptionDetail
        subscriptionId={SUBSCRIPTION.subscriptionId}
        initial={{ linkedSubscription: SUBSCRIPTION }}
        messages={MESSAGES}
        linksByBrand={{}}
        actions={actions}
        locale="nl-BE"
      />,
    );
    expect(screen.getByTestId('subscription-number')).toHaveTextContent('200000001');
    answer({ linkedSubscription: null });
    expect(await screen.findByTestId('subscription-not-found')).toBeVisible();
    expect(screen.queryByTestId('subscription-number')).toBeNull();
  });

  it('changes the e-mail address: a refusal beside the field, then the stored address', async () => {
    // Answers by operation: the mutation refuses once, then stores; the subscription is what is stored.
    const stored = SUBSCRIPTION;
    let changes = 0;
    request.mockImplementation(async (document: unknown, variables: { email?: string }) => {
      if (documentOperation(document)?.name !== 'ChangeSubscriptionEmail') return { linkedSubscription: stored };
      changes += 1;
      if (changes === 1) {
        return {
          changeSubscriptionEmail: {
            ok: false,
            violations: [{ code: 'SUBSCRIPTION_EMAIL_UNCHANGED', field: 'email' }],
            subscription: null,
          },
        };
      }
      // The server sends a confirmation link and keeps the address until it is confirmed.
      return {
        changeSubscriptionEmail: { ok: true, violations: [], subscription: stored, pendingEmail: variables.email },
      };
    });
    const { SubscriptionDetail } = await islands();
    render(
      <SubscriptionDetail
        subscriptionId={SUBSCRIPTION.subscriptionId}
        initial={{ linkedSubscription: stored }}
        messages={MESSAGES}
        linksByBrand={{ hln: { readOnline: 'https://www.hln.be/lezen' } }}
        actions={actions}
        locale="nl-BE"
      />,
    );
    expect(await screen.findByText('Vandaag onderbroken')).toBeVisible();
    expect(screen.getByRole('link', { name: /Online lezen/ })).toHaveAttribute('href', 'https://www.hln.be/lezen');
    await userEvent.click(screen.getByRole('button', { name: 'E-mailadres van dit abonnement wijzigen' }));
    // The form's fields load on the first edit (a chunk of their own: slow on a busy machine).
    const field = await screen.findByRole('textbox', { name: 'E-mailadres' }, { timeout: 10_000 });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    // Beside the field (its description) and, linked to it, in the error summary.
    const refusal = 'Dit is al het e-mailadres van dit abonnement.';
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(screen.getByRole('link', { name: refusal })).toHaveAttribute('href', `#${field.id}`);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field);
    await userEvent.type(field, 'nieuw@example.be');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(/We hebben een bevestigingslink gestuurd naar nieuw@example\.be\./)).toBeVisible();
    expect(screen.getByTestId('subscription-email')).not.toHaveTextContent('nieuw@example.be');
    expect(changes).toBe(2);
    expect(request).toHaveBeenCalledWith(expect.anything(), {
      subscriptionId: SUBSCRIPTION.subscriptionId,
      email: 'nieuw@example.be',
    });
  });
});

describe('CommercialOffers', () => {
  it('shows a switch per channel and records a choice', async () => {
    call
      .mockResolvedValueOnce({ channels: { email: false, phone: false, post: true } })
      .mockResolvedValueOnce({ channels: { email: true, phone: false, post: true } });
    const { CommercialOffers } = await islands();
    render(<CommercialOffers messages={MESSAGES} brandName="HLN" />);
    const email = await screen.findByRole('switch', { name: 'Per e-mail' });
    expect(email).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Per post' })).toBeChecked();
    await waitFor(() => expect(email).toBeEnabled());
    await userEvent.click(email);
    expect(await screen.findByText('Je ontvangt voortaan aanbiedingen Per e-mail.')).toBeVisible();
    expect(call.mock.calls[1]?.[1]).toEqual({ channel: 'email', optedIn: true });
  });

  it('shows the page-load failure state, and its button loads again', async () => {
    call.mockRejectedValueOnce(Object.assign(new Error('HTTP 400'), { status: 400 }));
    call.mockResolvedValueOnce({ channels: { email: false, phone: false, post: false } });
    const { CommercialOffers } = await islands();
    render(<CommercialOffers messages={MESSAGES} brandName="HLN" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Probeer opnieuw' }));
    expect(await screen.findAllByRole('switch')).toHaveLength(3);
  });
});
