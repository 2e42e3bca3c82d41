// @vitest-environment jsdom
/**
 * The payment change's island: loading placeholder, failure with "Probeer opnieuw", a subscription that is not the
 * account's, an invalid IBAN refused in Dutch before anything is sent, a valid one sent once with its idempotency
 * key, a server refusal shown, and the hosted payment's start. Only the GraphQL transport is replaced.
 */
import '../../ui/test-utils/dom';
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentOverviewQuery } from '../../lib/graphql/generated/graphql';
import { expectNoAxeViolations } from '../../ui/test-utils/axe';
import { PAYMENT_MESSAGE_KEYS } from './messages';
import { islandTexts } from '../../../tests/fixtures/island-texts';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/graphql/client', () => ({ request }));

const messages = islandTexts(PAYMENT_MESSAGE_KEYS);

const OVERVIEW: PaymentOverviewQuery = {
  paymentOverview: {
    subscriptions: [
      {
        id: 'sub-1',
        title: 'AD Krant maandag t/m zaterdag',
        subscriptionNumber: '123456789',
        paymentMethod: 'invoice',
        accountMasked: null,
        mandateReference: null,
      },
    ],
    methods: ['direct_debit', 'credit_card'],
  },
};

async function island() {
  vi.resetModules();
  return (await import('./PaymentChange')).default;
}

const props = {
  messages,
  subscriptionId: 'sub-1',
  country: 'nl' as const,
  brandName: 'AD',
  overviewPath: '/betaalservice',
};

beforeEach(() => request.mockReset());

describe('the payment change', () => {
  it('shows a placeholder, then a failure with a retry, then the form', async () => {
    const PaymentChange = await island();
    request
      .mockRejectedValueOnce(Object.assign(new Error('HTTP 400'), { status: 400 }))
      .mockResolvedValueOnce(OVERVIEW);
    render(<PaymentChange {...props} />);
    expect(screen.getByRole('status')).toHaveTextContent('Pagina aan het laden');
    await userEvent.click(await screen.findByRole('button', { name: 'Probeer opnieuw' }));
    expect(await screen.findByLabelText('IBAN')).toBeInTheDocument();
  });

  it('renders the form on the server from the overview the page read, before its query answers', async () => {
    const PaymentChange = await island();
    request.mockResolvedValue(OVERVIEW);
    const html = renderToString(<PaymentChange {...props} initial={OVERVIEW.paymentOverview} />);
    expect(html).not.toContain('data-payment-loading');
    expect(html).toContain('data-payment-form');
    expect(html).toContain('AD Krant maandag t/m zaterdag');
    const submit = html.match(/<button\b[^>]*>/g)?.filter((tag) => tag.includes('type="submit"'));
    expect(submit).toHaveLength(1);
    expect(submit![0]).toContain('disabled=""');
    // In the browser too: the form at once, before the query has answered (checked before anything is awaited).
    render(<PaymentChange {...props} initial={OVERVIEW.paymentOverview} />);
    expect(screen.getByLabelText('IBAN')).toBeInTheDocument();
    expect(screen.queryByText('Pagina aan het laden')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Betaalwijze wijzigen' })).toBeEnabled();
  });

  it('says so for a subscription that is not the account’s', async () => {
    const PaymentChange = await island();
    request.mockResolvedValueOnce(OVERVIEW);
    render(<PaymentChange {...props} subscriptionId="sub-2" />);
    expect(await screen.findByText('Dit abonnement hebben we niet gevonden op je account.')).toBeInTheDocument();
  });

  it('refuses an invalid IBAN before sending, sends a valid one and shows the result', async () => {
    const PaymentChange = await island();
    const sent: Array<Record<string, unknown>> = [];
    request.mockImplementation(async (_document: unknown, variables: Record<string, unknown> = {}) => {
      if (!('input' in variables)) return OVERVIEW;
      sent.push(variables['input'] as Record<string, unknown>);
      return {
        changePaymentDirectDebit: {
          ok: true,
          violations: [],
          change: {
            id: 'c1',
            subscriptionId: 'sub-1',
            method: 'direct_debit',
            status: 'paid',
            accountMasked: 'NL91 **** 00',
            mandateReference: 'MO123456789ABCDEF01',
            applied: true,
            createdAt: new Date().toISOString(),
          },
        },
      };
    });
    const { container } = render(<PaymentChange {...props} />);
    await userEvent.type(await screen.findByLabelText('IBAN'), 'NL91 ABNA 0417 1643 01');
    await userEvent.type(screen.getByLabelText('Naam rekeninghouder'), 'J. de Vries');
    await userEvent.click(screen.getByRole('button', { name: 'Betaalwijze wijzigen' }));
    // Beside the field (its description) and, linked to it, in the error summary.
    await waitFor(() =>
      expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription(
        expect.stringMatching(/Vul een geldig IBAN in/),
      ),
    );
    expect(screen.getByRole('link', { name: /Vul een geldig IBAN in/ })).toHaveAttribute(
      'href',
      `#${screen.getByLabelText('IBAN').id}`,
    );
    expect(sent).toHaveLength(0);
    await expectNoAxeViolations(container);

    await userEvent.clear(screen.getByLabelText('IBAN'));
    await userEvent.type(screen.getByLabelText('IBAN'), 'NL91 ABNA 0417 1643 00');
    await userEvent.click(screen.getByRole('button', { name: 'Betaalwijze wijzigen' }));
    expect(await screen.findByText(/MO123456789ABCDEF01/)).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        subscriptionId: 'sub-1',
        iban: 'NL91 ABNA 0417 1643 00',
        accountHolder: 'J. de Vries',
      }),
    ]);
    // One key per attempt, by the shared rule: a random UUID.
    expect(String(sent[0]?.['idempotencyKey'])).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('shows the server’s refusal of a card payment in Dutch', async () => {
    const PaymentChange = await island();
    request.mockImplementation(async (_document: unknown, variables: Record<string, unknown> = {}) =>
      'input' in variables
        ? {
            startPaymentChange: {
              ok: false,
              violations: [{ code: 'PAYMENT_PROVIDER_UNAVAILABLE', field: null }],
              change: null,
              checkoutUrl: null,
            },
          }
        : OVERVIEW,
    );
    render(<PaymentChange {...props} />);
    await userEvent.click(await screen.findByText('Creditcard'));
    await userEvent.click(screen.getByRole('button', { name: 'Verder naar betalen' }));
    expect(await screen.findByText(/De betaalprovider is nu niet bereikbaar/)).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ input: expect.objectContaining({ method: 'credit_card' }) }),
    );
  });
});
