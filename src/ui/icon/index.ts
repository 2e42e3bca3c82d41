export { CrossIcon } from './cross-icon';
export { SECTION_ICONS, iconSvgFile, type SectionIcon } from './section-icons';
