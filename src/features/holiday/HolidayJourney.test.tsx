// @vitest-environment jsdom
/**
 * The holiday journey's island: loading placeholder, failure with "Probeer opnieuw", the empty state without print
 * subscriptions, a direct link to a later step going back to the first, each step at its own URL, a calendar that
 * offers only the days the server's window allows, refusals in Dutch (from the shared schema and from the server,
 * with a link back to the step), and the submission with the journey's idempotency key. Only the GraphQL transport
 * is replaced.
 */
import '../../ui/test-utils/dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HolidayOptionsQuery } from '../../lib/graphql/generated/graphql';
import { expectNoAxeViolations } from '../../ui/test-utils/axe';
import { HOLIDAY_MESSAGE_KEYS } from './messages';
import { islandTexts } from '../../../tests/fixtures/island-texts';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/graphql/client', () => ({ request }));

// As the server hands them out: the rule numbers of the capability table filled in.
const messages = islandTexts(HOLIDAY_MESSAGE_KEYS, { served: true });

/** Tuesday 10 March 2026 is the earliest start; the subscription is suspended from 20 to 25 March already. */
const OPTIONS: HolidayOptionsQuery = {
  holidayOptions: {
    earliestStart: '2026-03-10',
    latestStart: '2027-03-09',
    maxDays: 90,
    yearLimitDays: 90,
    subscriptions: [
      {
        subscription: {
          id: 'sub-1',
          title: 'AD Krant maandag t/m zaterdag',
          subscriptionNumber: '123456789',
          productType: 'newspaper',
          digitalAccess: true,
          address: null,
        },
        taken: [{ startDate: '2026-03-20', endDate: '2026-03-25' }],
        usedDays: [{ year: 2026, days: 6 }],
      },
    ],
  },
};

async function island() {
  vi.resetModules();
  return (await import('./HolidayJourney')).default;
}

const props = {
  messages,
  locale: 'nl-NL' as const,
  country: 'nl' as const,
  brandName: 'AD',
  overviewPath: '/vakantieservice',
};

/** The period step's two date pickers, once they have loaded (they load with the step, not with the page). */
async function pickers(container: HTMLElement) {
  await waitFor(() => expect(container.querySelectorAll('[data-date-picker]')).toHaveLength(2));
  const [start, end] = [...container.querySelectorAll<HTMLElement>('[data-date-picker]')];
  return { start: within(start!), end: within(end!) };
}

beforeEach(() => {
  request.mockReset();
  window.history.replaceState(null, '', '/vakantieservice/doorgeven');
});

describe('the holiday journey', () => {
  it('shows a placeholder, then a failure with a retry, then the first step', async () => {
    const HolidayJourney = await island();
    request.mockRejectedValueOnce(Object.assign(new Error('HTTP 400'), { status: 400 })).mockResolvedValueOnce(OPTIONS);
    render(<HolidayJourney {...props} />);
    expect(screen.getByRole('status')).toHaveTextContent('Pagina aan het laden');
    await userEvent.click(await screen.findByRole('button', { name: 'Probeer opnieuw' }));
    expect(await screen.findByRole('heading', { name: /Wat wil je\?/ })).toBeInTheDocument();
  });

  it('says so when there is no print subscription', async () => {
    const HolidayJourney = await island();
    request.mockResolvedValueOnce({ holidayOptions: { ...OPTIONS.holidayOptions, subscriptions: [] } });
    render(<HolidayJourney {...props} />);
    expect(await screen.findByText(/geen abonnement dat bij je thuis bezorgd wordt/)).toBeInTheDocument();
  });

  it('goes back to the first step from a link to a later one, and suspends step by step', async () => {
    window.history.replaceState(null, '', '/vakantieservice/doorgeven?stap=controle');
    const HolidayJourney = await island();
    const submitted: unknown[] = [];
    request.mockImplementation(async (_document: unknown, variables: Record<string, unknown>) => {
      if ('input' in variables) {
        submitted.push(variables['input']);
        return {
          suspendDeliveryV2: {
            ok: true,
            violations: [],
            change: {
              changeId: 'c1',
              subscription: { id: 'sub-1', title: 'AD Krant maandag t/m zaterdag', subscriptionNumber: '1' },
              startDate: '2026-03-10',
              endDate: '2026-03-12',
              status: 'planned',
              cancelDeadline: '2026-03-05',
              cancellable: true,
              endDateChangeable: false,
              earliestEndDate: null,
              createdAt: new Date().toISOString(),
            },
          },
        };
      }
      return OPTIONS;
    });
    const { container } = render(<HolidayJourney {...props} />);
    expect(await screen.findByRole('heading', { name: /Wat wil je\?/ })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    await expectNoAxeViolations(container);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Volgende stap' }));
    expect(await screen.findByText(/^Kies of we tijdelijk op een ander adres bezorgen/)).toBeInTheDocument();
    await user.click(screen.getByText('Bezorging tijdelijk stoppen'));
    expect(screen.getByText(/Digitaal lezen kan gewoon doorgaan/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volgende stap' }));

    await waitFor(() => expect(window.location.search).toBe('?stap=periode'));
    expect(await screen.findByText(/nog 84 van de 90 vakantiedagen over/)).toBeInTheDocument();
    const { start, end } = await pickers(container);
    // Only the allowed days can be chosen: not before the earliest start, not on the other suspension.
    expect(start.getByRole('button', { name: 'maandag 9 maart 2026, niet te kiezen' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(start.getByRole('button', { name: 'zaterdag 21 maart 2026, niet te kiezen' })).toBeInTheDocument();
    await expectNoAxeViolations(container);

    // A typed date the calendar does not offer is refused in words.
    await user.type(start.getByRole('textbox'), '9-3-2026');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Volgende stap' }));
    expect(await screen.findAllByText(/op zijn vroegst 3 werkdagen na vandaag/)).not.toHaveLength(0);

    await user.click(start.getByRole('button', { name: 'dinsdag 10 maart 2026' }));
    // The end can run up to the day before the other suspension.
    expect(end.getByRole('button', { name: 'donderdag 19 maart 2026' })).not.toHaveAttribute('aria-disabled');
    expect(end.getByRole('button', { name: 'vrijdag 20 maart 2026, niet te kiezen' })).toBeInTheDocument();
    await user.click(end.getByRole('button', { name: 'donderdag 12 maart 2026' }));
    await user.click(screen.getByRole('button', { name: 'Volgende stap' }));

    // A suspension has no address step: straight to the check.
    await waitFor(() => expect(window.location.search).toBe('?stap=controle'));
    expect(await screen.findByText('10 maart 2026 tot en met 12 maart 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bezorging stoppen' }));
    expect(await screen.findByRole('heading', { name: 'Je vakantie is doorgegeven' })).toBeInTheDocument();
    expect(await screen.findByText(/Vanaf 13 maart 2026 bezorgen we weer/)).toBeInTheDocument();
    expect(submitted).toEqual([
      {
        subscriptionId: 'sub-1',
        startDate: '2026-03-10',
        endDate: '2026-03-12',
        idempotencyKey: expect.stringMatching(/^[\w-]{16,}$/),
      },
    ]);
  });

  it('asks a temporary address, and links a refusal of the server back to its step', async () => {
    const HolidayJourney = await island();
    request.mockImplementation(async (_document: unknown, variables: Record<string, unknown>) => {
      if ('input' in variables) {
        return {
          submitTemporaryDeliveryAddressV2: {
            ok: false,
            violations: [{ code: 'HOLIDAY_OVERLAP', field: 'startDate' }],
            change: null,
          },
        };
      }
      return OPTIONS;
    });
    const { container } = render(<HolidayJourney {...props} />);
    const user = userEvent.setup();
    await user.click(await screen.findByText('Tijdelijk op een ander adres bezorgen'));
    await user.click(screen.getByRole('button', { name: 'Volgende stap' }));
    await waitFor(() => expect(window.location.search).toBe('?stap=periode'));
    const { start, end } = await pickers(container);
    await user.click(start.getByRole('button', { name: 'woensdag 11 maart 2026' }));
    await user.click(end.getByRole('button', { name: 'woensdag 11 maart 2026' }));
    await user.click(screen.getByRole('button', { name: 'Volgende stap' }));

    await waitFor(() => expect(window.location.search).toBe('?stap=adres'));
    await user.type(await screen.findByLabelText(/Straat/), 'Boulevard Paulus Loot');
    await user.type(screen.getByLabelText(/Huisnummer/), '9');
    await user.type(screen.getByLabelText(/Postcode/), '0123 AB');
    await user.type(screen.getByLabelText(/Plaats/), 'Zandvoort');
    await user.click(screen.getByRole('button', { name: 'Volgende stap' }));
    expect(await screen.findByText('Vul een geldige postcode in, zoals 1234 AB.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Postcode/));
    await user.type(screen.getByLabelText(/Postcode/), '2042ad');
    await user.click(screen.getByRole('button', { name: 'Volgende stap' }));

    await waitFor(() => expect(window.location.search).toBe('?stap=controle'));
    expect(screen.getByText('Boulevard Paulus Loot 9, 2042 AD Zandvoort')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vakantieadres doorgeven' }));
    expect(await screen.findByText(/overlapt met een vakantie die je al hebt doorgegeven/)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Wijzig periode' })[0]!);
    await waitFor(() => expect(window.location.search).toBe('?stap=periode'));
  });
});
