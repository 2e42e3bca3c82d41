// @vitest-environment jsdom
/**
 * The component gallery: every component folder of the design system has an examples file, every examples file is
 * well formed, and every component's examples render without script errors and without axe violations. The
 * browser side (hydration, colours, widths per brand) is tests/e2e/design-system.spec.ts.
 */
import '../test-utils/dom';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { SAMPLE_MESSAGES } from './example';
import { EXAMPLES, ExampleSection } from './ExampleSection';

// jsdom gives this file no file: URL, so the folder comes from Vitest's __dirname.
const UI = join(__dirname, '..');

/** Folders that hold no component: the gallery itself and the test helpers. */
const NOT_COMPONENTS = new Set(['gallery', 'test-utils']);

/** A component folder is one with a React component file (`.tsx` that is not a test or the examples). */
function componentFolders(): string[] {
  return readdirSync(UI, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_COMPONENTS.has(entry.name))
    .map((entry) => entry.name)
    .filter((folder) =>
      readdirSync(join(UI, folder)).some(
        (file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx') && file !== 'examples.tsx',
      ),
    )
    .sort();
}

describe('component gallery examples', () => {
  it('has an examples file beside every component', () => {
    const folders = componentFolders();
    expect(folders.length).toBeGreaterThan(25);
    expect(folders.filter((folder) => !(folder in EXAMPLES))).toEqual([]);
  });

  it('gives every component a title and titled examples, none twice', () => {
    const titles = Object.values(EXAMPLES).map((component) => component.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const [folder, component] of Object.entries(EXAMPLES)) {
      expect(component.title, folder).toMatch(/\S/);
      expect(component.examples.length, folder).toBeGreaterThan(0);
      const exampleTitles = component.examples.map((example) => example.title);
      expect(new Set(exampleTitles).size, folder).toBe(exampleTitles.length);
    }
  });

  it('shows a component as a section named by its title, with a heading per example', () => {
    render(<ExampleSection folder="button" messages={SAMPLE_MESSAGES} />);
    const section = screen.getByRole('region', { name: 'Knoppen' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(EXAMPLES.button!.examples.map((example) => example.title));
  });

  it('passes the texts of translation keys to the examples', () => {
    render(<ExampleSection folder="footer" messages={SAMPLE_MESSAGES} />);
    expect(screen.getAllByText(SAMPLE_MESSAGES.footerCopyright)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Privacyverklaring' })).toHaveAttribute('href', '#privacy');
  });

  it('renders nothing for a folder without examples', () => {
    const { container } = render(<ExampleSection folder="bestaat-niet" messages={SAMPLE_MESSAGES} />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each(Object.keys(EXAMPLES))('renders the examples of %s without axe violations', async (folder) => {
    const { container } = render(<ExampleSection folder={folder} messages={SAMPLE_MESSAGES} />);
    expect(screen.getByRole('region', { name: EXAMPLES[folder]!.title })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
