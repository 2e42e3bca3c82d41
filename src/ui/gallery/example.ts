/**
 * The shape of a component's examples file (`src/ui/<component>/examples.tsx`, Ark UI's `examples/` convention):
 * a default export with the gallery title of the component and its examples, each a titled state ("Fout",
 * "Uitgeschakeld", …) rendered as a small React component. /dev/componenten finds the files with
 * `import.meta.glob`, so a new component appears in the gallery by adding its examples file, and
 * `examples.test.tsx` fails when a component folder has none. Sample texts are fixed Dutch examples, not content;
 * the few texts a component takes from translation keys come from the page as `messages`.
 */
import { createElement, type ComponentType } from 'react';

/** Texts of the examples that come from translation keys, resolved by the page (server-side). */
export interface GalleryMessages {
  /** ui.accordion.locked */
  accordionLocked: string;
  /** ui.multiFileInput.full */
  fileFull: string;
  /** ui.multiFileInput.removed, with {name} */
  fileRemoved: string;
  /** ui.dateIncomplete */
  dateIncomplete: string;
  /** footer.linksLabel */
  footerLinksLabel: string;
  /** footer.copyright, filled in */
  footerCopyright: string;
  /** footer.privacy, footer.cookies, footer.terms */
  footerLinks: { label: string; url: string }[];
}

/** Sample messages for unit tests and for rendering the examples outside the page. */
export const SAMPLE_MESSAGES: GalleryMessages = {
  accordionLocked: 'vergrendeld',
  fileFull:
    'Je hebt het maximale aantal bijlagen toegevoegd. Verwijder eerst een bijlage als je een andere wilt toevoegen.',
  fileRemoved: '{name} is verwijderd.',
  dateIncomplete: 'Vul de datum helemaal in als dd.mm.jjjj, zoals 31.12.1980.',
  footerLinksLabel: 'Juridische informatie',
  footerCopyright: '© 2026 Voorbeeldkrant. Alle rechten voorbehouden.',
  footerLinks: [
    { label: 'Privacyverklaring', url: '#privacy' },
    { label: 'Cookiebeleid', url: '#cookies' },
  ],
};

export interface ExampleProps {
  messages: GalleryMessages;
}

/** One state of a component. */
export interface Example {
  /** Dutch heading of the state, e.g. "Fout". */
  title: string;
  Component: ComponentType<ExampleProps>;
  /**
   * How the example is laid out: `row` wraps small items side by side (default), `column` stacks form fields at a
   * readable width, `wide` gives the whole width (banners, bars, page parts).
   */
  layout?: 'row' | 'column' | 'wide';
}

/** The default export of an examples file. */
export interface ComponentExamples {
  /** Dutch heading of the component's section, e.g. "Knoppen". */
  title: string;
  examples: readonly Example[];
}

/** The module shape `import.meta.glob` returns for an examples file. */
export interface ExamplesModule {
  default: ComponentExamples;
}

/** The component folder of an examples file path ("../button/examples.tsx" → "button"). */
export function folderOf(path: string): string {
  const parts = path.split('/');
  return parts[parts.length - 2] ?? path;
}

/** The props of one state: fixed, or built from the page's translated texts. */
export type StateProps<P> = P | ((messages: GalleryMessages) => P);

/**
 * States that differ only in their props, as examples of one component: each `[title, props]` renders the
 * component with those props in the given layout, so an examples file lists what differs per state, not the same
 * markup again for every state.
 */
export function propsExamples<P extends object>(
  Component: ComponentType<P>,
  layout: Example['layout'],
  states: readonly (readonly [title: string, props: StateProps<NoInfer<P>>])[],
): Example[] {
  return states.map(([title, props]) => ({
    title,
    layout,
    Component: ({ messages }) =>
      createElement(
        Component,
        typeof props === 'function' ? (props as (texts: GalleryMessages) => P)(messages) : props,
      ),
  }));
}
