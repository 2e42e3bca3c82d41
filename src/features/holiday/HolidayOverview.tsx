/**
 * The holiday service's overview island (/vakantieservice): the start button, the brand's two cross-sell links
 * (holidayTemporaryChangeCrossSellUrl, holidayPauseCrossSellUrl) and — with the flag
 * isSubscriptionHolidayEventsOverviewEnabled — the account's current, planned and past events (HolidayServicesOverview,
 * refreshed by submitTemporaryDeliveryAddressV2 and suspendDeliveryV2). A planned event can be cancelled until 3
 * working days before its start (isHolidayCancellationEnabled; cancelTemporaryDeliveryAddressV2 and
 * cancelDeliverySuspensionV2 refresh that event by its changeId); a current one can have its end date brought
 * forward. Each card shows the event as the last answer about it left it. Loading shows a placeholder, a failure
 * "Probeer opnieuw", no events an empty state. The two dialogs (./event-dialogs.tsx) load when the user first opens
 * one, or points at its button.
 */
import { formatDate, type Locale } from '../../lib/format';
import { useMessages, type MessageLookup } from '../../lib/messages';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { request } from '../../lib/graphql/client';
import {
  HolidayServicesOverviewDocument,
  type HolidayServicesOverviewQuery,
  type HolidaySuspensionFieldsFragment,
  type HolidayTemporaryAddressFieldsFragment,
} from '../../lib/graphql/generated/graphql';
import { LinkButton } from '../../ui/button';
import { NotificationBanner } from '../../ui/notification-banner';
import { Tag, type TagVariant } from '../../ui/tag';
import { ListGroup, ListSection } from '../platform/ListLoading';
import { holidayArea } from './area';
import type { HolidayEventView } from './event-dialogs';
import { CancelDialog, EndDateDialog, EventDialog } from './event-dialog-trigger';
import { addressLine } from './messages';

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

/** A group's events: its temporary addresses and its suspensions, each marked with its kind. */
function eventsOf(temporary: readonly TemporaryAddress[], suspensions: readonly Suspension[]): HolidayEventView[] {
  return [
    ...temporary.map((event) => ({ ...event, kind: 'temporary_address' as const })),
    ...suspensions.map((event) => ({ ...event, kind: 'suspension' as const })),
  ];
}

export default function HolidayOverview(props: HolidayOverviewProps) {
  const { messages, showEvents, crossSell, startPath } = props;
  const m = useMessages(messages);
  // The brand's cross-sell links it has, the temporary address first.
  const crossSellLinks = [
    { href: crossSell.temporaryAddress, label: 'holiday.crossSell.temporaryAddress' },
    { href: crossSell.pause, label: 'holiday.crossSell.pause' },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));
  return (
    <div className="flex flex-col gap-8" data-holiday-overview>
      <div className="flex flex-col gap-4">
        <div>
          <LinkButton href={startPath} data-holiday-start>
            {m.t('holiday.start')}
          </LinkButton>
        </div>
        {crossSellLinks.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {crossSellLinks.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  className="inline-flex min-h-11 items-center text-link underline underline-offset-4 hover:no-underline"
                >
                  {m.t(link.label)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {showEvents ? <EventsList {...props} m={m} /> : null}
    </div>
  );
}

function EventsList({ m, locale, cancellationEnabled }: HolidayOverviewProps & { m: MessageLookup }) {
  const $overview = useMemo(overviewQuery, []);
  const { data } = useStore($overview);
  const groups = data
    ? [
        {
          id: 'current',
          title: m.t('holiday.overview.current'),
          events: eventsOf(data.currentTemporaryAddresses, data.currentSuspensions).sort((a, b) =>
            a.endDate.localeCompare(b.endDate),
          ),
        },
        {
          id: 'planned',
          title: m.t('holiday.overview.planned'),
          events: eventsOf(data.plannedTemporaryAddresses, data.plannedSuspensions).sort((a, b) =>
            a.startDate.localeCompare(b.startDate),
          ),
        },
        {
          id: 'past',
          title: m.t('holiday.overview.past'),
          events: eventsOf(data.pastTemporaryAddresses, data.pastSuspensions)
            .sort((a, b) => b.startDate.localeCompare(a.startDate))
            .slice(0, 10),
        },
      ].filter((group) => group.events.length > 0)
    : [];

  return (
    <ListSection
      id="holiday-events"
      title={m.t('holiday.overview.title')}
      t={m.t}
      area="holiday"
      query={$overview}
      empty={() => (groups.length === 0 ? m.t('holiday.overview.empty') : null)}
    >
      {() =>
        groups.map((group) => (
          <ListGroup key={group.id} area="holiday" id={group.id} title={group.title}>
            {group.events.map((event) => (
              <EventCard
                key={event.changeId}
                initial={event}
                m={m}
                locale={locale}
                cancellationEnabled={cancellationEnabled}
              />
            ))}
          </ListGroup>
        ))
      }
    </ListSection>
  );
}

function EventCard(props: {
  initial: HolidayEventView;
  m: MessageLookup;
  locale: Locale;
  cancellationEnabled: boolean;
}) {
  const { initial, m, locale, cancellationEnabled } = props;
  const [event, setEvent] = useState<HolidayEventView>(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [cancelled, setCancelled] = useState(0);
  // A cancelled event has no cancel button any more: focus goes to the notice of its new status, not to the page.
  useEffect(() => {
    if (cancelled > 0) noticeRef.current?.focus();
  }, [cancelled]);
  const what = m.t(event.kind === 'suspension' ? 'holiday.event.suspension' : 'holiday.event.temporaryAddress');
  // What both of the event's dialogs are about.
  const about = { event, what, m, locale };
  const period = m.t('holiday.event.period', {
    start: formatDate(event.startDate, { locale }),
    end: formatDate(event.endDate, { locale }),
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
        <div ref={noticeRef} tabIndex={-1} className="outline-none" data-holiday-notice>
          <NotificationBanner variant="success" shouldAnnounce>
            {notice}
          </NotificationBanner>
        </div>
      ) : null}
      {event.status === 'planned' && cancellationEnabled ? (
        event.cancellable ? (
          <div className="flex flex-wrap items-center gap-3">
            <EventDialog
              label={m.t('holiday.event.cancel')}
              aria-label={m.t('holiday.event.cancelLabel', { what, start: formatDate(event.startDate, { locale }) })}
              m={m}
              dialog={(dialog) => (
                <CancelDialog
                  {...dialog}
                  {...about}
                  afterwards={noticeRef}
                  onCancelled={(next) => {
                    setEvent(next);
                    setCancelled((count) => count + 1);
                    setNotice(
                      m.t('holiday.cancel.done', {
                        start: formatDate(next.startDate, { locale }),
                        end: formatDate(next.endDate, { locale }),
                      }),
                    );
                  }}
                />
              )}
            />
            <p className="text-sm text-text-muted">
              {m.t('holiday.event.cancelUntil', { date: formatDate(event.cancelDeadline, { locale }) })}
            </p>
          </div>
        ) : (
          <p className="text-sm text-text-muted">{m.t('holiday.event.cancelClosed')}</p>
        )
      ) : null}
      {event.status === 'current' && event.endDateChangeable && event.earliestEndDate ? (
        <div>
          <EventDialog
            label={m.t('holiday.event.changeEnd')}
            aria-label={m.t('holiday.event.changeEndLabel', {
              what: what.toLowerCase(),
              end: formatDate(event.endDate, { locale }),
            })}
            m={m}
            dialog={(dialog) => (
              <EndDateDialog
                {...dialog}
                {...about}
                onChanged={(next) => {
                  setEvent(next);
                  setNotice(m.t('holiday.endDate.done', { date: formatDate(next.endDate, { locale }) }));
                }}
              />
            )}
          />
        </div>
      ) : null}
    </li>
  );
}
