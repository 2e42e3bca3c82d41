/**
 * The editors' list of rebuilds (/redactie/publicatie): every rebuild the database records, whichever process made
 * it, with its reason, progress, outcome and links to the rebuilt pages. Rendered on the server with the state of
 * that moment; in the browser it reads `GET /api/rebuild` again every few seconds (the editor's preview cookie
 * allows it), and a polite status region tells a screen reader when a rebuild starts, finishes or fails — not every
 * page of its progress.
 */
import { useEffect, useRef, useState } from 'react';
import { ProgressBar } from '../../ui/progress-bar';

type Messages = Readonly<Record<string, string>>;

/** A rebuild as `GET /api/rebuild` lists it (`rebuilds` of the queue's state). */
export interface RebuildItem {
  id: string;
  brand: string;
  status: 'queued' | 'running' | 'ok' | 'failed';
  source: string;
  reason: string;
  queuedAt: string;
  attempt?: number;
  startedAt?: string;
  pagesDone?: number;
  pagesTotal?: number;
  finishedAt?: string;
  failedAt?: string;
  durationMs?: number;
  pages?: number;
  paths?: string[];
  failure?: string;
}

export interface RebuildListProps {
  initial: RebuildItem[];
  messages: Messages;
  /** Each brand's name and the origin its pages are served on. */
  brands: Readonly<Record<string, { name: string; origin: string }>>;
  locale: string;
  timeZone: string;
  /** How often the list is read again, in ms. */
  pollMs?: number;
}

const text = (messages: Messages, key: string, params: Record<string, string | number> = {}) =>
  (messages[key] ?? '').replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );

/** A short sentence for a screen reader when an entry's status changed. */
function announcement(messages: Messages, item: RebuildItem, brandName: string): string {
  return text(messages, `redactie.publicatie.announce.${item.status}`, { brand: brandName });
}

export default function RebuildList({ initial, messages, brands, locale, timeZone, pollMs = 3000 }: RebuildListProps) {
  const [items, setItems] = useState(initial);
  const [announced, setAnnounced] = useState('');
  const statuses = useRef(new Map(initial.map((item) => [item.id, item.status])));
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone });
  const at = (iso?: string) => (iso ? time.format(new Date(iso)) : '');
  const name = (brand: string) => `${brands[brand]?.name ?? brand} (${brand})`;

  useEffect(() => {
    let stopped = false;
    const read = async () => {
      try {
        const response = await fetch('/api/rebuild', { headers: { accept: 'application/json' } });
        if (!response.ok || stopped) return;
        const state = (await response.json()) as { rebuilds: RebuildItem[] };
        const changed = state.rebuilds.filter((item) => statuses.current.get(item.id) !== item.status);
        for (const item of state.rebuilds) statuses.current.set(item.id, item.status);
        if (changed.length > 0) {
          setAnnounced(changed.map((item) => announcement(messages, item, name(item.brand))).join(' '));
        }
        setItems(state.rebuilds);
      } catch {
        // Offline for a moment: the next read tries again.
      }
    };
    const timer = setInterval(read, pollMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
    // `name` and `messages` do not change while the page is open.
  }, [pollMs]);

  return (
    <div>
      <p role="status" aria-live="polite" className="sr-only" data-rebuild-announcement>
        {announced}
      </p>
      {items.length === 0 ? (
        <p>{text(messages, 'redactie.publicatie.none')}</p>
      ) : (
        <ol className="space-y-4" data-rebuild-list>
          {items.map((item) => (
            <li
              key={item.id}
              className="rounded-brand border border-border p-4"
              data-rebuild={item.brand}
              data-rebuild-status={item.status}
              data-rebuild-source={item.source}
            >
              <h3 className="font-brand text-lg font-bold">
                {name(item.brand)} — {text(messages, `redactie.publicatie.status.${item.status}`)}
              </h3>
              <p>
                {text(messages, 'redactie.publicatie.because', {
                  source: text(messages, `redactie.publicatie.source.${item.source}`),
                  reason: item.reason,
                  time: at(item.queuedAt),
                })}
                {item.attempt ? ` ${text(messages, 'redactie.publicatie.attempt', { attempt: item.attempt })}` : ''}
              </p>
              {item.status === 'running' && (
                <ProgressBar
                  className="mt-2"
                  label={text(messages, 'redactie.publicatie.progress', { brand: name(item.brand) })}
                  value={item.pagesDone ?? 0}
                  max={Math.max(item.pagesTotal ?? 0, 1)}
                  valueText={text(messages, 'redactie.publicatie.pagesOf', {
                    done: item.pagesDone ?? 0,
                    total: item.pagesTotal ?? 0,
                  })}
                  showValue
                />
              )}
              {item.status === 'running' && (
                <p data-rebuild-progress>
                  {text(messages, 'redactie.publicatie.pagesOf', {
                    done: item.pagesDone ?? 0,
                    total: item.pagesTotal ?? 0,
                  })}
                </p>
              )}
              {item.status === 'ok' && (
                <>
                  <p data-rebuild-outcome>
                    {text(messages, 'redactie.publicatie.okLine', {
                      time: at(item.finishedAt),
                      pages: item.pages ?? 0,
                      seconds: ((item.durationMs ?? 0) / 1000).toFixed(1).replace('.', ','),
                    })}
                  </p>
                  {(item.paths ?? []).length > 0 && (
                    <details className="mt-2">
                      <summary className="inline-flex min-h-11 cursor-pointer items-center text-link underline">
                        {text(messages, 'redactie.publicatie.rebuiltPages', { count: item.paths!.length })}
                      </summary>
                      <ul className="mt-2 flex flex-wrap gap-x-4">
                        {item.paths!.map((path) => (
                          <li key={path}>
                            <a
                              href={`${brands[item.brand]?.origin ?? ''}${path}`}
                              className="inline-flex min-h-11 items-center text-link underline"
                              data-rebuilt-page={`${item.brand}${path}`}
                            >
                              {path}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </details>
                  )}
                </>
              )}
              {item.status === 'failed' && (
                <p className="mt-2 rounded-brand bg-negative-bg p-3 text-on-negative" data-rebuild-outcome>
                  {text(messages, 'redactie.publicatie.failedLine', {
                    time: at(item.failedAt),
                    why: text(messages, `redactie.publicatie.failure.${item.failure ?? 'other'}`),
                  })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
