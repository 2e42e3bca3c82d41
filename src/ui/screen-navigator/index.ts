export {
  ScreenNavigator,
  Screen,
  noScreenError,
  type ScreenNavigatorProps,
  type ScreenProps,
} from './screen-navigator';
