/**
 * The holiday service's overview island (/vakantieservice): the start button, the brand's two cross-sell links
 * (holidayTemporaryChangeCrossSellUrl, holidayPauseCrossSellUrl) and — with the flag
 * isSubscriptionHolidayEventsOverviewEnabled — the account's current, planned and past events (HolidayServicesOverview,
 * refreshed by submitTemporaryDeliveryAddressV2 and suspendDeliveryV2). A planned event can be cancelled until 3
 * working days before its start (isHolidayCancellationEnabled; cancelTemporaryDeliveryAddressV2 and
 * cancelDeliverySuspensionV2 refresh that event by its changeId); a current one can have its end date brought
 * forward. Each card shows the event as the last answer about it left it. Loading shows a placeholder, a failure
 * "Probeer opnieuw", no events an empty state.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { request } from '../../lib/graphql/client';
import {
  BringHolidayEndDateForwardDocument,
  CancelDeliverySuspensionV2Document,
  CancelTemporaryDeliveryAddressV2Document,
  HolidayServicesOverviewDocument,
  type BringHolidayEndDateForwardMutationVariables,
  type CancelDeliverySuspensionV2MutationVariables,
  type CancelTemporaryDeliveryAddressV2MutationVariables,
  type HolidayServicesOverviewQuery,
  type HolidaySuspensionFieldsFragment,
  type HolidayTemporaryAddressFieldsFragment,
} from '../../lib/graphql/generated/graphql';
import type { Violation } from '../../shared/result';
import { Button, LinkButton } from '../../ui/button';
import { LazyDatePicker as DatePicker } from '../../ui/date-picker/lazy';
import { Dialog } from '../../ui/dialog';
import { NotificationBanner } from '../../ui/notification-banner';
import { Tag, type TagVariant } from '../../ui/tag';
import { PageLoadFailure } from '../platform/PageLoadFailure';
import { holidayArea } from './area';
import { addressLine, longDate, useHolidayMessages, type HolidayMessages } from './messages';

export interface HolidayOverviewProps {
  /** Translations HOLIDAY_MESSAGE_KEYS. */
  messages: Record<string, string>;
  locale: 'nl-NL' | 'nl-BE';
  /** The flag isSubscriptionHolidayEventsOverviewEnabled: whether the list of events is shown at all. */
  showEvents: boolean;
  /** The general flag isHolidayCancellationEnabled. */
  cancellationEnabled: boolean;
  /** The brand's holidayTemporaryChangeCrossSellUrl and holidayPauseCrossSellUrl, when it has them. */
  crossSell: { temporaryAddress: string | null; pause: string | null };
  /** Where the journey starts. */
  startPath: string;
}

type Overview = HolidayServicesOverviewQuery['holidayServicesOverview'];
type TemporaryAddress = HolidayTemporaryAddressFieldsFragment;
type Suspension = HolidaySuspensionFieldsFragment;
/** An event of either kind, with its kind. */
type HolidayEventView =
  ({ kind: 'temporary_address' } & TemporaryAddress) | ({ kind: 'suspension' } & Suspension & { address?: undefined });

const STATUS_TAGS: Readonly<Record<string, TagVariant>> = {
  planned: 'blue',
  current: 'green',
  past: 'gray',
  cancelled: 'gray',
};

function overviewQuery() {
  return fetcher().createQuery<Overview>(
    holidayArea.cacheKeys.overview,
    async () => (await request(HolidayServicesOverviewDocument, {})).holidayServicesOverview,
  );
}

const withKind = {
  temporary: (events: readonly TemporaryAddress[]): HolidayEventView[] =>
    events.map((event) => ({ ...event, kind: 'temporary_address' as const })),
  suspension: (events: readonly Suspension[]): HolidayEventView[] =>
    events.map((event) => ({ ...event, kind: 'suspension' as const })),
};

export default function HolidayOverview(props: HolidayOverviewProps) {
  const { messages, showEvents, crossSell, startPath } = props;
  const m = useHolidayMessages(messages);
  return (
    <div className="flex flex-col gap-8" data-holiday-overview>
      <div className="flex flex-col gap-4">
        <div>
          <LinkButton href={startPath} data-holiday-start>
            {m.t('holiday.start')}
          </LinkButton>
        </div>
        {crossSell.temporaryAddress || crossSell.pause ? (
          <ul className="flex flex-col gap-2">
            {crossSell.temporaryAddress ? (
              <li>
                <a
                  href={crossSell.temporaryAddress}
                  className="inline-flex min-h-11 items-center text-link underline underline-offset-4 hover:no-underline"
                >
                  {m.t('holiday.crossSell.temporaryAddress')}
                </a>
              </li>
            ) : null}
            {crossSell.pause ? (
              <li>
                <a
                  href={crossSell.pause}
                  className="inline-flex min-h-11 items-center text-link underline underline-offset-4 hover:no-underline"
                >
                  {m.t('holiday.crossSell.pause')}
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      {showEvents ? <EventsList {...props} m={m} /> : null}
    </div>
  );
}

function EventsList({ m, locale, cancellationEnabled }: HolidayOverviewProps & { m: HolidayMessages }) {
  const $overview = useMemo(overviewQuery, []);
  const { data, error } = useStore($overview);
  const groups = data
    ? [
        {
          id: 'current',
          title: m.t('holiday.overview.current'),
          events: [
            ...withKind.temporary(data.currentTemporaryAddresses),
            ...withKind.suspension(data.currentSuspensions),
          ].sort((a, b) => a.endDate.localeCompare(b.endDate)),
        },
        {
          id: 'planned',
          title: m.t('holiday.overview.planned'),
          events: [
            ...withKind.temporary(data.plannedTemporaryAddresses),
            ...withKind.suspension(data.plannedSuspensions),
          ].sort((a, b) => a.startDate.localeCompare(b.startDate)),
        },
        {
          id: 'past',
          title: m.t('holiday.overview.past'),
          events: [...withKind.temporary(data.pastTemporaryAddresses), ...withKind.suspension(data.pastSuspensions)]
            .sort((a, b) => b.startDate.localeCompare(a.startDate))
            .slice(0, 10),
        },
      ].filter((group) => group.events.length > 0)
    : [];

  return (
    <section aria-labelledby="holiday-events" className="flex flex-col gap-4">
      <h2 id="holiday-events" className="font-brand text-xl font-bold">
        {m.t('holiday.overview.title')}
      </h2>
      {data === undefined && error !== undefined ? (
        <PageLoadFailure
          message={m.t('pageErrorMessage')}
          retryLabel={m.t('pageReloadButtonLabel')}
          onRetry={() => $overview.invalidate()}
        />
      ) : data === undefined ? (
        <div aria-busy="true" className="flex flex-col gap-3" data-holiday-loading>
          <p role="status" className="sr-only">
            {m.t('pageLoading')}
          </p>
          <span aria-hidden="true" className="block h-28 animate-pulse rounded-brand border border-border bg-surface" />
        </div>
      ) : groups.length === 0 ? (
        <p className="rounded-brand border border-border bg-surface p-4" data-holiday-empty>
          {m.t('holiday.overview.empty')}
        </p>
      ) : (
        groups.map((group) => (
          <div key={group.id} className="flex flex-col gap-3">
            <h3 id={`holiday-${group.id}`} className="font-brand text-lg font-bold">
              {group.title}
            </h3>
            <ul aria-labelledby={`holiday-${group.id}`} className="flex flex-col gap-3" data-holiday-list={group.id}>
              {group.events.map((event) => (
                <EventCard
                  key={event.changeId}
                  initial={event}
                  m={m}
                  locale={locale}
                  cancellationEnabled={cancellationEnabled}
                />
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

function EventCard(props: {
  initial: HolidayEventView;
  m: HolidayMessages;
  locale: string;
  cancellationEnabled: boolean;
}) {
  const { initial, m, locale, cancellationEnabled } = props;
  const [event, setEvent] = useState<HolidayEventView>(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const what = m.t(event.kind === 'suspension' ? 'holiday.event.suspension' : 'holiday.event.temporaryAddress');
  const period = m.t('holiday.event.period', {
    start: longDate(event.startDate, locale),
    end: longDate(event.endDate, locale),
  });

  return (
    <li
      className="flex flex-col gap-3 rounded-brand border border-border bg-surface p-4"
      data-holiday-item={event.status}
      data-holiday-kind={event.kind}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">{what}</h4>
        <Tag text={m.t(`holiday.event.status.${event.status}`)} variant={STATUS_TAGS[event.status] ?? 'gray'} />
      </div>
      <dl className="grid gap-x-4 gap-y-1 tablet:grid-cols-[12rem_1fr]">
        <dt className="text-text-muted">{m.t('holiday.event.periodLabel')}</dt>
        <dd data-holiday-period>{period}</dd>
        <dt className="text-text-muted">{m.t('holiday.event.subscription')}</dt>
        <dd>{event.subscription.title}</dd>
        {event.kind === 'temporary_address' ? (
          <>
            <dt className="text-text-muted">{m.t('holiday.event.address')}</dt>
            <dd data-holiday-address>{addressLine(event.address)}</dd>
          </>
        ) : event.extensionDays > 0 ? (
          <>
            <dt className="text-text-muted">{m.t('holiday.event.extensionLabel')}</dt>
            <dd data-holiday-extension={event.extensionDays}>
              {m.t(event.extensionDays === 1 ? 'holiday.event.extension.one' : 'holiday.event.extension.other', {
                count: event.extensionDays,
              })}
            </dd>
          </>
        ) : null}
      </dl>
      {notice ? (
        <NotificationBanner variant="success" shouldAnnounce>
          {notice}
        </NotificationBanner>
      ) : null}
      {event.status === 'planned' && cancellationEnabled ? (
        event.cancellable ? (
          <div className="flex flex-wrap items-center gap-3">
            <CancelDialog
              event={event}
              what={what}
              m={m}
              locale={locale}
              onCancelled={(next) => {
                setEvent(next);
                setNotice(
                  m.t('holiday.cancel.done', {
                    start: longDate(next.startDate, locale),
                    end: longDate(next.endDate, locale),
                  }),
                );
              }}
            />
            <p className="text-sm text-text-muted">
              {m.t('holiday.event.cancelUntil', { date: longDate(event.cancelDeadline, locale) })}
            </p>
          </div>
        ) : (
          <p className="text-sm text-text-muted">{m.t('holiday.event.cancelClosed')}</p>
        )
      ) : null}
      {event.status === 'current' && event.endDateChangeable && event.earliestEndDate ? (
        <div>
          <EndDateDialog
            event={event}
            what={what}
            m={m}
            locale={locale}
            onChanged={(next) => {
              setEvent(next);
              setNotice(m.t('holiday.endDate.done', { date: longDate(next.endDate, locale) }));
            }}
          />
        </div>
      ) : null}
    </li>
  );
}

function Problems({ m, violations }: { m: HolidayMessages; violations: readonly Violation[] }) {
  if (violations.length === 0) return null;
  return (
    <NotificationBanner variant="error" shouldAnnounce>
      <ul>
        {[...new Set(violations.map((violation) => violation.code))].map((code) => (
          <li key={code}>{m.violation(code)}</li>
        ))}
      </ul>
    </NotificationBanner>
  );
}

function CancelDialog(props: {
  event: HolidayEventView;
  what: string;
  m: HolidayMessages;
  locale: string;
  onCancelled: (event: HolidayEventView) => void;
}) {
  const { event, what, m, locale, onCancelled } = props;
  const [open, setOpen] = useState(false);
  const [violations, setViolations] = useState<Violation[]>([]);
  const $cancel = useMemo(
    () =>
      event.kind === 'suspension'
        ? fetcher().createMutation(
            holidayArea.mutations.cancelDeliverySuspensionV2,
            async (variables: CancelDeliverySuspensionV2MutationVariables) =>
              (await request(CancelDeliverySuspensionV2Document, variables)).cancelDeliverySuspensionV2,
          )
        : fetcher().createMutation(
            holidayArea.mutations.cancelTemporaryDeliveryAddressV2,
            async (variables: CancelTemporaryDeliveryAddressV2MutationVariables) =>
              (await request(CancelTemporaryDeliveryAddressV2Document, variables)).cancelTemporaryDeliveryAddressV2,
          ),
    [event.kind],
  );
  const { loading = false } = useStore($cancel);

  async function confirm() {
    try {
      const result = await $cancel.mutate({ changeId: event.changeId });
      if (!result) return setViolations([{ code: 'GENERIC-ERROR' }]);
      if (!result.ok || !result.change) return setViolations(result.violations);
      setViolations([]);
      setOpen(false);
      onCancelled({ ...event, ...result.change } as HolidayEventView);
    } catch {
      setViolations([{ code: 'GENERIC-ERROR' }]);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog">
      <Dialog.Trigger
        variant="secondary"
        aria-label={m.t('holiday.event.cancelLabel', { what, start: longDate(event.startDate, locale) })}
      >
        {m.t('holiday.event.cancel')}
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.CloseIcon label={m.t('holiday.dialog.close')} />
        <Dialog.Title>{m.t('holiday.cancel.title')}</Dialog.Title>
        <Dialog.Description>
          {m.t('holiday.cancel.text', {
            what,
            start: longDate(event.startDate, locale),
            end: longDate(event.endDate, locale),
            subscription: event.subscription.title,
          })}
        </Dialog.Description>
        <Problems m={m} violations={violations} />
        <Dialog.Footer>
          <Dialog.CloseButton>{m.t('holiday.cancel.keep')}</Dialog.CloseButton>
          <Button
            type="button"
            variant="danger"
            loading={loading}
            loadingLabel={m.t('holiday.cancel.cancelling')}
            onClick={confirm}
          >
            {m.t('holiday.cancel.confirm')}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function EndDateDialog(props: {
  event: HolidayEventView;
  what: string;
  m: HolidayMessages;
  locale: string;
  onChanged: (event: HolidayEventView) => void;
}) {
  const { event, what, m, locale, onChanged } = props;
  const [open, setOpen] = useState(false);
  const [endDate, setEndDate] = useState<string | null>(null);
  const [violations, setViolations] = useState<Violation[]>([]);
  const earliest = event.earliestEndDate ?? event.endDate;
  const $change = useMemo(
    () =>
      fetcher().createMutation(
        holidayArea.mutations.bringHolidayEndDateForward,
        async (variables: BringHolidayEndDateForwardMutationVariables) =>
          (await request(BringHolidayEndDateForwardDocument, variables)).bringHolidayEndDateForward,
      ),
    [],
  );
  const { loading = false } = useStore($change);

  async function save() {
    if (!endDate) return setViolations([{ code: 'HOLIDAY_END_INVALID', field: 'endDate' }]);
    try {
      const result = await $change.mutate({ changeId: event.changeId, endDate });
      if (!result) return setViolations([{ code: 'GENERIC-ERROR' }]);
      const changed = result.suspension ?? result.temporaryAddress;
      if (!result.ok || !changed) return setViolations(result.violations);
      setViolations([]);
      setOpen(false);
      onChanged({ ...event, ...changed } as HolidayEventView);
    } catch {
      setViolations([{ code: 'GENERIC-ERROR' }]);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (details.open) {
          setEndDate(null);
          setViolations([]);
        }
      }}
    >
      <Dialog.Trigger
        variant="secondary"
        aria-label={m.t('holiday.event.changeEndLabel', {
          what: what.toLowerCase(),
          end: longDate(event.endDate, locale),
        })}
      >
        {m.t('holiday.event.changeEnd')}
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.CloseIcon label={m.t('holiday.dialog.close')} />
        <Dialog.Title>{m.t('holiday.endDate.title')}</Dialog.Title>
        <Dialog.Description>
          {m.t('holiday.endDate.intro', {
            earliest: longDate(earliest, locale),
            end: longDate(event.endDate, locale),
          })}
        </Dialog.Description>
        <Problems m={m} violations={violations} />
        <DatePicker
          label={m.t('holiday.endDate.label')}
          value={endDate}
          onValueChange={setEndDate}
          isDateAllowed={(date) => date >= earliest && date < event.endDate}
          focusDate={earliest}
          locale={locale}
          labels={m.calendar}
        />
        <Dialog.Footer>
          <Dialog.CloseButton>{m.t('holiday.endDate.keep')}</Dialog.CloseButton>
          <Button type="button" loading={loading} loadingLabel={m.t('holiday.endDate.saving')} onClick={save}>
            {m.t('holiday.endDate.save')}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
