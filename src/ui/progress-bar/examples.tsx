/** Examples of ProgressBar for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { ProgressBar } from './progress-bar';

export default {
  title: 'Voortgangsbalk',
  examples: [
    {
      title: 'Leeg, half, vol, begrensd en eigen maximum',
      layout: 'wide',
      Component: () => (
        <>
          <ProgressBar label="Niet begonnen" value={0} showValue />
          <ProgressBar label="Profiel half compleet" value={50} showValue />
          <ProgressBar label="Klaar" value={100} showValue />
          <ProgressBar label="Boven het maximum (begrensd)" value={140} showValue />
          <ProgressBar label="Stap 2 van 4" value={2} max={4} valueText="Stap 2 van 4" showValue />
        </>
      ),
    },
  ],
} satisfies ComponentExamples;
