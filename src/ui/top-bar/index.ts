export { TopBar, type TopBarProps } from './top-bar';
export { TOP_BAR_INNER, TOP_BAR_SLOT, topBarClasses } from './classes';
