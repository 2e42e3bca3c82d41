/**
 * axe-core for component tests in jsdom: the WCAG 2.2 A/AA rules that can be judged without layout. Colour
 * contrast needs real rendering, so it is checked in the browser (tests/e2e) and by src/brands/tokens.test.ts.
 */
import axe from 'axe-core';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on `container` (default: the whole document) and fails with one line per violation. */
export async function expectNoAxeViolations(container: Element | Document = document): Promise<void> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: TAGS },
    rules: { 'color-contrast': { enabled: false } },
  });
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  if (summary.length > 0) throw new Error(`axe found ${summary.length} violation(s):\n${summary.join('\n')}`);
}
