/**
 * The page a confirmation link opens: it says what the link will do and waits for one press on the button, so that a
 * mail scanner opening the link changes nothing. After the press the result takes the place of the button and gets
 * the focus: the success text stays (it is what the page is for; a success banner would hide after 6 seconds), a
 * refusal shows as an error banner. Until the island has hydrated the button is disabled, so no press is lost.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, LinkButton } from '../button';
import { useHydrated } from '../hydration';
import { NotificationBanner } from '../notification-banner';

/** What confirming gave: the text to show, or the errors to show (already translated). */
export type ConfirmOutcome = { ok: true; message: string } | { ok: false; errors: string[] };

export interface ConfirmLinkProps {
  /** What the link will do, shown above the button. */
  intro: ReactNode;
  confirmLabel: string;
  /** Said while confirming (the button's loader). */
  confirmingLabel: string;
  /** Does the confirming; a throw shows `failedMessage`. */
  onConfirm: () => Promise<ConfirmOutcome>;
  /** Shown when `onConfirm` throws (a network error). */
  failedMessage: string;
  /** Where to go after the result, and the link's text. */
  next: { href: string; label: string };
  /** Test ids of the intro and of the success text. */
  testIds?: { intro?: string; done?: string };
}

type State = { status: 'idle' | 'busy' } | { status: 'done'; outcome: ConfirmOutcome };

export function ConfirmLink({
  intro,
  confirmLabel,
  confirmingLabel,
  onConfirm,
  failedMessage,
  next,
  testIds = {},
}: ConfirmLinkProps) {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ status: 'idle' });
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'done') resultRef.current?.focus();
  }, [state.status]);

  async function confirm() {
    setState({ status: 'busy' });
    let outcome: ConfirmOutcome;
    try {
      outcome = await onConfirm();
    } catch {
      outcome = { ok: false, errors: [failedMessage] };
    }
    setState({ status: 'done', outcome });
  }

  if (state.status === 'done') {
    const { outcome } = state;
    return (
      <div className="flex flex-col gap-4">
        {outcome.ok ? (
          <p
            ref={resultRef}
            tabIndex={-1}
            role="status"
            className="max-w-prose font-semibold outline-none"
            data-testid={testIds.done}
          >
            {outcome.message}
          </p>
        ) : (
          <div ref={resultRef} tabIndex={-1} className="outline-none">
            <NotificationBanner variant="error" shouldAnnounce>
              {outcome.errors.map((error) => (
                <p key={error}>{error}</p>
              ))}
            </NotificationBanner>
          </div>
        )}
        <div>
          <LinkButton href={next.href} variant="secondary">
            {next.label}
          </LinkButton>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-prose" data-testid={testIds.intro}>
        {intro}
      </p>
      <div>
        <Button onClick={confirm} disabled={!hydrated} loading={state.status === 'busy'} loadingLabel={confirmingLabel}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
