export { Footer, type FooterLink, type FooterProps } from './footer';
export { FOOTER_CLASSES } from './classes';
