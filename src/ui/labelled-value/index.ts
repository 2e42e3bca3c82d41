export { LabelledValue, type LabelledValueItemProps, type LabelledValueRootProps } from './labelled-value';
