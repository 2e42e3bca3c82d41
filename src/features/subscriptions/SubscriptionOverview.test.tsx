// @vitest-environment jsdom
/**
 * The subscriptions islands on the one fetcher, with only the GraphQL transport replaced: the overview renders the
 * page's answer of its LinkedSubscriptions query in its first (server) render and starts from it without asking
 * again, then shows what a later read of that query answers; its empty state, the subscription's facts and brand links; the linking form's refusals beside their fields.
 */
import '../../ui/test-utils/dom';
import { freshIslands, serverHtml } from '../../ui/test-utils/islands';
import { render, screen, waitFor, within } from '@testing-library/react';
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

const MESSAGES = islandTexts(SUBSCRIPTION_MESSAGE_KEYS);

const failure = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

const SUBSCRIPTION: LinkedSubscription = {
  subscriptionId: '6f1c2d9e-0000-4000-8000-000000000001',
  brandKey: 'ad',
  brandName: 'AD',
  subscriptionNumber: '100000001',
  title: 'AD Zaterdagkrant',
  productType: 'NEWSPAPER',
  state: 'ENDING',
  startDate: '2024-01-01',
  endDate: '2035-01-06',
  deliveryDays: [6],
  priceCents: 1650,
  billingPeriod: 'MONTH',
  paymentMethod: 'DIRECT_DEBIT',
  paymentAccountMasked: 'NL** **** **** **12 34',
  digitalAccess: false,
  email: 'jan@example.nl',
  holder: { firstName: 'Jan', lastName: 'de Vries', phoneNumber: null },
  deliveryAddress: {
    street: 'Nieuwe Binnenweg',
    houseNumber: '120',
    houseNumberSuffix: null,
    zipCode: '3015 BH',
    city: 'Rotterdam',
    countryCode: 'NL',
  },
};

const LINKS = {
  ad: {
    readOnline: 'https://www.ad.nl/lezen',
    change: 'https://www.ad.nl/wijzigen',
    webshop: 'https://webshop.ad.nl/',
  },
};

const islands = () =>
  freshIslands({
    SubscriptionOverview: () => import('./SubscriptionOverview'),
    LinkSubscription: () => import('./LinkSubscription'),
  });

// The forms load their shared schema (and zod) on first use; loaded once here, so no test waits for the first
// transform of zod on a busy machine.
beforeAll(async () => {
  await import('../../shared/subscriptions');
});

beforeEach(() => {
  request.mockReset();
  document.cookie = 'mo-detailed-subscriptions-count=; Max-Age=0; Path=/';
});

describe('SubscriptionOverview', () => {
  it("renders the page's answer in the server HTML: each subscription with its facts, the link below the list", async () => {
    const { SubscriptionOverview } = await islands();
    const html = renderToString(
      createElement(SubscriptionOverview, {
        initial: { linkedSubscriptions: [SUBSCRIPTION] },
        messages: MESSAGES,
        linksByBrand: LINKS,
        canLink: true,
        locale: 'nl-NL',
      }),
    );
    const page = serverHtml(request, html, { reads: false });
    expect(page.getByRole('heading', { name: 'AD Zaterdagkrant' })).toBeVisible();
    expect(page.getByText('Loopt af op 6 januari 2035')).toBeVisible();
    expect(page.getByText('zaterdag')).toBeVisible();
    expect(page.getByText('Nieuwe Binnenweg 120, 3015 BH Rotterdam')).toBeVisible();
    expect(page.getByText('€ 16,50 per maand')).toBeVisible();
    expect(page.getByText('Automatische incasso (NL** **** **** **12 34)')).toBeVisible();
    // Without digital access there is nothing to read online; an empty link (terminate, offers) is not shown.
    const links = [...page.getByTestId('subscription-links').querySelectorAll('a')].map((a) => a.dataset['link']);
    expect(links).toEqual(['change', 'webshop']);
    expect(page.getByRole('link', { name: 'Bekijk details van AD Zaterdagkrant' })).toHaveAttribute(
      'href',
      `/abonnementen/details/${SUBSCRIPTION.subscriptionId}`,
    );
    expect(page.getByRole('link', { name: 'Abonnement koppelen' })).toHaveAttribute('href', '/abonnementen/koppelen');
    expect(page.queryByRole('status')).toBeNull();
    await page.remove();
  });

  it("starts from the page's answer without asking again, shows what a later read answers, and counts it in the cookie", async () => {
    let answer: (value: unknown) => void = () => {};
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { SubscriptionOverview } = await islands();
    const { fetcher } = await import('../../lib/fetcher/fetcher');
    const { subscriptionsArea } = await import('./area');
    render(
      <SubscriptionOverview
        initial={{ linkedSubscriptions: [SUBSCRIPTION] }}
        messages={MESSAGES}
        linksByBrand={LINKS}
        canLink
        locale="nl-NL"
      />,
    );
    expect(screen.getByRole('heading', { name: 'AD Zaterdagkrant' })).toBeVisible();
    await waitFor(() => expect(document.cookie).toContain('mo-detailed-subscriptions-count=1'));
    expect(request).not.toHaveBeenCalled();
    // A mutation that names the list (linking one) reads it again.
    fetcher().revalidateKeys(subscriptionsArea.cacheKeys.linkedSubscriptions);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    const second = { ...SUBSCRIPTION, subscriptionId: '6f1c2d9e-0000-4000-8000-000000000009', title: 'AD Digitaal' };
    answer({ linkedSubscriptions: [SUBSCRIPTION, second] });
    expect(await screen.findByRole('heading', { name: 'AD Digitaal' })).toBeVisible();
    expect(screen.getByTestId('subscription-list').children).toHaveLength(2);
    await waitFor(() => expect(document.cookie).toContain('mo-detailed-subscriptions-count=2'));
  });

  it('shows the empty state with the way to link one', async () => {
    request.mockResolvedValueOnce({ linkedSubscriptions: [] });
    const { SubscriptionOverview } = await islands();
    render(
      <SubscriptionOverview
        initial={{ linkedSubscriptions: [] }}
        messages={MESSAGES}
        linksByBrand={{}}
        canLink
        locale="nl-NL"
      />,
    );
    expect(screen.getByTestId('subscriptions-empty')).toHaveTextContent('Nog geen abonnementen');
    expect(screen.getByRole('link', { name: 'Abonnement koppelen' })).toHaveAttribute('href', '/abonnementen/koppelen');
  });

  it("keeps the page's list when a later read of it fails", async () => {
    request.mockRejectedValue(failure(400));
    const { SubscriptionOverview } = await islands();
    const { fetcher } = await import('../../lib/fetcher/fetcher');
    const { subscriptionsArea } = await import('./area');
    render(
      <SubscriptionOverview
        initial={{ linkedSubscriptions: [SUBSCRIPTION] }}
        messages={MESSAGES}
        linksByBrand={{}}
        canLink={false}
        locale="nl-NL"
      />,
    );
    fetcher().revalidateKeys(subscriptionsArea.cacheKeys.linkedSubscriptions);
    await waitFor(() => expect(request).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('heading', { name: 'AD Zaterdagkrant' })).toBeVisible();
    expect(screen.queryByText('Helaas, deze inhoud kan niet geladen worden.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Abonnement koppelen' })).toBeNull();
  });
});

describe('LinkSubscription', () => {
  it('shows a refusal beside its field, then the linked subscription', async () => {
    // Answers by operation: the link refuses once, then links; a list read (linking revalidates it) finds nothing.
    let links = 0;
    request.mockImplementation(async (document: unknown) => {
      if (documentOperation(document)?.name !== 'LinkSubscription') return { linkedSubscriptions: [] };
      links += 1;
      return links === 1
        ? {
            linkSubscription: {
              ok: false,
              violations: [{ code: 'SUBSCRIPTION_POSTCODE_MISMATCH', field: 'zip_code' }],
              subscription: null,
            },
          }
        : { linkSubscription: { ok: true, violations: [], subscription: SUBSCRIPTION } };
    });
    const { LinkSubscription } = await islands();
    render(<LinkSubscription messages={MESSAGES} country="nl" />);
    await userEvent.type(screen.getByLabelText('Abonnementsnummer'), '100000001');
    await userEvent.type(screen.getByLabelText('Postcode van je bezorgadres'), '1012 LG');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Koppelen' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Koppelen' }));
    const postcode = screen.getByLabelText('Postcode van je bezorgadres');
    await waitFor(() => expect(postcode).toHaveAttribute('aria-invalid', 'true'));
    const refusal = 'Deze postcode hoort niet bij dit abonnement. Vul de postcode van je bezorgadres in.';
    // Beside the field (its description) and, linked to it, in the error summary, which takes focus.
    expect(postcode).toHaveAccessibleDescription(expect.stringContaining(refusal));
    const summary = screen.getByRole('region', {
      name: 'Niet alles is goed ingevuld. Bekijk de meldingen bij de velden.',
    });
    expect(within(summary).getByRole('link', { name: refusal })).toHaveAttribute('href', `#${postcode.id}`);
    expect(summary).toHaveFocus();

    await userEvent.clear(postcode);
    await userEvent.type(postcode, '3015 BH');
    await userEvent.click(screen.getByRole('button', { name: 'Koppelen' }));
    expect(await screen.findByText('AD Zaterdagkrant is gekoppeld aan je account.')).toBeVisible();
    expect(links).toBe(2);
    const linked = request.mock.calls.filter(([document]) => documentOperation(document)?.name === 'LinkSubscription');
    expect(linked.at(-1)?.[1]).toEqual({
      input: { subscription_number: '100000001', zip_code: '3015 BH' },
    });
  });
});
