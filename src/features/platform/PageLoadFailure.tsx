/**
 * A screen's two states before its data: the loading state (a busy region whose status line reads the loading text
 * to screen readers, beside the screen's own placeholders), and the page-load failure state: "Helaas, deze inhoud
 * kan niet geladen worden." with a "Probeer opnieuw" button (translation keys pageErrorMessage and
 * pageReloadButtonLabel), shown once its data could not be loaded, retries included.
 */
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { NotificationBanner } from '../../ui/notification-banner';

/** The loading state: `label` (the pageLoading text) for screen readers, then the placeholders. */
export function LoadingState(props: {
  label: string;
  className?: string;
  /** The data attribute that marks the state (`data-invoices-loading`). */
  data?: `data-${string}`;
  children?: ReactNode;
}) {
  const { label, className, data, children } = props;
  return (
    <div className={className} aria-busy="true" {...(data ? { [data]: '' } : {})}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {children}
    </div>
  );
}

export interface PageLoadFailureProps {
  /** The island's translations (they hold pageErrorMessage and pageReloadButtonLabel). */
  t: (key: string) => string;
  onRetry: () => void;
}

export function PageLoadFailure({ t, onRetry }: PageLoadFailureProps) {
  return (
    <NotificationBanner variant="error" shouldAnnounce>
      <p className="mb-3">{t('pageErrorMessage')}</p>
      <Button variant="secondary" size="small" onClick={onRetry} data-page-retry>
        {t('pageReloadButtonLabel')}
      </Button>
    </NotificationBanner>
  );
}
