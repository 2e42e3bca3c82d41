/**
 * The page-load failure state: "Helaas, deze inhoud kan niet geladen worden." with a
 * "Probeer opnieuw" button (translation keys pageErrorMessage and pageReloadButtonLabel). Shown by a screen
 * once its data could not be loaded, retries included.
 */
import { Button } from '../../ui/button';
import { NotificationBanner } from '../../ui/notification-banner';

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
