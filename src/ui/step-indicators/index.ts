export { StepIndicators, STEP_STATUSES, type Step, type StepIndicatorsProps, type StepStatus } from './step-indicators';
