/**
 * What a request gets when something fails that the portal did not expect (a bug, a database error that is no
 * outage): the Dutch 500 page — the brand's prebuilt `/500`, else the minimal Dutch page — or, under `/api/`, JSON
 * with the trace id; and the log one scrubbed line (log.ts) with that trace id.
 *
 * The middleware answers this itself instead of letting the error reach Astro, because Astro would write the raw
 * error with its stack to the log: a database error's message names the query's parameters (names, e-mail
 * addresses, account ids), also in production.
 */
import type { BrandInfo } from '../brands/registry';
import { createTranslator, type Language } from '../i18n/translate';
import { committedTranslations } from '../content/queries/translations';
import { TRACE_ID_HEADER } from '../shared/trace-id';
import { minimalErrorPage } from './content-failure';
import { log } from './log';
import type { PrebuiltPage } from './prebuilt/store';
import { newTraceId } from './service-response';

/** The code of an unexpected failure in a JSON answer (the service client's catalogue knows it). */
const GENERIC_ERROR = 'GENERIC-ERROR';

/** What the answer needs to know about the request. */
export interface UnexpectedFailureInput {
  error: unknown;
  url: URL;
  method: string;
  brand?: BrandInfo | undefined;
  language?: Language | undefined;
  /** The CMS translations when they could be read; the committed texts fill in what they lack. */
  translations?: Readonly<Record<string, string>> | undefined;
  /** The brand's prebuilt page of a path, if built. */
  readPage: (brandKey: BrandInfo['key'], pagePath: string) => Promise<PrebuiltPage | undefined>;
}

/** Logs the failure (without personal data) and answers 500: JSON under `/api/`, else the Dutch 500 page. */
export async function unexpectedFailureResponse(input: UnexpectedFailureInput): Promise<Response> {
  const traceId = newTraceId();
  log.error({ err: input.error, method: input.method, path: input.url.pathname }, '[portal] request failed');
  const headers = new Headers({ 'cache-control': 'no-store', [TRACE_ID_HEADER]: traceId });
  const language = input.language ?? (input.brand?.country === 'be' ? 'be' : 'nl');
  if (input.url.pathname === '/api' || input.url.pathname.startsWith('/api/')) {
    const t = createTranslator({ ...committedTranslations(language), ...input.translations });
    headers.set('content-type', 'application/json; charset=utf-8');
    const body = { errors: [{ message: t(GENERIC_ERROR), extensions: { code: GENERIC_ERROR } }] };
    return new Response(JSON.stringify(body), { status: 500, headers });
  }
  headers.set('content-type', 'text/html; charset=utf-8');
  const prebuilt = input.brand ? await input.readPage(input.brand.key, '/500').catch(() => undefined) : undefined;
  if (prebuilt) {
    if (prebuilt.csp) headers.set('content-security-policy', prebuilt.csp);
    return new Response(prebuilt.html, { status: 500, headers });
  }
  return new Response(minimalErrorPage(language, input.translations), { status: 500, headers });
}
