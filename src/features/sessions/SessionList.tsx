/**
 * The sessions screen's list: every active session of the account on this brand with device, place of sign-in and
 * last use, and a button to end each other session or all others. Plain forms that post to the page itself, so it
 * works before (and without) hydration; hydrated so the result notice is announced and hides like every banner.
 */
import { Button } from '../../ui/button';
import { NotificationBanner } from '../../ui/notification-banner';

export interface SessionView {
  id: string;
  current: boolean;
  /** Already translated: "Chrome 140 op Linux", or "App". */
  device: string;
  place: string;
  signedInAt: string;
  /** ISO time of signing in, for <time datetime>. */
  signedInAtIso: string;
  lastUsed: string;
  lastUsedIso: string;
}

export interface SessionListProps {
  sessions: SessionView[];
  /** The result of the last action, if any. */
  notice?: { variant: 'success' | 'error'; text: string } | undefined;
  messages: Readonly<Record<string, string>>;
}

function text(messages: Readonly<Record<string, string>>, key: string, params: Record<string, string> = {}): string {
  return (messages[key] ?? '').replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}

export default function SessionList({ sessions, notice, messages }: SessionListProps) {
  const others = sessions.filter((session) => !session.current);
  return (
    <div className="flex flex-col gap-6" data-sessions>
      {notice ? (
        <NotificationBanner variant={notice.variant} shouldAnnounce>
          {notice.text}
        </NotificationBanner>
      ) : null}
      <ul className="flex flex-col gap-4">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="rounded-brand border border-border bg-surface p-4"
            data-session
            data-current={session.current ? 'true' : undefined}
          >
            <h2 className="font-brand text-lg font-bold">
              {session.device}
              {session.current ? (
                <span className="ml-2 text-sm font-normal text-text-muted">
                  ({text(messages, 'identity.sessions.current')})
                </span>
              ) : null}
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-text-muted">{text(messages, 'identity.sessions.place')}</dt>
              <dd>{session.place}</dd>
              <dt className="text-text-muted">{text(messages, 'identity.sessions.signedInAt')}</dt>
              <dd>
                <time dateTime={session.signedInAtIso}>{session.signedInAt}</time>
              </dd>
              <dt className="text-text-muted">{text(messages, 'identity.sessions.lastUsed')}</dt>
              <dd>
                <time dateTime={session.lastUsedIso}>{session.lastUsed}</time>
              </dd>
            </dl>
            {session.current ? null : (
              <form method="post" className="mt-3">
                <input type="hidden" name="action" value="end" />
                <input type="hidden" name="session" value={session.id} />
                <Button
                  type="submit"
                  variant="secondary"
                  size="small"
                  aria-label={text(messages, 'identity.sessions.endLabel', { device: session.device })}
                >
                  {text(messages, 'identity.sessions.end')}
                </Button>
              </form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <form method="post">
          <input type="hidden" name="action" value="end-others" />
          <Button type="submit" variant="danger">
            {text(messages, 'identity.sessions.endOthers')}
          </Button>
        </form>
      ) : (
        <p data-no-other-sessions>{text(messages, 'identity.sessions.noOthers')}</p>
      )}
    </div>
  );
}
