/**
 * One section of the component gallery (/dev/componenten, not in production): the examples of one component
 * folder, each under its title, in the colours of the host's brand. The page renders one island per component, so
 * each hydrates when it scrolls into view and a failing example stays inside its own section.
 */
import type { ExamplesModule, GalleryMessages } from './example';
import { folderOf } from './example';

const modules = import.meta.glob<ExamplesModule>('../*/examples.tsx', { eager: true });

/** Every component's examples by folder name, sorted by folder. */
export const EXAMPLES = Object.fromEntries(
  Object.entries(modules)
    .map(([path, module]) => [folderOf(path), module.default] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);

const LAYOUT_CLASSES = {
  row: 'flex flex-wrap items-start gap-3',
  column: 'flex max-w-md flex-col gap-3',
  wide: 'flex flex-col gap-3',
} as const;

export interface ExampleSectionProps {
  /** The component folder, e.g. "button". */
  folder: string;
  messages: GalleryMessages;
}

export function ExampleSection({ folder, messages }: ExampleSectionProps) {
  const component = EXAMPLES[folder];
  if (!component) return null;
  const headingId = `${folder}-titel`;
  return (
    <section
      aria-labelledby={headingId}
      data-gallery={folder}
      className="min-w-0 rounded-brand bg-surface p-4 tablet:p-6"
    >
      <h2 id={headingId} className="mb-4 font-brand text-2xl font-bold">
        {component.title}
      </h2>
      <div className="flex flex-col gap-6">
        {component.examples.map(({ title, Component, layout = 'row' }) => (
          <div key={title} className="flex flex-col gap-2" data-example={title}>
            <h3 className="text-sm font-semibold tracking-wide text-text-muted uppercase">{title}</h3>
            <div className={LAYOUT_CLASSES[layout]}>
              <Component messages={messages} />
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

export default ExampleSection;
