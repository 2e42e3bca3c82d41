/**
 * The sessions screen's island: the active sessions of the account on this brand (the current one and the 20 most
 * recently used others, with how many more there are) with device, place of sign-in and last use, a button to end
 * each other session and one to end all others. The list is the fetcher's `Session`
 * entry (read with the Sessions query; the page renders the same list on the server first); ending a session is a
 * GraphQL mutation whose manifest rule (./area.ts) revalidates that entry, so the list refreshes itself. The buttons
 * stay disabled until the island has hydrated: before that a click could do nothing.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { formatDateTime, type Locale } from '../../lib/format';
import { useGraphQLMutation } from '../../lib/graphql/mutation';
import { request } from '../../lib/graphql/client';
import {
  EndOtherSessionsDocument,
  EndSessionDocument,
  SessionsDocument,
  type SessionFieldsFragment,
  type SessionsQuery,
} from '../../lib/graphql/generated/graphql';
import type { Country } from '../../shared/dates';
import { Button } from '../../ui/button';
import { useHydrated } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { sessionsArea } from './area';

export type SessionItem = SessionFieldsFragment;

export interface SessionListProps {
  /** The Sessions query's answer as the page read it in-process (shown until the island's own read answers). */
  initial: SessionsQuery;
  /** Translations identity.sessions.*. */
  messages: Readonly<Record<string, string>>;
  /** How dates are written: nl-NL or nl-BE. */
  locale: Locale;
  /** The brand's country: times are written in its time zone. */
  country: Country;
}

type Notice = { variant: 'success' | 'error'; key: string; id: number };

function text(messages: Readonly<Record<string, string>>, key: string, params: Record<string, string> = {}): string {
  return (messages[key] ?? '').replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}

/** "Chrome 140 op Linux", "App (iOS 17.5)" or "Onbekend apparaat", in the request's language. */
export function deviceLine(session: SessionItem, messages: Readonly<Record<string, string>>): string {
  const os = session.os ?? text(messages, 'identity.sessions.unknownOs');
  if (session.app) return `${text(messages, 'identity.sessions.app')} (${os})`;
  if (!session.browser && !session.os) return text(messages, 'identity.sessions.unknownDevice');
  const browser = session.browser ?? text(messages, 'identity.sessions.unknownBrowser');
  return text(messages, 'identity.sessions.deviceLine', { browser, os });
}

/** The account's sessions through the fetcher, under the sessions manifest's cache key. */
function sessionsQuery(initial?: SessionsQuery) {
  return fetcher().createQuery<SessionsQuery>(
    sessionsArea.cacheKeys.sessions,
    () => request(SessionsDocument, {}),
    initial,
  );
}

export default function SessionList({ initial, messages, locale, country }: SessionListProps) {
  const hydrated = useHydrated();
  // The page read the sessions a moment ago: the island starts from them instead of asking again.
  const $sessions = useMemo(() => sessionsQuery(initial), []);
  const [$endSession, ending] = useGraphQLMutation(sessionsArea.mutations.endSession, EndSessionDocument, request);
  const [$endOthers, endingOthers] = useGraphQLMutation(
    sessionsArea.mutations.endOtherSessions,
    EndOtherSessionsDocument,
    request,
  );
  const { data } = useStore($sessions);
  const [notice, setNotice] = useState<Notice>();
  const { sessions, sessionCount } = data ?? initial;
  const others = sessions.filter((session) => !session.current);
  const unlisted = Math.max(0, sessionCount - sessions.length);
  const busy = !hydrated || ending || endingOthers;

  const show = (variant: Notice['variant'], key: string) =>
    setNotice((previous) => ({ variant, key, id: (previous?.id ?? 0) + 1 }));

  async function end(id: string) {
    const result = await $endSession.mutate({ id });
    if (result?.ok) show('success', 'identity.sessions.ended');
    else show('error', 'identity.sessions.error');
  }

  async function endOthers() {
    const result = await $endOthers.mutate({});
    if (result?.ok) show('success', 'identity.sessions.endedOthers');
    else show('error', 'identity.sessions.error');
  }

  return (
    <div className="flex flex-col gap-6" data-sessions>
      {notice ? (
        <NotificationBanner key={notice.id} variant={notice.variant} shouldAnnounce>
          {text(messages, notice.key)}
        </NotificationBanner>
      ) : null}
      <ul className="flex flex-col gap-4">
        {sessions.map((session) => {
          const device = deviceLine(session, messages);
          return (
            <li
              key={session.id}
              className="rounded-brand border border-border bg-surface p-4"
              data-session
              data-current={session.current ? 'true' : undefined}
            >
              <h2 className="font-brand text-lg font-bold">
                {device}
                {session.current ? (
                  <span className="ml-2 text-sm font-normal text-text-muted">
                    ({text(messages, 'identity.sessions.current')})
                  </span>
                ) : null}
              </h2>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-text-muted">{text(messages, 'identity.sessions.place')}</dt>
                <dd>{session.place ?? text(messages, 'identity.sessions.placeUnknown')}</dd>
                <dt className="text-text-muted">{text(messages, 'identity.sessions.signedInAt')}</dt>
                <dd>
                  <time dateTime={session.signedInAt}>{formatDateTime(session.signedInAt, { locale, country })}</time>
                </dd>
                <dt className="text-text-muted">{text(messages, 'identity.sessions.lastUsed')}</dt>
                <dd>
                  <time dateTime={session.lastUsedAt}>{formatDateTime(session.lastUsedAt, { locale, country })}</time>
                </dd>
              </dl>
              {session.current ? null : (
                <Button
                  type="button"
                  variant="secondary"
                  size="small"
                  className="mt-3"
                  disabled={busy}
                  aria-label={text(messages, 'identity.sessions.endLabel', { device })}
                  onClick={() => void end(session.id)}
                >
                  {text(messages, 'identity.sessions.end')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {unlisted > 0 ? (
        <p data-unlisted-sessions>
          {text(messages, 'identity.sessions.unlisted', { listed: String(others.length), unlisted: String(unlisted) })}
        </p>
      ) : null}
      {others.length > 0 ? (
        <div>
          <Button type="button" variant="danger" disabled={busy} onClick={() => void endOthers()}>
            {text(messages, 'identity.sessions.endOthers')}
          </Button>
        </div>
      ) : (
        <p data-no-other-sessions>{text(messages, 'identity.sessions.noOthers')}</p>
      )}
    </div>
  );
}
