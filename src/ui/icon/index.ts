export { CrossIcon } from './cross-icon';
