// @vitest-environment jsdom
/**
 * The account islands load and save through the one fetcher (src/lib/fetcher): queries under the keys of
 * keys.ts with the retry policy, the page-load failure state, and mutations on mutator stores,
 * so changeEmail refreshes the linked subscriptions. Only the GraphQL transport is replaced.
 */
import '../../ui/test-utils/dom';
import { freshIslands } from '../../ui/test-utils/islands';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGE_KEYS } from './messages';
import { islandTexts } from '../../../tests/fixtures/island-texts';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/graphql/client', () => ({ request }));

const MESSAGES = islandTexts(ACCOUNT_MESSAGE_KEYS);

const failure = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

const ACCOUNT = {
  id: 'acc-1',
  accountCompleteness: 80,
  username: 'jan@example.nl',
  profile: {
    contact_information: {
      email: 'jan@example.nl',
      phone_number: null,
      phone_verified: false,
      address: {
        street: 'Dorpsstraat',
        house_number: '1',
        house_number_suffix: null,
        zip_code: '1234 AB',
        city: 'Utrecht',
        country_code: 'NL',
      },
    },
    personal_information: { first_name: 'Jan', last_name: 'Jansen', gender: 'MALE', date_of_birth: null },
  },
};
const OVERVIEW = { account: ACCOUNT, linkedSubscriptions: [] };

const client = await vi.importActual<typeof import('../../lib/graphql/client')>('../../lib/graphql/client');

/**
 * The operation a document runs, read from its `__meta__` by the real client's reader (the islands get their own copy
 * of the generated module after a reset, so documents are told apart by their operation name, not by identity).
 */
function operationOf(document: unknown): string | undefined {
  return client.documentOperation(document)?.name;
}

/** The transport's calls for one operation, as [operation, variables]. */
const calls = (operation: string) =>
  request.mock.calls
    .filter(([document]) => operationOf(document) === operation)
    .map(([, variables]) => [operation, variables]);

// A fresh fetcher (its cache is per page) for every test.
const islands = () =>
  freshIslands({
    AccountOverview: () => import('./AccountOverview'),
    AccountDetails: () => import('./AccountDetails'),
    EmailChange: () => import('./EmailChange'),
  });

const actions = {
  editDetails: true,
  changeEmail: true,
  verifyPhone: false,
  sessions: true,
  newsletters: false,
  myData: true,
};

// The forms load their shared schema (and zod) on first use; loaded once here, so no test waits for the first
// transform of zod on a busy machine.
beforeAll(async () => {
  await import('../../shared/account');
});

beforeEach(() => {
  request.mockReset();
});

describe('account overview through the fetcher', () => {
  it('while loading shows the final sections and their headings, with the loading text for screen readers', async () => {
    const { AccountOverview } = await islands();
    let answer: (value: unknown) => void = () => {};
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    render(<AccountOverview messages={MESSAGES} actions={actions} country="nl" />);
    // The layout the data will fill is there from the start, so nothing below it moves when the data arrives.
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES['pageLoading']!);
    expect(screen.getByRole('heading', { name: MESSAGES['account.detailsTitle'] })).toBeVisible();
    expect(screen.getByRole('heading', { name: MESSAGES['account.subscriptionsTitle'] })).toBeVisible();
    expect(screen.getByText(MESSAGES['account.email']!)).toBeVisible();
    answer(OVERVIEW);
    expect(await screen.findByTestId('account-email')).toHaveTextContent('jan@example.nl');
    expect(screen.queryByRole('status', { name: MESSAGES['pageLoading'] })).toBeNull();
  });

  it('shows the page-load failure state of a failed load, and its button loads again', async () => {
    const { AccountOverview } = await islands();
    request.mockRejectedValueOnce(failure(400)).mockResolvedValueOnce(OVERVIEW);
    render(<AccountOverview messages={MESSAGES} actions={actions} country="nl" />);
    const alert = await screen.findByRole('alert');
    // The live region fills a moment after it appears, so screen readers announce it.
    await waitFor(() => expect(alert).toHaveTextContent('Helaas, deze inhoud kan niet geladen worden.'));
    await userEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    expect(await screen.findByTestId('account-name')).toHaveTextContent('Jan Jansen');
    expect(calls('AccountOverview')).toHaveLength(2);
  });

  it('links to the account screens the brand has on, the sessions among them', async () => {
    const { AccountOverview } = await islands();
    request.mockResolvedValueOnce(OVERVIEW);
    render(<AccountOverview messages={MESSAGES} actions={actions} country="nl" />);
    expect(await screen.findByRole('link', { name: 'Sessies' })).toHaveAttribute('href', '/account/sessies');
    expect(screen.getByRole('link', { name: 'Gegevens wijzigen' })).toHaveAttribute('href', '/account/gegevens');
    // Newsletters are off for this brand: no link to a page that would be the 404.
    expect(screen.queryByRole('link', { name: 'Nieuwsbrieven' })).toBeNull();
  });

  it("shows the phone number grouped, in national form on the brand's own country", async () => {
    const { AccountOverview } = await islands();
    const contact = { ...ACCOUNT.profile.contact_information, phone_number: '+31612345678' };
    const account = { ...ACCOUNT, profile: { ...ACCOUNT.profile, contact_information: contact } };
    request.mockResolvedValue({ account, linkedSubscriptions: [] });
    const { unmount } = render(<AccountOverview messages={MESSAGES} actions={actions} country="nl" />);
    expect(await screen.findByTestId('account-phone')).toHaveTextContent('06 12 34 56 78');
    unmount();
    // On a Belgian brand the same number is foreign to the reader: international form, grouped the same way.
    const { AccountOverview: Belgian } = await islands();
    render(<Belgian messages={MESSAGES} actions={actions} country="be" />);
    expect(await screen.findByTestId('account-phone')).toHaveTextContent('+31 6 12 34 56 78');
  });

  it('retries a load that failed for a passing reason (503) before it shows anything', async () => {
    const { AccountOverview } = await islands();
    request.mockRejectedValueOnce(failure(503)).mockResolvedValueOnce(OVERVIEW);
    render(<AccountOverview messages={MESSAGES} actions={actions} country="nl" />);
    expect(await screen.findByTestId('account-name')).toHaveTextContent('Jan Jansen');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls('AccountOverview')).toHaveLength(2);
  });
});

describe('e-mail change as a mutation', () => {
  it('changeEmail refreshes the linked subscriptions a screen shows', async () => {
    const { AccountOverview, EmailChange } = await islands();
    request.mockImplementation(async (document: unknown) => {
      if (operationOf(document) === 'AccountOverview') return OVERVIEW;
      if (operationOf(document) === 'ChangeEmail') {
        return { changeEmail: { ok: true, violations: [], newEmail: 'nieuw@example.nl' } };
      }
      throw new Error('unexpected document');
    });
    render(
      <>
        <AccountOverview messages={MESSAGES} actions={actions} country="nl" />
        <EmailChange messages={MESSAGES} accountId="acc-1" />
      </>,
    );
    await screen.findByTestId('account-name');
    expect(calls('AccountOverview')).toHaveLength(1);

    await userEvent.type(screen.getByLabelText('Nieuw e-mailadres'), 'nieuw@example.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Bevestigingslink versturen' }));
    const sent = await screen.findByTestId('email-change-sent');
    await waitFor(() => expect(sent).toHaveTextContent('nieuw@example.nl'));
    expect(calls('ChangeEmail')).toEqual([['ChangeEmail', { accountId: 'acc-1', newEmail: 'nieuw@example.nl' }]]);
    await waitFor(() => expect(calls('AccountOverview')).toHaveLength(2));
  });

  it('shows a failed change as GENERIC-ERROR and can be sent again', async () => {
    const { EmailChange } = await islands();
    request.mockRejectedValueOnce(failure(500)).mockResolvedValueOnce({
      changeEmail: { ok: false, violations: [{ code: 'EMAIL_IN_USE', field: 'new_email' }] },
    });
    render(<EmailChange messages={MESSAGES} accountId="acc-1" />);
    await userEvent.type(screen.getByLabelText('Nieuw e-mailadres'), 'bezet@example.nl');
    const submit = screen.getByRole('button', { name: 'Bevestigingslink versturen' });
    await userEvent.click(submit);
    expect(await screen.findByText('Er is iets misgegaan. Probeer het later opnieuw.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Bevestigingslink versturen' }));
    await waitFor(() => expect(calls('ChangeEmail')).toHaveLength(2));
    expect(screen.getByLabelText('Nieuw e-mailadres')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('account details through the fetcher', () => {
  it('shows the page-load failure state when the details cannot be loaded', async () => {
    const { AccountDetails } = await islands();
    request.mockRejectedValueOnce(failure(404)).mockResolvedValueOnce({ account: ACCOUNT });
    render(<AccountDetails messages={MESSAGES} canVerifyPhone={false} country="nl" />);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Helaas, deze inhoud kan niet geladen worden.'));
    await userEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    expect(await screen.findByTestId('personal-first-name')).toHaveTextContent('Jan');
  });

  it('a saved form shows the account the server answered, without loading the details again', async () => {
    const { AccountDetails } = await islands();
    const saved = {
      ...ACCOUNT,
      profile: {
        ...ACCOUNT.profile,
        personal_information: { ...ACCOUNT.profile.personal_information, first_name: 'Johannes' },
      },
    };
    request.mockImplementation(async (document: unknown) => {
      if (operationOf(document) === 'AccountDetails') return { account: ACCOUNT };
      if (operationOf(document) === 'UpdatePersonalInformation') {
        return { updatePersonalInformation: { ok: true, violations: [], account: saved } };
      }
      throw new Error('unexpected document');
    });
    render(<AccountDetails messages={MESSAGES} canVerifyPhone={false} country="nl" />);
    await screen.findByTestId('personal-first-name');
    await userEvent.click(screen.getByRole('button', { name: 'Persoonlijke gegevens wijzigen' }));
    // The form's fields load on the first edit.
    const firstName = await screen.findByLabelText('Voornaam');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Johannes');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(screen.getByTestId('personal-first-name')).toHaveTextContent('Johannes'));
    expect(calls('UpdatePersonalInformation')[0]?.[1]).toMatchObject({
      accountId: 'acc-1',
      input: { first_name: 'Johannes', last_name: 'Jansen' },
    });
    expect(calls('AccountDetails')).toHaveLength(1);
  });
});
