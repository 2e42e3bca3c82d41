/**
 * What a request gets when the CMS answers with a document the portal cannot use: never a blank
 * or broken page but the Dutch 500 page — the brand's prebuilt `/500` when there is one, else a minimal Dutch
 * page — and the log gets one line naming the document. A prebuild render also gets the error in a header, so the
 * prebuild fails with that message instead of storing an error page as the brand's page.
 */
import type { BrandInfo } from '../brands/registry';
import { contentErrorLine } from '../content/queries/parse-document';
import { createTranslator, type Language } from '../i18n/translate';
import { committedTranslations } from '../content/queries/translations';
import { CONTENT_ERROR_HEADER } from './prebuilt/paths';
import type { PrebuiltPage } from './prebuilt/store';
import { log } from './log';
import { minimalPage } from './minimal-page';

export interface ContentFailureInput {
  error: unknown;
  /** The brand of the host, if known. */
  brand: BrandInfo | undefined;
  language: Language;
  /** The path asked for (named in the log line). */
  pathname: string;
  /** True for a prebuild render: the error goes into {@link CONTENT_ERROR_HEADER}. */
  prebuild: boolean;
  /** The brand's prebuilt page of a path, if built. */
  readPage: (brandKey: BrandInfo['key'], pagePath: string) => Promise<PrebuiltPage | undefined>;
  /** The translations of the language when they could still be read; else the committed texts are used. */
  translations?: Readonly<Record<string, string>> | undefined;
  /** Where the one line goes; the server's log (log.ts) by default. */
  log?: (line: string) => void;
}

/** The minimal Dutch 500 page, for a brand without a prebuilt one (or an unknown host). */
export function minimalErrorPage(language: Language, translations?: ContentFailureInput['translations']): string {
  // The CMS texts when they could be read, over the committed ones (the same fallback as the account host).
  const t = createTranslator({ ...committedTranslations(language), ...translations });
  return minimalPage({ language, title: t('serverError.title'), paragraphs: [t('serverError.body')] });
}

/** Logs one line naming the failed document and answers with the Dutch 500 page. */
export async function contentFailureResponse(input: ContentFailureInput): Promise<Response> {
  const line = contentErrorLine(input.error);
  const write = input.log ?? ((message: string) => log.error(message));
  write(`[content] ${input.brand?.key ?? 'unknown host'} ${input.pathname}: ${line}`);
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  if (input.prebuild) headers.set(CONTENT_ERROR_HEADER, encodeURIComponent(line));
  // A prebuild render must not read the page it may be replacing; it gets the minimal page with the header.
  const prebuilt = input.brand && !input.prebuild ? await input.readPage(input.brand.key, '/500') : undefined;
  if (prebuilt) {
    if (prebuilt.csp) headers.set('content-security-policy', prebuilt.csp);
    return new Response(prebuilt.html, { status: 500, headers });
  }
  return new Response(minimalErrorPage(input.language, input.translations), { status: 500, headers });
}
