/**
 * The page-load failure state: "Helaas, deze inhoud kan niet geladen worden." with a
 * "Probeer opnieuw" button (translation keys pageErrorMessage and pageReloadButtonLabel). Shown by a screen
 * once its data could not be loaded, retries included.
 */
import { Button } from '../../ui/button';
import { NotificationBanner } from '../../ui/notification-banner';

export interface PageLoadFailureProps {
  /** The translation of pageErrorMessage. */
  message: string;
  /** The translation of pageReloadButtonLabel. */
  retryLabel: string;
  onRetry: () => void;
}

export function PageLoadFailure({ message, retryLabel, onRetry }: PageLoadFailureProps) {
  return (
    <NotificationBanner variant="error" shouldAnnounce>
      <p className="mb-3">{message}</p>
      <Button variant="secondary" size="small" onClick={onRetry} data-page-retry>
        {retryLabel}
      </Button>
    </NotificationBanner>
  );
}
