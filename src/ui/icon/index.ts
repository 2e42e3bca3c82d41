export { CrossIcon } from './cross-icon';
export { CheckMark, LineIcon, type LineIconProps } from './line-icon';
export { SECTION_ICONS, iconSvgFile, type SectionIcon } from './section-icons';
