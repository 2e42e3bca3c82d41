/**
 * "Download mijn gegevens": asks for the account's export, follows it while the server prepares it (the DataExport
 * query, asked again every DATA_EXPORT_POLL_MS while it is pending or running) and offers the ZIP once it is ready.
 * A screen reader hears, politely, when the request is queued, every quarter of the way and when it is ready or
 * failed (the status line changes only then; the bar shows every step). A refusal (one at a time, the daily limit)
 * is an error banner. The button stays disabled until the island has hydrated.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { formatDateTime, type Locale } from '../../lib/format';
import { useGraphQLMutation } from '../../lib/graphql/mutation';
import { request } from '../../lib/graphql/client';
import {
  DataExportDocument,
  RequestDataExportDocument,
  type DataExportFieldsFragment,
  type DataExportQuery,
} from '../../lib/graphql/generated/graphql';
import { useMessages } from '../../lib/messages';
import type { Country } from '../../shared/dates';
import { DATA_EXPORT_POLL_MS } from '../../shared/privacy-codes';
import { Button, LinkButton } from '../../ui/button';
import { useHydrated } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { ProgressBar } from '../../ui/progress-bar';
import { privacyArea } from './area';

export type DataExportItem = DataExportFieldsFragment;

/** Where the ready ZIP is downloaded (signed in, the account's own only). */
export const DATA_EXPORT_DOWNLOAD_PATH = '/account/mijn-gegevens/download';

export interface DataExportProps {
  /** The DataExport query's answer as the page read it in-process. */
  initial: DataExportQuery['dataExport'];
  /** Translations of DATA_EXPORT_MESSAGE_KEYS. */
  messages: Readonly<Record<string, string>>;
  locale: Locale;
  country: Country;
  /** How long to wait between two questions while it is being prepared (tests shorten it). */
  pollMs?: number;
}

/** True while the server has not finished. */
function preparing(item: DataExportItem): boolean {
  return item.state === 'PENDING' || item.state === 'RUNNING';
}

/** "1,4 MB" or "820 kB", as the brand's locale writes numbers. */
export function formatSize(bytes: number, locale: Locale): string {
  const mb = bytes / 1_000_000;
  if (mb >= 1) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mb)} MB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1000))} kB`;
}

/** The account's export through the fetcher, under the privacy manifest's cache key. */
function dataExportQuery() {
  return fetcher().createQuery<DataExportItem>(
    privacyArea.cacheKeys.dataExport,
    async () => (await request(DataExportDocument, {})).dataExport,
  );
}

export default function DataExport({
  initial,
  messages,
  locale,
  country,
  pollMs = DATA_EXPORT_POLL_MS,
}: DataExportProps) {
  const hydrated = useHydrated();
  const { t, violation } = useMessages(messages);
  const $status = useMemo(dataExportQuery, []);
  const [$request, asking] = useGraphQLMutation(
    privacyArea.mutations.requestDataExport,
    RequestDataExportDocument,
    request,
  );
  const { data } = useStore($status);
  const [problem, setProblem] = useState<{ text: string; id: number }>();
  const [asked, setAsked] = useState<DataExportItem>();
  // The newest of what the query answered and what the request answered (the query may still hold the old state).
  const current = asked && (!data || (preparing(asked) && data.state === 'NONE')) ? asked : (data ?? initial);
  const busy = preparing(current);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => $status.invalidate(), pollMs);
    return () => clearTimeout(timer);
  }, [busy, current.progress, current.state, $status, pollMs]);

  async function ask() {
    setProblem(undefined);
    try {
      const result = await $request.mutate({});
      if (result?.ok && result.dataExport) {
        setAsked(result.dataExport);
        return;
      }
      const code = result?.violations[0]?.code ?? 'GENERIC-ERROR';
      setProblem((previous) => ({ text: violation(code), id: (previous?.id ?? 0) + 1 }));
    } catch {
      setProblem((previous) => ({ text: violation('GENERIC-ERROR'), id: (previous?.id ?? 0) + 1 }));
    }
  }

  const dates = { locale, country };
  // What a screen reader hears: the state, and while running the progress in quarters only.
  const quarter = Math.floor(current.progress / 25) * 25;
  const spoken =
    current.state === 'PENDING'
      ? t('privacy.export.pending')
      : current.state === 'RUNNING'
        ? t('privacy.export.running', { progress: quarter })
        : current.state === 'READY' && current.expiresAt && current.size !== null && current.size !== undefined
          ? t('privacy.export.ready', {
              size: formatSize(current.size, locale),
              until: formatDateTime(current.expiresAt, dates),
            })
          : current.state === 'FAILED'
            ? t('privacy.export.failed')
            : '';

  return (
    <div className="flex flex-col gap-4" data-data-export={current.state.toLowerCase()}>
      {problem ? (
        <NotificationBanner key={problem.id} variant="error" shouldAnnounce>
          {problem.text}
        </NotificationBanner>
      ) : null}
      <p role="status" aria-live="polite" className={spoken ? 'font-semibold' : 'sr-only'}>
        {spoken}
      </p>
      {busy ? <ProgressBar label={t('privacy.export.progressLabel')} value={current.progress} showValue /> : null}
      {current.requestedAt && current.state !== 'NONE' ? (
        <p className="text-text-muted">
          {t('privacy.export.requestedAt', { date: formatDateTime(current.requestedAt, dates) })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {current.state === 'READY' ? (
          <LinkButton href={DATA_EXPORT_DOWNLOAD_PATH} download>
            {t('privacy.export.download')}
          </LinkButton>
        ) : null}
        {current.state === 'NONE' || current.state === 'FAILED' ? (
          <Button type="button" onClick={() => void ask()} disabled={!hydrated || asking}>
            {asking
              ? t('privacy.export.starting')
              : current.state === 'FAILED'
                ? t('privacy.export.retry')
                : t('privacy.export.start')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
