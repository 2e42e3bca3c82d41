/** The URL of a journey's step: the current page with its step parameter (`?stap=`), other parameters kept. */

export interface StepUrlOptions {
  /** The query parameter that names the step. */
  param: string;
  /** The journey's first step. */
  first: string;
  /** Whether the first step is named in the URL too (otherwise the parameter is left out for it). */
  firstInUrl: boolean;
}

/** The step the URL `search` names (null for none). */
export function stepInSearch(search: string, param: string): string | null {
  return new URLSearchParams(search).get(param);
}

/** The path and query of `step` on the page `href`. */
export function stepUrl(href: string, step: string, options: StepUrlOptions): string {
  const url = new URL(href);
  if (step === options.first && !options.firstInUrl) url.searchParams.delete(options.param);
  else url.searchParams.set(options.param, step);
  return `${url.pathname}${url.search}`;
}
