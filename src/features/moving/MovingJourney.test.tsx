// @vitest-environment jsdom
/**
 * The moving journey's island: loading placeholder, failure with "Probeer opnieuw", the empty state without print
 * subscriptions, a direct link to a later step going back to the first, each step at its own URL, refusals in
 * Dutch (from the shared schema and from the server), and the submission with the journey's idempotency key. Only
 * the GraphQL transport is replaced.
 */
import '../../ui/test-utils/dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrate } from '../../ui/test-utils/hydrate';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MovingHouseOptionsQuery } from '../../lib/graphql/generated/graphql';
import { movingDateWindow } from '../../shared/moving-window';
import { expectNoAxeViolations } from '../../ui/test-utils/axe';
import { MOVING_MESSAGE_KEYS } from './messages';
import { islandTexts } from '../../../tests/fixtures/island-texts';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/graphql/client', () => ({ request }));

// As the server hands them out: the rule numbers of the capability table filled in.
const messages = islandTexts(MOVING_MESSAGE_KEYS, { served: true });

const window_ = movingDateWindow('nl');
const OPTIONS: MovingHouseOptionsQuery = {
  movingHouseOptions: {
    planned: [],
    past: [],
    subscriptions: [
      {
        id: 'sub-1',
        title: 'AD Krant maandag t/m zaterdag',
        subscriptionNumber: '123456789',
        productType: 'newspaper',
        address: {
          street: 'Nieuwe Binnenweg',
          houseNumber: '152',
          houseNumberSuffix: null,
          zipCode: '3015 BH',
          city: 'Rotterdam',
          countryCode: 'NL',
        },
      },
    ],
    earliestDate: window_.earliest,
    latestDate: window_.latest,
  },
};
const FOUND = {
  street: 'Coolsingel',
  houseNumber: '40',
  houseNumberSuffix: null,
  zipCode: '3011 AD',
  city: 'Rotterdam',
  countryCode: 'NL',
};

async function island() {
  vi.resetModules();
  return (await import('./MovingJourney')).default;
}

const props = {
  messages,
  locale: 'nl-NL' as const,
  country: 'nl' as const,
  brandName: 'AD',
  overviewPath: '/verhuisservice',
};

beforeEach(() => {
  request.mockReset();
  window.history.replaceState(null, '', '/verhuisservice/doorgeven');
});

describe('the moving journey', () => {
  it('keeps a postcode and house number typed in the server HTML before the island hydrated', async () => {
    const MovingJourney = await island();
    request.mockImplementation(async (_document: unknown, variables: Record<string, unknown>) =>
      'postcode' in variables ? { lookupAddress: { ok: true, violations: [], address: FOUND } } : OPTIONS,
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MovingJourney {...props} />);
    document.body.append(container);
    // Typed into the server's fields, as a visitor on a slow phone does before the script has run.
    const typeEarly = (label: RegExp, value: string) => {
      const field = screen.getByLabelText(label) as HTMLInputElement;
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    typeEarly(/Postcode/, '3011 AD');
    typeEarly(/Huisnummer/, '40');
    await act(async () => {
      hydrate(container, <MovingJourney {...props} />);
    });
    expect(screen.getByLabelText(/Postcode/)).toHaveValue('3011 AD');
    await userEvent.click(await screen.findByRole('button', { name: 'Adres zoeken' }));
    await waitFor(() => expect(window.location.search).toBe('?stap=abonnementen'));
    expect(request).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ houseNumber: '40' }));
    act(() => container.remove());
  });

  it('shows the address step while the options load, then a failure with a retry, then the first step', async () => {
    const MovingJourney = await island();
    request.mockRejectedValueOnce(Object.assign(new Error('HTTP 400'), { status: 400 })).mockResolvedValueOnce(OPTIONS);
    render(<MovingJourney {...props} />);
    // The first step needs no options: it is there before they have come (and so in the server's HTML).
    expect(screen.getByRole('heading', { name: /Nieuw adres/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/Postcode/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Probeer opnieuw' }));
    expect(await screen.findByRole('heading', { name: /Nieuw adres/ })).toBeInTheDocument();
  });

  it('waits for the options on the subscriptions step when the address was found before they came', async () => {
    const MovingJourney = await island();
    let answerOptions: (value: MovingHouseOptionsQuery) => void = () => {};
    request.mockImplementation((_document: unknown, variables: Record<string, unknown>) =>
      'postcode' in variables
        ? Promise.resolve({ lookupAddress: { ok: true, violations: [], address: FOUND } })
        : new Promise((resolve) => (answerOptions = resolve)),
    );
    render(<MovingJourney {...props} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Postcode/), '3011 AD');
    await user.type(screen.getByLabelText(/Huisnummer/), '40');
    await user.click(await screen.findByRole('button', { name: 'Adres zoeken' }));
    await waitFor(() => expect(window.location.search).toBe('?stap=abonnementen'));
    expect(screen.getByRole('heading', { name: /Abonnementen/ })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Pagina aan het laden' })).toBeInTheDocument();
    answerOptions(OPTIONS);
    expect(await screen.findByText(/AD Krant maandag t\/m zaterdag/)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Pagina aan het laden' })).toBeNull();
  });

  it('says so when there is no print subscription to move', async () => {
    const MovingJourney = await island();
    request.mockResolvedValueOnce({ movingHouseOptions: { ...OPTIONS.movingHouseOptions, subscriptions: [] } });
    render(<MovingJourney {...props} />);
    expect(await screen.findByText(/geen abonnement dat bij je thuis bezorgd wordt/)).toBeInTheDocument();
  });

  it('goes back to the first step from a link to a later one, and walks every step to the submission', async () => {
    window.history.replaceState(null, '', '/verhuisservice/doorgeven?stap=controle');
    const MovingJourney = await island();
    const submitted: unknown[] = [];
    request.mockImplementation(async (_document: unknown, variables: Record<string, unknown>) => {
      if ('postcode' in variables) {
        return variables['houseNumber'] === '40'
          ? { lookupAddress: { ok: true, violations: [], address: FOUND } }
          : {
              lookupAddress: {
                ok: false,
                violations: [{ code: 'MOVE_ADDRESS_NOT_FOUND', field: 'postcode' }],
                address: null,
              },
            };
      }
      if ('input' in variables) {
        submitted.push(variables['input']);
        return {
          submitMovingHouseV2: {
            ok: true,
            violations: [],
            move: {
              id: 'm1',
              effectiveDate: window_.earliest,
              createdAt: new Date().toISOString(),
              address: FOUND,
              subscriptions: [],
            },
          },
        };
      }
      return OPTIONS;
    });
    const { container } = render(<MovingJourney {...props} />);
    expect(await screen.findByRole('heading', { name: /Nieuw adres/ })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    await expectNoAxeViolations(container);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Postcode/), '3011 AD');
    await user.type(screen.getByLabelText(/Huisnummer/), '4O');
    await user.click(screen.getByRole('button', { name: 'Adres zoeken' }));
    expect(await screen.findByText(/alleen cijfers/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Huisnummer/));
    await user.type(screen.getByLabelText(/Huisnummer/), '41');
    await user.click(screen.getByRole('button', { name: 'Adres zoeken' }));
    expect(await screen.findByText(/We kunnen geen adres vinden/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Huisnummer/));
    await user.type(screen.getByLabelText(/Huisnummer/), '40');
    await user.click(screen.getByRole('button', { name: 'Adres zoeken' }));

    await waitFor(() => expect(window.location.search).toBe('?stap=abonnementen'));
    expect(screen.getByText(/Coolsingel 40, 3011 AD Rotterdam/)).toBeInTheDocument();
    // The subscriptions step's checkboxes load when the address step is done.
    await user.click(await screen.findByRole('button', { name: 'Volgende stap' }));
    expect(await screen.findByText(/^Bevestig dat de verhuizing/)).toBeInTheDocument();
    await user.click(screen.getByText(/Ik bevestig/));
    await user.click(screen.getByRole('button', { name: 'Volgende stap' }));

    await waitFor(() => expect(window.location.search).toBe('?stap=datum'));
    await user.type(await screen.findByLabelText(/Verhuisdatum/), '2000-01-01');
    await user.click(screen.getByRole('button', { name: 'Volgende stap' }));
    expect(await screen.findByText(/op zijn vroegst 3 werkdagen/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Verhuisdatum/));
    await user.type(screen.getByLabelText(/Verhuisdatum/), window_.earliest);
    await user.click(screen.getByRole('button', { name: 'Volgende stap' }));

    await waitFor(() => expect(window.location.search).toBe('?stap=controle'));
    await user.click(await screen.findByRole('button', { name: 'Verhuizing doorgeven' }));
    expect(await screen.findByRole('heading', { name: 'Je verhuizing is doorgegeven' })).toBeInTheDocument();
    expect(submitted).toEqual([
      expect.objectContaining({
        address: expect.objectContaining({ postcode: '3011 AD', houseNumber: '40', countryCode: 'NL' }),
        subscriptionIds: ['sub-1'],
        confirmAllAtAddress: true,
        effectiveDate: window_.earliest,
        idempotencyKey: expect.stringMatching(/^[\w-]{16,}$/),
      }),
    ]);
  });
});
