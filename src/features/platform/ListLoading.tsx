/**
 * What a list of an overview shows while it loads: an empty card where the list will be (so little moves when it
 * arrives), and the loading text for screen readers in a status region.
 */
import { Skeleton } from '../../ui/skeleton';

export function ListLoading({ label, data }: { label: string; data: `data-${string}` }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-3" {...{ [data]: '' }}>
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton variant="card" className="h-28" />
    </div>
  );
}
