/** Examples of Skeleton for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { Skeleton } from './skeleton';

export default {
  title: 'Laadblokken',
  examples: [
    {
      title: 'Tekstregels en een knop',
      Component: () => (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-6 w-64 max-w-full" />
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-12 w-40" />
        </div>
      ),
    },
    { title: 'Lege kaart', Component: () => <Skeleton variant="card" className="h-28" /> },
  ],
} satisfies ComponentExamples;
