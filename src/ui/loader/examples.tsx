/** Examples of Loader for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { Loader } from './loader';

export default {
  title: 'Laadindicator',
  examples: [
    {
      title: 'Formaten',
      Component: () => (
        <>
          <Loader label="Klein: laden" size="small" />
          <Loader label="Middel: laden" />
          <Loader label="Groot: laden" size="large" />
        </>
      ),
    },
  ],
} satisfies ComponentExamples;
