export {
  HeaderNotification,
  MISSING_PROVIDER_ERROR,
  headerNotificationReducer,
  useHeaderNotification,
  type HeaderNotificationAction,
  type HeaderNotificationData,
  type HeaderNotificationState,
} from './header-notification';
