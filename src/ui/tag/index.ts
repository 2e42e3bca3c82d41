export { Tag, TAG_VARIANTS, type TagProps, type TagVariant } from './tag';
