export {
  NotificationBanner,
  NotificationIcon,
  SUCCESS_HIDE_AFTER_MS,
  hideAfterFor,
  type NotificationBannerProps,
  type NotificationVariant,
} from './notification-banner';
