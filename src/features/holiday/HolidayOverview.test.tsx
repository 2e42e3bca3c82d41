// @vitest-environment jsdom
/**
 * The holiday overview's cancellation: after "Ja, annuleren" the event shows its new status, and focus goes to the
 * notice that says so (the cancel button that had it is gone), not to the page's body. Only the GraphQL transport is
 * replaced.
 */
import '../../ui/test-utils/dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fetcher } from '../../lib/fetcher/fetcher';
import HolidayOverview from './HolidayOverview';
import { HOLIDAY_MESSAGE_KEYS } from './messages';
import { islandTexts } from '../../../tests/fixtures/island-texts';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/graphql/client', () => ({ request }));

const messages = islandTexts(HOLIDAY_MESSAGE_KEYS);

const PLANNED = {
  changeId: 'change-1',
  subscription: { id: 'sub-1', title: 'AD Krant', subscriptionNumber: '123' },
  startDate: '2026-07-06',
  endDate: '2026-07-10',
  status: 'planned',
  cancelDeadline: '2026-07-01',
  cancellable: true,
  endDateChangeable: false,
  earliestEndDate: null,
  extensionDays: 4,
  createdAt: '2026-06-01T10:00:00.000Z',
};

describe('the holiday overview', () => {
  it('moves focus to the new status after a cancellation', async () => {
    fetcher().invalidateKeys(() => true);
    request.mockImplementation((document: unknown) => {
      const text = JSON.stringify(document);
      if (text.includes('CancelDeliverySuspensionV2')) {
        return Promise.resolve({
          cancelDeliverySuspensionV2: { ok: true, violations: [], change: { ...PLANNED, status: 'cancelled' } },
        });
      }
      return Promise.resolve({
        holidayServicesOverview: {
          currentTemporaryAddresses: [],
          currentSuspensions: [],
          plannedTemporaryAddresses: [],
          plannedSuspensions: [PLANNED],
          pastTemporaryAddresses: [],
          pastSuspensions: [],
          subscriptions: [],
        },
      });
    });
    const user = userEvent.setup();
    render(
      <HolidayOverview
        messages={messages}
        locale="nl-NL"
        showEvents
        cancellationEnabled
        crossSell={{ temporaryAddress: null, pause: null }}
        startPath="/vakantieservice/doorgeven"
      />,
    );
    await user.click(await screen.findByRole('button', { name: /annuleren$/ }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(await screen.findByRole('button', { name: 'Ja, annuleren' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const notice = await screen.findByText(/is geannuleerd\./);
    await waitFor(() => expect(notice.closest('[data-holiday-notice]')).toHaveFocus());
    expect(document.body).not.toHaveFocus();
    expect(screen.getByText('Geannuleerd')).toBeInTheDocument();
  });
});
