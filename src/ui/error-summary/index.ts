export { ErrorSummary, summaryErrors, type ErrorSummaryProps, type SummaryError } from './error-summary';
