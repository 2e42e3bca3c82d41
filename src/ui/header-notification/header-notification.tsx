/**
 * The header notification bar: one notification below the header for the whole app. Wrap the app
 * (island root) in `HeaderNotification.Provider`, render `HeaderNotification.Bar` where the bar belongs, and show or
 * hide notifications from anywhere below with `useHeaderNotification()` (a dispatcher plus `show`/`hide`). Using the
 * hook without the provider throws "notification context provider not added at app root".
 */
import { createContext, useContext, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import { NotificationBanner, type NotificationVariant } from '../notification-banner/notification-banner';

export const MISSING_PROVIDER_ERROR = 'notification context provider not added at app root';

export interface HeaderNotificationData {
  variant: NotificationVariant;
  message: ReactNode;
  hideAfterMs?: number;
  /** Announce through a live region (default true: the bar appears away from the user's focus). */
  shouldAnnounce?: boolean;
  showIcon?: boolean;
}

export interface HeaderNotificationState {
  notification: (HeaderNotificationData & { id: number }) | null;
}

export type HeaderNotificationAction = { type: 'show'; notification: HeaderNotificationData } | { type: 'hide' };

export function headerNotificationReducer(
  state: HeaderNotificationState,
  action: HeaderNotificationAction,
): HeaderNotificationState {
  switch (action.type) {
    case 'show':
      return { notification: { ...action.notification, id: (state.notification?.id ?? 0) + 1 } };
    case 'hide':
      return state.notification ? { notification: null } : state;
  }
}

interface ContextValue {
  state: HeaderNotificationState;
  dispatch: Dispatch<HeaderNotificationAction>;
  closeLabel: string;
}

const HeaderNotificationContext = createContext<ContextValue | null>(null);

function Provider({
  children,
  closeLabel,
  initial = null,
}: {
  children: ReactNode;
  /** Name of the close button, e.g. "Melding sluiten". */
  closeLabel: string;
  /** A notification to start with (e.g. one the server knows about). */
  initial?: HeaderNotificationData | null;
}) {
  const [state, dispatch] = useReducer(headerNotificationReducer, {
    notification: initial ? { ...initial, id: 1 } : null,
  });
  const value = useMemo(() => ({ state, dispatch, closeLabel }), [state, closeLabel]);
  return <HeaderNotificationContext.Provider value={value}>{children}</HeaderNotificationContext.Provider>;
}

function useHeaderNotificationContext(): ContextValue {
  const context = useContext(HeaderNotificationContext);
  if (!context) throw new Error(MISSING_PROVIDER_ERROR);
  return context;
}

/** The current notification, the dispatcher and the two actions. Throws without the provider. */
export function useHeaderNotification() {
  const { state, dispatch } = useHeaderNotificationContext();
  return useMemo(
    () => ({
      notification: state.notification,
      dispatch,
      show: (notification: HeaderNotificationData) => dispatch({ type: 'show', notification }),
      hide: () => dispatch({ type: 'hide' }),
    }),
    [state.notification, dispatch],
  );
}

/**
 * The bar: the current notification across the page width, closable. Two live regions (status, and alert for
 * errors) are always rendered, so a screen reader knows them before a notification appears; only their content
 * changes. A notification with `shouldAnnounce: false` is shown outside them.
 */
function Bar({ className }: { className?: string }) {
  const { state, dispatch, closeLabel } = useHeaderNotificationContext();
  const notification = state.notification;
  const banner = notification ? (
    <NotificationBanner
      key={notification.id}
      variant={notification.variant}
      hideAfterMs={notification.hideAfterMs}
      showIcon={notification.showIcon ?? true}
      onClose={() => dispatch({ type: 'hide' })}
      closeLabel={closeLabel}
      className="rounded-none border-l-0 border-b-2"
    >
      <div className="mx-auto max-w-container">{notification.message}</div>
    </NotificationBanner>
  ) : null;
  const announce = notification?.shouldAnnounce ?? true;
  const region = announce ? (notification?.variant === 'error' ? 'alert' : 'status') : null;
  return (
    <div data-scope="header-notification" className={className}>
      <div role="status" data-part="status-region">
        {region === 'status' ? banner : null}
      </div>
      <div role="alert" data-part="alert-region">
        {region === 'alert' ? banner : null}
      </div>
      {region === null ? banner : null}
    </div>
  );
}

export const HeaderNotification = { Provider, Bar };
