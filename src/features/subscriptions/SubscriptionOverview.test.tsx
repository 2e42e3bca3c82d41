// @vitest-environment jsdom
/**
 * The subscriptions islands on the one fetcher, with only the GraphQL transport replaced: the overview's loading
 * placeholder (as many cards as the page counted, with the link below it), empty state, page-load failure with "Probeer opnieuw", the
 * subscription's facts and brand links; the linking form's refusals beside their fields.
 */
import '../../ui/test-utils/dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRANSLATIONS } from '../../content/dataset/source/translations';
import { pickMessages } from '../../i18n/pick';
import { SUBSCRIPTION_MESSAGE_KEYS } from './messages';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/graphql/client', () => ({ request }));

const MESSAGES = pickMessages(
  Object.fromEntries(Object.entries(TRANSLATIONS).map(([key, value]) => [key, value.nl])),
  SUBSCRIPTION_MESSAGE_KEYS,
);

const failure = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

const SUBSCRIPTION = {
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

async function islands() {
  vi.resetModules();
  const [{ default: SubscriptionOverview }, { default: LinkSubscription }] = await Promise.all([
    import('./SubscriptionOverview'),
    import('./LinkSubscription'),
  ]);
  return { SubscriptionOverview, LinkSubscription };
}

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
  it('shows the placeholder cards while loading, then each subscription with its facts and brand links', async () => {
    let answer: (value: unknown) => void = () => {};
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { SubscriptionOverview } = await islands();
    render(
      <SubscriptionOverview messages={MESSAGES} linksByBrand={LINKS} canLink placeholderCount={3} locale="nl-NL" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Pagina aan het laden');
    expect(screen.getByTestId('subscriptions-loading').querySelectorAll('div[aria-hidden]')).toHaveLength(3);
    // The link below the list is there from the start: nothing after the list moves when it comes.
    const linkAction = document.querySelector('a[href="/abonnementen/koppelen"]');
    expect(linkAction).not.toBeNull();

    answer({ linkedSubscriptions: [SUBSCRIPTION] });
    expect(await screen.findByRole('heading', { name: 'AD Zaterdagkrant' })).toBeVisible();
    expect(screen.getByText('Loopt af op 6 januari 2035')).toBeVisible();
    expect(screen.getByText('zaterdag')).toBeVisible();
    expect(screen.getByText('Nieuwe Binnenweg 120, 3015 BH Rotterdam')).toBeVisible();
    expect(screen.getByText('€ 16,50 per maand')).toBeVisible();
    expect(screen.getByText('Automatische incasso (NL** **** **** **12 34)')).toBeVisible();
    // Without digital access there is nothing to read online; an empty link (terminate, offers) is not shown.
    const links = [...screen.getByTestId('subscription-links').querySelectorAll('a')].map((a) => a.dataset['link']);
    expect(links).toEqual(['change', 'webshop']);
    expect(screen.getByRole('link', { name: 'Bekijk details van AD Zaterdagkrant' })).toHaveAttribute(
      'href',
      `/abonnementen/details/${SUBSCRIPTION.subscriptionId}`,
    );
    await waitFor(() => expect(document.cookie).toContain('mo-detailed-subscriptions-count=1'));
  });

  it('shows the empty state with the way to link one', async () => {
    request.mockResolvedValueOnce({ linkedSubscriptions: [] });
    const { SubscriptionOverview } = await islands();
    render(<SubscriptionOverview messages={MESSAGES} linksByBrand={{}} canLink placeholderCount={1} locale="nl-NL" />);
    expect(await screen.findByTestId('subscriptions-empty')).toHaveTextContent('Nog geen abonnementen');
    expect(screen.getByRole('link', { name: 'Abonnement koppelen' })).toHaveAttribute('href', '/abonnementen/koppelen');
  });

  it('shows the page-load failure state, and its button loads again', async () => {
    request.mockRejectedValueOnce(failure(400)).mockResolvedValueOnce({ linkedSubscriptions: [SUBSCRIPTION] });
    const { SubscriptionOverview } = await islands();
    render(
      <SubscriptionOverview
        messages={MESSAGES}
        linksByBrand={{}}
        canLink={false}
        placeholderCount={1}
        locale="nl-NL"
      />,
    );
    expect(await screen.findByText('Helaas, deze inhoud kan niet geladen worden.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    expect(await screen.findByRole('heading', { name: 'AD Zaterdagkrant' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Abonnement koppelen' })).toBeNull();
  });
});

describe('LinkSubscription', () => {
  it('shows a refusal beside its field, then the linked subscription', async () => {
    request
      .mockResolvedValueOnce({
        linkSubscription: {
          ok: false,
          violations: [{ code: 'SUBSCRIPTION_POSTCODE_MISMATCH', field: 'zip_code' }],
          subscription: null,
        },
      })
      .mockResolvedValueOnce({ linkSubscription: { ok: true, violations: [], subscription: SUBSCRIPTION } });
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
    expect(request.mock.calls.at(-1)?.[1]).toEqual({
      input: { subscription_number: '100000001', zip_code: '3015 BH' },
    });
  });
});
