export { StepButtons, type StepButtonsProps } from './step-buttons';
