/**
 * What a list of an overview shows while it loads: an empty card where the list will be (so little moves when it
 * arrives), and the loading text for screen readers in a status region.
 */
import type { FetcherStore } from '@nanostores/query';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { Translate } from '../../i18n/translate';
import { Skeleton } from '../../ui/skeleton';
import { LoadingState, PageLoadFailure } from './PageLoadFailure';

export function ListLoading({ label, data }: { label: string; data: `data-${string}` }) {
  return (
    <LoadingState label={label} className="flex flex-col gap-3" data={data}>
      <Skeleton variant="card" className="h-28" />
    </LoadingState>
  );
}

/**
 * An overview's list section: its heading, then the page-load failure with "Probeer opnieuw" (which reads `query`
 * again), the loading card, the empty text, or the list, as `query` stands. `area` names the data attributes
 * (`data-holiday-loading`, `data-holiday-empty`).
 */
export function ListSection<T>(props: {
  /** The heading's id (it names the section). */
  id: string;
  title: string;
  t: Translate;
  area: string;
  query: FetcherStore<T>;
  /** The text when the list has nothing, or null when it has something. */
  empty: (data: T) => string | null;
  children: (data: T) => ReactNode;
}) {
  const { t, query } = props;
  const { data, error } = useStore(query);
  return (
    <section aria-labelledby={props.id} className="flex flex-col gap-4">
      <h2 id={props.id} className="font-brand text-xl font-bold">
        {props.title}
      </h2>
      {data === undefined && error !== undefined ? (
        <PageLoadFailure t={t} onRetry={() => query.invalidate()} />
      ) : data === undefined ? (
        <ListLoading label={t('pageLoading')} data={`data-${props.area}-loading`} />
      ) : props.empty(data) !== null ? (
        <p className="rounded-brand border border-border bg-surface p-4" {...{ [`data-${props.area}-empty`]: '' }}>
          {props.empty(data)}
        </p>
      ) : (
        props.children(data)
      )}
    </section>
  );
}

/**
 * One group of an overview's list (planned, past…): its heading, which names the list of its `children` items.
 * `area` and `id` make the heading's id (`holiday-planned`) and the list's data attribute (`data-holiday-list`).
 */
export function ListGroup({
  area,
  id,
  title,
  children,
}: {
  area: string;
  id: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `${area}-${id}`;
  return (
    <div className="flex flex-col gap-3">
      <h3 id={headingId} className="font-brand text-lg font-bold">
        {title}
      </h3>
      <ul aria-labelledby={headingId} className="flex flex-col gap-3" {...{ [`data-${area}-list`]: id }}>
        {children}
      </ul>
    </div>
  );
}
