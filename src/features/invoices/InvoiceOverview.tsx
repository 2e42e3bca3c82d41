/**
 * The invoices screen's island (/facturen): the account's invoices grouped by year (newest first), each as the
 * design system's invoice overview item with its PDF, narrowed by subscription, year and status. The filter lives in
 * the page's URL (`?abonnement=…&jaar=2025&status=open`), so a reload, the back button or a shared link keeps it;
 * each filter has its own cache entry under the manifest's key (`S2Invoices/?…`). Open and overdue invoices are
 * expanded and say how to pay. Loading shows a placeholder, a failure "Probeer opnieuw", no invoices an empty state.
 * The server answers a year at a time (the newest the filter lets through); "Oudere facturen" below the list loads
 * the next older year and moves the focus to its heading, until no older year is left.
 */
import { useStore } from '@nanostores/react';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { entityKey } from '../../lib/fetcher/keys';
import { fetcher } from '../../lib/fetcher/fetcher';
import type { Locale } from '../../lib/format';
import { request } from '../../lib/graphql/client';
import {
  InvoicesDocument,
  type InvoicesQuery,
  type InvoiceStatus as GraphQLInvoiceStatus,
} from '../../lib/graphql/generated/graphql';
import { useMessages } from '../../lib/messages';
import {
  filterFromSearchParams,
  filterToSearch,
  INVOICE_FILTER_INVALID,
  INVOICE_STATUSES,
  type InvoiceFilter,
  type InvoiceStatus,
} from '../../shared/invoice-codes';
import { Button } from '../../ui/button';
import { NotificationBanner } from '../../ui/notification-banner';
import { LoadingState, PageLoadFailure } from '../platform/PageLoadFailure';
import { invoicesArea } from './area';
import { Invoice } from './invoice-item';

export interface InvoiceOverviewProps {
  /** Translations INVOICE_MESSAGE_KEYS. */
  messages: Readonly<Record<string, string>>;
  /** How dates and amounts are written. */
  locale: Locale;
  /** The page's query string as the server saw it (the first render reads the filter from it, like the browser). */
  search: string;
}

type Overview = InvoicesQuery['invoices'];
type YearGroup = Overview['groups'][number];

/** The filter as the query's variables; `before` asks for the years before that one. */
function variablesOf(filter: InvoiceFilter, before?: number) {
  return {
    subscriptionId: filter.subscriptionId ?? null,
    period: filter.year === undefined ? null : String(filter.year),
    status: filter.status ? (filter.status.toUpperCase() as GraphQLInvoiceStatus) : null,
    before: before ?? null,
  };
}

const ALL = 'all';

/** The overview under one filter, through the fetcher (its own cache entry per filter). */
function invoicesQuery(filter: InvoiceFilter) {
  return fetcher().createQuery<Overview>(
    entityKey(invoicesArea.cacheKeys.invoices, filterToSearch(filter) || '?'),
    async () => (await request(InvoicesDocument, variablesOf(filter))).invoices,
  );
}

/** The older years loaded under one filter: their groups, the next older year, and the state of the next load. */
interface OlderYears {
  filterKey: string;
  groups: YearGroup[];
  olderYear: number | null;
  state: 'idle' | 'loading' | 'failed';
}

export default function InvoiceOverview({ messages, locale, search }: InvoiceOverviewProps) {
  const { t: m } = useMessages(messages);
  const [location, setLocation] = useState(() => filterFromSearchParams(new URLSearchParams(search)));
  const { filter } = location;
  const filterKey = filterToSearch(filter);
  // One store per filter, made again only when the filter's query string changes.
  const $overview = useMemo(() => invoicesQuery(filter), [filterKey]);
  const { data: loaded, error } = useStore($overview);
  // The first list is rendered as a transition, which React splits into short tasks: two years of invoices rendered
  // in one go were the page's longest task on a phone (about 275 ms at 4× slowdown in Lighthouse). The placeholder
  // stays until that render is done. Once a list is on the screen, a filter the subscriber chooses shows its result
  // at once: a deferred list would leave the previous filter's invoices on the screen for a moment, under the new
  // filter's name.
  const deferred = useDeferredValue(loaded);
  const [listShown, setListShown] = useState(false);
  useEffect(() => {
    if (deferred !== undefined) setListShown(true);
  }, [deferred]);
  const data = listShown ? loaded : deferred;
  // The filter's choices stay while another filter loads.
  const [choices, setChoices] = useState<Pick<Overview, 'years' | 'subscriptions'>>();
  useEffect(() => {
    if (data) setChoices({ years: data.years, subscriptions: data.subscriptions });
  }, [data]);

  // The older years loaded below the first answer's, for this filter only.
  const [olderLoaded, setOlderLoaded] = useState<OlderYears>();
  const older = olderLoaded?.filterKey === filterKey ? olderLoaded : undefined;
  const olderHeading = useRef<HTMLHeadingElement>(null);
  const [focusYear, setFocusYear] = useState<number>();
  useEffect(() => {
    if (focusYear === undefined) return;
    olderHeading.current?.focus();
    setFocusYear(undefined);
  }, [focusYear]);

  async function loadOlder(before: number, olderYear: number | null) {
    const loaded = older?.groups ?? [];
    setOlderLoaded({ filterKey, groups: loaded, olderYear, state: 'loading' });
    try {
      const page = (await request(InvoicesDocument, variablesOf(filter, before))).invoices;
      setOlderLoaded({
        filterKey,
        groups: [...loaded, ...page.groups],
        olderYear: page.olderYear ?? null,
        state: 'idle',
      });
      const first = page.groups[0];
      if (first) setFocusYear(first.year);
    } catch {
      setOlderLoaded({ filterKey, groups: loaded, olderYear, state: 'failed' });
    }
  }

  // Back and forward move through the filters the subscriber chose.
  useEffect(() => {
    const onPopState = () => setLocation(filterFromSearchParams(new URLSearchParams(window.location.search)));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  function choose(next: InvoiceFilter) {
    const query = filterToSearch(next, new URLSearchParams(window.location.search));
    window.history.pushState(null, '', `${window.location.pathname}${query}${window.location.hash}`);
    setLocation({ filter: next, invalid: [] });
  }

  if (data === undefined && error !== undefined) {
    return <PageLoadFailure t={m} onRetry={() => $overview.invalidate()} />;
  }
  if (data === undefined && choices === undefined) return <Placeholder label={m('pageLoading')} />;
  if (data !== undefined && data.totalCount === 0) {
    return (
      <p className="rounded-brand border border-border bg-surface p-4" data-invoices-empty>
        {m('invoices.empty')}
      </p>
    );
  }

  const options = data ?? choices!;
  const ignored = location.invalid.length > 0 || (data?.filter.ignored.length ?? 0) > 0;
  const count = data?.matchCount ?? 0;
  const groups = data ? [...data.groups, ...(older?.groups ?? [])] : [];
  const nextOlder = older ? older.olderYear : (data?.olderYear ?? null);
  const filtered = filter.subscriptionId !== undefined || filter.year !== undefined || filter.status !== undefined;
  const subscriptionItems = [
    { value: ALL, label: m('invoices.filter.allSubscriptions') },
    ...options.subscriptions.map((s) => ({
      value: s.subscriptionId,
      label: m('invoices.filter.subscriptionOption', { title: s.title, number: s.subscriptionNumber }),
    })),
  ];
  const yearItems = [
    { value: ALL, label: m('invoices.filter.allYears') },
    ...options.years.map((year) => ({ value: String(year), label: String(year) })),
  ];
  const statusItems = [
    { value: ALL, label: m('invoices.filter.allStatuses') },
    ...INVOICE_STATUSES.map((status) => ({ value: status, label: m(`invoices.status.${status}`) })),
  ];
  const applied = data?.filter;

  return (
    <div className="flex flex-col gap-6" data-invoices>
      {ignored ? (
        <NotificationBanner variant="warning" shouldAnnounce>
          {m(INVOICE_FILTER_INVALID)}
        </NotificationBanner>
      ) : null}
      <section aria-labelledby="invoices-filter" className="rounded-brand border border-border bg-surface p-4">
        <h2 id="invoices-filter" className="mb-3 font-brand text-lg font-bold">
          {m('invoices.filter.legend')}
        </h2>
        <div className="grid gap-4 tablet:grid-cols-3" data-invoice-filter>
          <FilterSelect
            label={m('invoices.filter.subscription')}
            items={subscriptionItems}
            value={(applied ? applied.subscriptionId : filter.subscriptionId) ?? ALL}
            onChange={(value) => {
              const { subscriptionId: _dropped, ...rest } = filter;
              choose(value !== ALL ? { ...rest, subscriptionId: value } : rest);
            }}
          />
          <FilterSelect
            label={m('invoices.filter.year')}
            items={yearItems}
            value={filter.year === undefined ? ALL : String(filter.year)}
            onChange={(value) => {
              const { year: _dropped, ...rest } = filter;
              choose(value !== ALL ? { ...rest, year: Number(value) } : rest);
            }}
          />
          <FilterSelect
            label={m('invoices.filter.status')}
            items={statusItems}
            value={filter.status ?? ALL}
            onChange={(value) => {
              const { status: _dropped, ...rest } = filter;
              choose(value !== ALL ? { ...rest, status: value as InvoiceStatus } : rest);
            }}
          />
        </div>
        {filtered ? (
          <Button type="button" variant="secondary" size="small" className="mt-4" onClick={() => choose({})}>
            {m('invoices.filter.reset')}
          </Button>
        ) : null}
      </section>
      <p role="status" className={data === undefined ? 'sr-only' : 'font-semibold'} data-invoice-count>
        {data === undefined
          ? m('pageLoading')
          : count === 1
            ? m('invoices.countOne')
            : m('invoices.countOther', { count })}
      </p>
      {data === undefined ? (
        <ResultsPlaceholder />
      ) : count === 0 ? (
        <p className="rounded-brand border border-border bg-surface p-4" data-invoices-no-results>
          {m('invoices.noResults')}
        </p>
      ) : (
        groups.map((group) => (
          <section key={group.year} aria-labelledby={`invoices-${group.year}`} data-invoice-year={group.year}>
            <h2
              id={`invoices-${group.year}`}
              ref={group.year === focusYear ? olderHeading : undefined}
              tabIndex={-1}
              className="mb-3 font-brand text-xl font-bold focus:outline-none"
            >
              {m('invoices.yearHeading', { year: group.year })}
            </h2>
            <ul className="flex flex-col gap-4">
              {group.invoices.map((invoice) => (
                <li
                  key={invoice.invoiceId}
                  data-invoice={invoice.invoiceNumber}
                  className="[contain-intrinsic-size:auto_10rem] [content-visibility:auto]"
                >
                  <Invoice invoice={invoice} m={m} locale={locale} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {data !== undefined && nextOlder !== null && groups.length > 0 ? (
        <div className="flex flex-col items-start gap-3" data-invoices-older>
          {older?.state === 'failed' ? (
            <NotificationBanner variant="error" shouldAnnounce>
              {m('invoices.olderFailed')}
            </NotificationBanner>
          ) : null}
          <Button
            type="button"
            variant="secondary"
            loading={older?.state === 'loading'}
            loadingLabel={m('invoices.olderLoading')}
            onClick={() => {
              if (older?.state !== 'loading') void loadOlder(groups.at(-1)!.year, nextOlder);
            }}
          >
            {m('invoices.older')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function FilterSelect({
  label,
  items,
  value,
  onChange,
}: {
  label: string;
  items: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-12 w-full cursor-pointer rounded-brand border-2 border-border bg-surface px-3 py-2 text-text hover:border-text focus-visible:border-accent"
      >
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A grey block standing in for an invoice while the list loads. */
function ResultsPlaceholder() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      <span className="block h-7 w-48 rounded-brand bg-border motion-safe:animate-pulse" />
      <span className="block h-44 rounded-brand border border-border bg-surface motion-safe:animate-pulse" />
      <span className="block h-44 rounded-brand border border-border bg-surface motion-safe:animate-pulse" />
    </div>
  );
}

/** What the screen shows before its first answer: the filter's and the list's shapes, and the loading text. */
function Placeholder({ label }: { label: string }) {
  return (
    <LoadingState label={label} className="flex flex-col gap-6" data="data-invoices-loading">
      <span aria-hidden="true" className="block h-40 rounded-brand border border-border bg-surface" />
      <ResultsPlaceholder />
    </LoadingState>
  );
}
