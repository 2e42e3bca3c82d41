/** Examples of the icons for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { CrossIcon } from './cross-icon';
import { LineIcon } from './line-icon';
import { SECTION_ICONS, type SectionIcon } from './section-icons';

export default {
  title: 'Pictogrammen',
  examples: [
    {
      title: 'Kruis (in sluit- en verwijderknoppen)',
      Component: () => (
        <>
          <CrossIcon />
          <CrossIcon className="size-8" />
        </>
      ),
    },
    {
      title: 'Rubrieken (tegels en mobiel menu)',
      Component: () =>
        (Object.keys(SECTION_ICONS) as SectionIcon[]).map((icon) => (
          <figure key={icon} className="flex w-24 flex-col items-center gap-1 text-sm">
            <LineIcon className="size-8" strokeWidth="1.6">
              <path d={SECTION_ICONS[icon]} />
            </LineIcon>
            <figcaption>{icon}</figcaption>
          </figure>
        )),
    },
  ],
} satisfies ComponentExamples;
