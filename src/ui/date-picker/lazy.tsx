import { lazy, Suspense } from 'react';
import { Loader } from '../loader';
import type { DatePickerProps } from './date-picker';

const Picker = lazy(() => import('./date-picker').then((module) => ({ default: module.DatePicker })));

/**
 * The date picker loaded when it is first shown rather than with the page: Ark's date machine and its calendar
 * arithmetic are the largest part of a screen's script, and the screens that use it show it only on a later step or in
 * a dialog. Until it is there, a loader named by `labels.loading` (or the calendar's name) stands in its place.
 */
export function LazyDatePicker(props: DatePickerProps) {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-24 items-center" data-date-picker-loading>
          <Loader label={props.labels.loading ?? props.labels.calendar} />
        </div>
      }
    >
      <Picker {...props} />
    </Suspense>
  );
}
