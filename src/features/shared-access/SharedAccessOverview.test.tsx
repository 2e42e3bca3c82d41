// @vitest-environment jsdom
/**
 * The shared-access islands through the one fetcher: the overview's loading placeholder, load failure with "Probeer
 * opnieuw", empty state and list; each mutation refreshes the overview; refusals are shown in
 * Dutch beside the field; the accept island shows a refusal as its own page. Only the GraphQL transport is replaced.
 */
import '../../ui/test-utils/dom';
import { freshIslands } from '../../ui/test-utils/islands';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHARED_ACCESS_MESSAGE_KEYS } from './messages';
import { islandTexts } from '../../../tests/fixtures/island-texts';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/graphql/client', () => ({ request }));

const client = await vi.importActual<typeof import('../../lib/graphql/client')>('../../lib/graphql/client');

const messagesOf = (language: 'nl' | 'be') => islandTexts(SHARED_ACCESS_MESSAGE_KEYS, { language });
const MESSAGES = messagesOf('nl');

const failure = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

const SUBSCRIPTION = {
  subscriptionId: '11111111-1111-4111-8111-111111111111',
  title: 'AD Krant maandag t/m zaterdag',
  maxCoReaders: 3,
  placesLeft: 1,
  coReaders: [{ id: 'c1', name: 'Noor Hendriks', email: 'noor@example.nl', since: '2026-11-01T10:00:00.000Z' }],
  invites: [
    { key: 'i1', email: 'kees@example.nl', sentAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-12-04T10:00:00.000Z' },
  ],
};
const OVERVIEW = { subscriptions: [SUBSCRIPTION], sharedWithMe: [] };

function operationOf(document: unknown): string | undefined {
  return client.documentOperation(document)?.name;
}

const calls = (operation: string) =>
  request.mock.calls.filter(([document]) => operationOf(document) === operation).map(([, variables]) => variables);

/** Answers each operation from `answers` (a function of the call's variables, or a value). */
function answer(answers: Record<string, unknown>) {
  request.mockImplementation((document: unknown, variables: unknown) => {
    const name = operationOf(document) ?? '';
    const value = answers[name];
    if (value instanceof Error) return Promise.reject(value);
    return Promise.resolve(typeof value === 'function' ? (value as (v: unknown) => unknown)(variables) : value);
  });
}

// A fresh fetcher (its cache is per page) for every test.
const islands = () =>
  freshIslands({
    SharedAccessOverview: () => import('./SharedAccessOverview'),
    AcceptInvite: () => import('./AcceptInvite'),
  });

// The forms load their shared schema (and zod) on first use; loaded once here, so no test waits for the first
// transform of zod on a busy machine.
beforeAll(async () => {
  await import('../../shared/shared-access');
});

beforeEach(() => {
  request.mockReset();
});

describe('the overview', () => {
  it('shows a placeholder while it loads, then co-readers, open invitations and places left', async () => {
    const { SharedAccessOverview } = await islands();
    let resolve: (value: unknown) => void = () => {};
    request.mockReturnValueOnce(new Promise((done) => (resolve = done)));
    render(<SharedAccessOverview messages={MESSAGES} locale="nl-NL" country="nl" />);
    expect(screen.getByRole('status')).toHaveTextContent('Pagina aan het laden');
    resolve({ sasOverview: OVERVIEW });
    expect(await screen.findByRole('heading', { level: 2, name: SUBSCRIPTION.title })).toBeVisible();
    expect(screen.getByText('Nog 1 van 3 plaatsen vrij')).toBeVisible();
    expect(screen.getByText('Noor Hendriks')).toBeVisible();
    expect(screen.getByText(/Leest mee sinds 1 november 2026/)).toBeVisible();
    expect(screen.getByText('Uitgenodigd op 20 november 2026, geldig tot en met 4 december 2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Noor Hendriks verwijderen als meelezer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Uitnodiging voor kees@example.nl intrekken' })).toBeVisible();
  });

  it('shows the page-load failure state, and its button loads again', async () => {
    const { SharedAccessOverview } = await islands();
    request.mockRejectedValueOnce(failure(400)).mockResolvedValueOnce({ sasOverview: OVERVIEW });
    render(<SharedAccessOverview messages={MESSAGES} locale="nl-NL" country="nl" />);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Helaas, deze inhoud kan niet geladen worden.'));
    await userEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    expect(await screen.findByText('Nog 1 van 3 plaatsen vrij')).toBeVisible();
  });

  it('has an empty state without a shareable subscription, and shows read-only whose subscription one reads along on', async () => {
    const { SharedAccessOverview } = await islands();
    answer({
      SasOverview: {
        sasOverview: {
          subscriptions: [],
          sharedWithMe: [
            { subscriptionId: 's2', title: 'HLN Digitaal', ownerName: 'An Peeters', since: '2026-11-01T10:00:00Z' },
          ],
        },
      },
    });
    render(<SharedAccessOverview messages={messagesOf('be')} locale="nl-BE" country="be" />);
    expect(await screen.findByRole('heading', { name: 'Je hebt geen abonnement om te delen' })).toBeVisible();
    expect(screen.getByText('HLN Digitaal van An Peeters')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says that every place is taken instead of showing the form', async () => {
    const { SharedAccessOverview } = await islands();
    answer({ SasOverview: { sasOverview: { ...OVERVIEW, subscriptions: [{ ...SUBSCRIPTION, placesLeft: 0 }] } } });
    render(<SharedAccessOverview messages={MESSAGES} locale="nl-NL" country="nl" />);
    expect(await screen.findByText(/Alle 3 plaatsen zijn bezet/)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('the mutations refresh the overview', () => {
  it('sendInvite: a refusal beside the field, then success with a refreshed overview', async () => {
    const { SharedAccessOverview } = await islands();
    let refuse = true;
    answer({
      SasOverview: { sasOverview: OVERVIEW },
      SendInvite: () =>
        refuse
          ? {
              sendInvite: { ok: false, violations: [{ code: 'SAS_INVITE_OWN_EMAIL', field: 'email' }], invite: null },
            }
          : {
              sendInvite: {
                ok: true,
                violations: [],
                invite: { key: 'i2', email: 'nieuw@example.nl', expiresAt: '2026-12-07T10:00:00Z' },
              },
            },
    });
    render(<SharedAccessOverview messages={MESSAGES} locale="nl-NL" country="nl" />);
    const field = await screen.findByRole('textbox', { name: 'E-mailadres van de meelezer' });
    await userEvent.type(field, 'ik@example.nl{Enter}');
    // Beside the field (its description) and, linked to it, in the error summary, which takes focus.
    const refusal = 'Dit is je eigen e-mailadres. Nodig iemand anders uit.';
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    const link = screen.getByRole('link', { name: refusal });
    expect(link).toHaveAttribute('href', `#${field.id}`);
    await waitFor(() => expect(link.closest('[data-error-summary]')).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls('SasOverview')).toHaveLength(2);

    refuse = false;
    await userEvent.clear(field);
    await new Promise((done) => setTimeout(done, 1100)); // a second submit within a second is swallowed
    await userEvent.type(field, 'nieuw@example.nl{Enter}');
    expect(
      await screen.findByText('We hebben een uitnodiging gestuurd naar nieuw@example.nl. De link is 14 dagen geldig.'),
    ).toBeVisible();
    expect(calls('SendInvite')).toEqual([
      { subscriptionId: SUBSCRIPTION.subscriptionId, email: 'ik@example.nl' },
      { subscriptionId: SUBSCRIPTION.subscriptionId, email: 'nieuw@example.nl' },
    ]);
    await waitFor(() => expect(calls('SasOverview')).toHaveLength(3));
  });

  it('revokeInvite and revokeCoReader send the ids of the row and refresh', async () => {
    const { SharedAccessOverview } = await islands();
    answer({
      SasOverview: { sasOverview: OVERVIEW },
      RevokeInvite: { revokeInvite: { ok: true, violations: [] } },
      RevokeCoReader: { revokeCoReader: { ok: false, violations: [{ code: 'NOT_FOUND', field: 'id' }] } },
    });
    render(<SharedAccessOverview messages={MESSAGES} locale="nl-NL" country="nl" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Uitnodiging voor kees@example.nl intrekken' }));
    expect(await screen.findByText(/De uitnodiging is ingetrokken/)).toBeVisible();
    expect(calls('RevokeInvite')).toEqual([{ subscriptionId: SUBSCRIPTION.subscriptionId, key: 'i1' }]);
    await new Promise((done) => setTimeout(done, 1100));
    await userEvent.click(screen.getByRole('button', { name: 'Noor Hendriks verwijderen als meelezer' }));
    expect(await screen.findByText(/We kunnen dit niet vinden/)).toBeVisible();
    expect(calls('RevokeCoReader')).toEqual([{ subscriptionId: SUBSCRIPTION.subscriptionId, id: 'c1' }]);
    await waitFor(() => expect(calls('SasOverview').length).toBeGreaterThanOrEqual(3));
  });
});

describe('the accept island', () => {
  it('shows whose invitation it is and accepts it', async () => {
    const { AcceptInvite } = await islands();
    answer({
      SasInvite: {
        sasInvite: {
          ok: true,
          violations: [],
          title: 'AD Krant',
          ownerName: 'Jan de Vries',
          expiresAt: '2026-12-04T10:00:00Z',
        },
      },
      AcceptInvite: { acceptInvite: { ok: true, violations: [], title: 'AD Krant', ownerName: 'Jan de Vries' } },
    });
    render(<AcceptInvite inviteKey="k" messages={MESSAGES} locale="nl-NL" country="nl" />);
    expect(await screen.findByText(/Jan de Vries nodigt je uit om mee te lezen met AD Krant/)).toBeVisible();
    expect(screen.getByText('Deze uitnodiging is geldig tot en met 4 december 2026.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Uitnodiging accepteren' }));
    expect(await screen.findByText('Gelukt! Je leest nu mee met AD Krant van Jan de Vries.')).toBeVisible();
    expect(calls('AcceptInvite')).toEqual([{ key: 'k' }]);
  });

  it.each([
    ['SAS_INVITE_EXPIRED', /verlopen/],
    ['SAS_INVITE_USED', /al gebruikt/],
    ['SAS_INVITE_OWN_SUBSCRIPTION', /je eigen abonnement/],
    ['SAS_NO_PLACES_LEFT', /geen plaats meer vrij/],
  ])('shows %s as a page of its own', async (code, text) => {
    const { AcceptInvite } = await islands();
    answer({ SasInvite: { sasInvite: { ok: false, violations: [{ code, field: null }] } } });
    render(<AcceptInvite inviteKey="k" messages={MESSAGES} locale="nl-NL" country="nl" />);
    expect(await screen.findByRole('heading', { name: 'Deze uitnodiging kun je niet gebruiken' })).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
