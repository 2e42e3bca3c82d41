/**
 * The one table `npm run bench` prints: a Markdown table (readable as it is in a terminal, and pasteable into an
 * issue) with a column per question: what was measured, the figure, what it is compared with, the ratio, the budget
 * and whether it holds. Pure, so it is unit-tested beside this file.
 */
import type { Verdict } from './budgets';

/** One line of the table. */
export interface Row {
  what: string;
  measured: string;
  /** What the figure is compared with (the bare Node server, the prebuilt page, the full build). */
  baseline?: string | undefined;
  ratio?: string | undefined;
  /** The budget in words; none when the figure is only reported. */
  budget?: string | undefined;
  verdict: Verdict;
  /** For a failure: which part of a combined figure is over its budget. */
  over?: readonly string[] | undefined;
}

/** A heading between groups of rows. */
export interface Section {
  section: string;
}

const HEADER = ['what', 'measured', 'baseline', 'ratio', 'budget', ''] as const;

function mark(row: Row): string {
  if (row.verdict === 'pass') return '✔';
  if (row.verdict === 'fail') return row.over && row.over.length > 0 ? `✘ ${row.over.join(', ')}` : '✘';
  return '';
}

/** Width in terminal columns: code points (the table uses no wide characters). */
function width(text: string): number {
  return [...text].length;
}

/** Escapes what would end a Markdown cell. */
function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

/** The table, one line per row, columns padded to the widest cell. */
export function formatTable(lines: ReadonlyArray<Row | Section>): string {
  const cells = lines.map((line) =>
    'section' in line
      ? [`**${line.section}**`, '', '', '', '', '']
      : [line.what, line.measured, line.baseline ?? '', line.ratio ?? '', line.budget ?? '', mark(line)].map(cell),
  );
  const widths = HEADER.map((title, column) => Math.max(width(title), ...cells.map((row) => width(row[column]!))));
  const render = (row: readonly string[]) =>
    `| ${row.map((text, column) => text + ' '.repeat(widths[column]! - width(text))).join(' | ')} |`;
  const rule = `| ${widths.map((size) => '-'.repeat(size)).join(' | ')} |`;
  return [render(HEADER), rule, ...cells.map(render)].join('\n');
}

/** The rows over budget. */
export function failures(lines: ReadonlyArray<Row | Section>): Row[] {
  return lines.filter((line): line is Row => !('section' in line) && line.verdict === 'fail');
}

/** The closing line: how many budgets held. */
export function summary(lines: ReadonlyArray<Row | Section>): string {
  const rows = lines.filter((line): line is Row => !('section' in line));
  const checked = rows.filter((row) => row.verdict !== 'info');
  const failed = checked.filter((row) => row.verdict === 'fail');
  return failed.length === 0
    ? `✔ ${checked.length} of ${checked.length} budgets hold`
    : `✘ ${failed.length} of ${checked.length} budgets exceeded: ${failed.map((row) => row.what).join('; ')}`;
}
