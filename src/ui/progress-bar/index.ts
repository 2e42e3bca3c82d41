export { ProgressBar, clampProgress, DEFAULT_PROGRESS_MAX, type ProgressBarProps } from './progress-bar';
