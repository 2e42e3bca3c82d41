export { MobileMenu, SectionIconSvg, type MobileMenuItem, type MobileMenuProps } from './mobile-menu';
