export { List } from './list';
