/**
 * Notification banner: variants error, info, success, warning. A success banner hides after
 * 6000 ms; the others stay until closed unless `hideAfterMs` is set. With `shouldAnnounce` the banner sits in a live
 * region (role "alert" for errors, "status" otherwise). Screen readers only announce a change inside a region they
 * already know, so the region is rendered empty first and the message is put in ANNOUNCE_DELAY_MS later; once the
 * banner hides, the region stays (empty) while the component is mounted. `showIcon` shows the variant's icon; `onClose` adds a close
 * button (named by `closeLabel`) and is called whenever the banner hides, by the button or by its timeout.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CrossIcon, LineIcon } from '../icon';

export type NotificationVariant = 'error' | 'info' | 'success' | 'warning';

/** How long a success notification stays. */
export const SUCCESS_HIDE_AFTER_MS = 6000;

/**
 * How long an announcing banner waits before its message goes into the fresh live region (react-aria's
 * LiveAnnouncer uses the same delay for the same reason).
 */
export const ANNOUNCE_DELAY_MS = 100;

/** The timeout of a variant: the caller's, else 6000 ms for success, else none. */
export function hideAfterFor(variant: NotificationVariant, hideAfterMs: number | null | undefined): number | undefined {
  if (hideAfterMs === null) return undefined;
  return hideAfterMs ?? (variant === 'success' ? SUCCESS_HIDE_AFTER_MS : undefined);
}

const VARIANT_CLASSES: Record<NotificationVariant, string> = {
  error: 'bg-negative-bg text-on-negative border-on-negative',
  info: 'bg-info-bg text-on-info border-on-info',
  success: 'bg-positive-bg text-on-positive border-on-positive',
  warning: 'bg-warning-bg text-on-warning border-on-warning',
};

const ICON_PATHS: Record<NotificationVariant, string> = {
  error: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9l6 6M15 9l-6 6',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.5',
  success: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12.5l2.7 2.7L16 9.8',
  warning: 'M12 3l10 18H2zM12 10v5M12 17.5v.5',
};

export function NotificationIcon({ variant }: { variant: NotificationVariant }) {
  return (
    <LineIcon data-part="icon" data-variant={variant} size={24} className="mt-0.5 shrink-0">
      <path d={ICON_PATHS[variant]} />
    </LineIcon>
  );
}

type CloseProps = { onClose: () => void; closeLabel: string } | { onClose?: undefined; closeLabel?: undefined };

export type NotificationBannerProps = {
  variant: NotificationVariant;
  children: ReactNode;
  /**
   * Hide after this many ms; success defaults to 6000, the other variants stay. `null`: stays, also for success (a
   * message that is the page's own content, such as what a finished journey recorded, never goes by itself).
   */
  hideAfterMs?: number | null;
  /** Announce through a live region. */
  shouldAnnounce?: boolean;
  /** Show the variant icon (default true). */
  showIcon?: boolean;
  className?: string;
} & CloseProps;

export function NotificationBanner({
  variant,
  children,
  hideAfterMs,
  shouldAnnounce = false,
  showIcon = true,
  onClose,
  closeLabel,
  className,
}: NotificationBannerProps) {
  const [visible, setVisible] = useState(true);
  // Only a banner that is announcing from its first render waits; one that starts announcing later is already there.
  const [filled, setFilled] = useState(!shouldAnnounce);
  useEffect(() => {
    if (filled) return undefined;
    const timer = setTimeout(() => setFilled(true), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filled]);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const timeout = hideAfterFor(variant, hideAfterMs);

  useEffect(() => {
    if (timeout === undefined) return undefined;
    const timer = setTimeout(() => {
      setVisible(false);
      onCloseRef.current?.();
    }, timeout);
    return () => clearTimeout(timer);
  }, [timeout]);

  const role = shouldAnnounce ? (variant === 'error' ? 'alert' : 'status') : undefined;
  if (role) {
    return (
      <div role={role} data-part="live-region">
        {visible && filled ? banner() : null}
      </div>
    );
  }
  return visible ? banner() : null;

  function banner() {
    return (
      <div
        data-scope="notification"
        data-variant={variant}
        className={['flex items-start gap-3 rounded-brand border-l-4 px-4 py-3', VARIANT_CLASSES[variant], className]
          .filter(Boolean)
          .join(' ')}
      >
        {showIcon ? <NotificationIcon variant={variant} /> : null}
        <div className="min-w-0 flex-1 py-0.5" data-part="content">
          {children}
        </div>
        {onClose ? (
          <button
            type="button"
            aria-label={closeLabel}
            data-part="close-trigger"
            onClick={() => {
              setVisible(false);
              onClose();
            }}
            className="-my-2 -mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-brand hover:bg-surface/40"
          >
            <CrossIcon />
          </button>
        ) : null}
      </div>
    );
  }
}
