// @vitest-environment jsdom
/**
 * The invoices island: loading placeholder, failure with "Probeer opnieuw", empty state, the overview grouped by
 * year with open invoices expanded and saying how to pay, older years loaded with "Oudere facturen", and the filter read from and written to the URL. Only the
 * GraphQL transport is replaced.
 */
import '../../ui/test-utils/dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceFieldsFragment, InvoicesQuery } from '../../lib/graphql/generated/graphql';
import { expectNoAxeViolations } from '../../ui/test-utils/axe';
import { INVOICE_MESSAGE_KEYS } from './messages';
import { islandTexts } from '../../../tests/fixtures/island-texts';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/graphql/client', () => ({ request }));

const messagesOf = (language: 'nl' | 'be') => islandTexts(INVOICE_MESSAGE_KEYS, { language });

const SUBSCRIPTION = '0f8fad5b-d9cb-469f-a165-70867728950e';

function invoice(number: string, issueDate: string, status: InvoiceFieldsFragment['status']): InvoiceFieldsFragment {
  const payable = status === 'OPEN' || status === 'OVERDUE';
  return {
    invoiceId: `id-${number}`,
    invoiceNumber: number,
    brandKey: 'ad',
    brandName: 'AD',
    subscriptionId: SUBSCRIPTION,
    subscriptionTitle: 'AD Krant maandag t/m zaterdag',
    subscriptionNumber: '123456789',
    issueDate,
    dueDate: '2025-03-10',
    periodStart: issueDate,
    periodEnd: issueDate,
    status,
    totalCents: 4445,
    vatCents: 367,
    paidAt: status === 'PAID' ? '2024-11-25T12:00:00.000Z' : null,
    paymentDetails: payable ? { name: 'DPG Media B.V.', iban: 'NL67 INGB 0006 5432 10', bic: 'INGBNL2A' } : null,
    lines: [{ description: 'AD Krant maandag t/m zaterdag', quantity: 1, amountCents: 4445, vatRate: 9 }],
  };
}

/** One page of the overview: its year's group, the count of all it matches and the next older year. */
function overview(
  groups: Array<[number, InvoiceFieldsFragment[]]>,
  filter = {},
  page: { matchCount?: number; olderYear?: number | null } = {},
): InvoicesQuery {
  const shown = groups.reduce((sum, [, invoices]) => sum + invoices.length, 0);
  return {
    invoices: {
      filter: { subscriptionId: null, period: null, status: null, ignored: [], ...filter },
      years: [2025, 2024],
      subscriptions: [
        {
          subscriptionId: SUBSCRIPTION,
          title: 'AD Krant maandag t/m zaterdag',
          brandKey: 'ad',
          subscriptionNumber: '123456789',
        },
      ],
      groups: groups.map(([year, invoices]) => ({ year, invoices })),
      matchCount: page.matchCount ?? shown,
      olderYear: page.olderYear ?? null,
      totalCount: page.matchCount ?? shown,
    },
  };
}

/** The first page: the newest year, of two invoices in two years. */
const FULL = overview(
  [[2025, [invoice('F2025-0010001', '2025-02-24', 'OVERDUE')]]],
  {},
  {
    matchCount: 2,
    olderYear: 2024,
  },
);
/** The page before 2025: the last. */
const OLDER = overview([[2024, [invoice('F2024-0010002', '2024-11-20', 'PAID')]]], {}, { matchCount: 2 });

async function island() {
  vi.resetModules();
  return (await import('./InvoiceOverview')).default;
}

beforeEach(() => {
  request.mockReset();
  window.history.replaceState(null, '', '/facturen');
});

describe('the invoices overview', () => {
  it('shows a placeholder while loading, then the invoices by year, the overdue one saying how to pay', async () => {
    const InvoiceOverview = await island();
    let answer: (value: unknown) => void = () => {};
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    render(<InvoiceOverview messages={messagesOf('nl')} locale="nl-NL" search="" />);
    expect(screen.getByRole('status')).toHaveTextContent('Pagina aan het laden');
    answer(FULL);
    expect(await screen.findByRole('heading', { level: 2, name: 'Facturen uit 2025' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Facturen filteren',
      'Facturen uit 2025',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 facturen gevonden');
    // The older year on request, by keyboard: it comes below, takes the focus, and nothing older is left.
    request.mockResolvedValueOnce(OLDER);
    screen.getByRole('button', { name: 'Oudere facturen' }).focus();
    await userEvent.keyboard('{Enter}');
    const older = await screen.findByRole('heading', { level: 2, name: 'Facturen uit 2024' });
    expect(request.mock.calls.at(-1)![1]).toEqual({ subscriptionId: null, period: null, status: null, before: 2025 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Facturen filteren',
      'Facturen uit 2025',
      'Facturen uit 2024',
    ]);
    await waitFor(() => expect(older).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Oudere facturen' })).toBeNull();
    const overdue = screen.getByRole('heading', { level: 3, name: 'Factuur van 24 februari 2025' }).closest('article')!;
    expect(within(overdue).getByText('Achterstallig')).toBeVisible();
    expect(within(overdue).getByText('€ 44,45', { selector: '[data-part="price"]' })).toBeVisible();
    expect(within(overdue).getByText(/is verstreken/)).toHaveTextContent(
      'Maak € 44,45 zo snel mogelijk over naar NL67 INGB 0006 5432 10 ten name van DPG Media B.V., met factuurnummer F2025-0010001 als betalingskenmerk.',
    );
    expect(within(overdue).getByRole('link', { name: 'Factuur F2025-0010001 downloaden (pdf)' })).toHaveAttribute(
      'href',
      '/facturen/id-F2025-0010001.pdf',
    );
    // A paid invoice starts collapsed.
    const paid = screen.getByRole('heading', { level: 3, name: 'Factuur van 20 november 2024' }).closest('article')!;
    expect(within(paid).getByRole('button', { name: 'Meer details' })).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(document.body);
  });

  it('shows the page-load failure, whose button loads again', async () => {
    const InvoiceOverview = await island();
    request.mockRejectedValueOnce(Object.assign(new Error('HTTP 400'), { status: 400 })).mockResolvedValueOnce(FULL);
    render(<InvoiceOverview messages={messagesOf('nl')} locale="nl-NL" search="" />);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Helaas, deze inhoud kan niet geladen worden.'));
    await userEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Facturen uit 2025' })).toBeVisible();
  });

  it('says so when there are no invoices at all', async () => {
    const InvoiceOverview = await island();
    request.mockResolvedValueOnce(overview([]));
    render(<InvoiceOverview messages={messagesOf('nl')} locale="nl-NL" search="" />);
    expect(await screen.findByText(/Je hebt nog geen facturen/)).toBeVisible();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('asks with the filter of the URL, in Belgian wording, and clearing it writes the URL back', async () => {
    const InvoiceOverview = await island();
    window.history.replaceState(null, '', `/facturen?jaar=2025&status=achterstallig&abonnement=${SUBSCRIPTION}`);
    request.mockImplementation(async (_document: unknown, variables: Record<string, unknown>) =>
      variables['status'] === 'OVERDUE'
        ? overview([[2025, [invoice('F2025-0010001', '2025-02-24', 'OVERDUE')]]], {
            status: 'OVERDUE',
            period: '2025',
            subscriptionId: SUBSCRIPTION,
          })
        : FULL,
    );
    render(<InvoiceOverview messages={messagesOf('be')} locale="nl-BE" search={window.location.search} />);
    expect(await screen.findByText('1 factuur gevonden')).toBeVisible();
    expect(request.mock.calls[0]![1]).toEqual({
      subscriptionId: SUBSCRIPTION,
      period: '2025',
      status: 'OVERDUE',
      before: null,
    });
    expect(screen.getByText(/Schrijf € 44,45 zo snel mogelijk over/)).toBeVisible();
    expect(screen.getAllByText('Vervallen').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Filter wissen' }));
    expect(window.location.search).toBe('');
    expect(await screen.findByText('2 facturen gevonden')).toBeVisible();
    expect(request.mock.calls.at(-1)![1]).toEqual({ subscriptionId: null, period: null, status: null, before: null });
  });

  it('writes a chosen filter into the URL and asks with it; the back button goes back to the last one', async () => {
    const InvoiceOverview = await island();
    request.mockResolvedValue(FULL);
    render(<InvoiceOverview messages={messagesOf('nl')} locale="nl-NL" search="" />);
    await screen.findByText('2 facturen gevonden');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Betaald');
    expect(window.location.search).toBe('?status=betaald');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Jaar' }), '2024');
    expect(window.location.search).toBe('?jaar=2024&status=betaald');
    await waitFor(() =>
      expect(request.mock.calls.at(-1)![1]).toEqual({
        subscriptionId: null,
        period: '2024',
        status: 'PAID',
        before: null,
      }),
    );
    window.history.back();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Jaar' })).toHaveValue('all'));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('paid');
  });

  it('warns when the link holds a filter it cannot use, and shows every invoice for it', async () => {
    const InvoiceOverview = await island();
    request.mockResolvedValue(FULL);
    render(<InvoiceOverview messages={messagesOf('nl')} locale="nl-NL" search="?jaar=1850" />);
    expect(await screen.findByText(/Een deel van het filter in deze link klopt niet/)).toBeVisible();
    expect(request.mock.calls[0]![1]).toEqual({ subscriptionId: null, period: null, status: null, before: null });
  });
});
