export { Navigation, activeLink, type NavigationLink, type NavigationProps } from './navigation';
