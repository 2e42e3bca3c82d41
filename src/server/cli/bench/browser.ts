/**
 * The browser side of `npm run bench`, in Debian's Chromium through Playwright: signing a demo account in through
 * the real flow (the portal sends the browser to the brand's account host, which sends it back signed in), and the
 * weight of one page load: what went over the wire per kind (from the Chrome DevTools Protocol's network events)
 * and whether each text answer came compressed.
 */
import { chromium, type Browser, type Cookie } from 'playwright';
import { chromiumLaunchOptions } from '../../../../.config/chromium';
import type { PageWeight } from './budgets';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/** A desktop window as the journeys use, in Dutch. */
const CONTEXT_OPTIONS = { viewport: { width: 1440, height: 900 }, locale: 'nl-NL' } as const;

/**
 * Signs `email` in on the brand whose portal origin is `origin`, as a subscriber does (tests/e2e/helpers.ts
 * `logIn`), and answers the browser's cookies afterwards (the portal session among them).
 */
export async function signIn(browser: Browser, origin: string, email: string, password: string): Promise<Cookie[]> {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/account`);
    await page.waitForURL(/login\./, { timeout: 30_000 });
    await page.getByLabel(/e-mailadres/i).fill(email);
    await page.getByLabel(/^wachtwoord$/i).fill(password);
    await page.getByRole('button', { name: /^(inloggen|aanmelden)$/i }).click();
    await page.waitForURL(`${origin}/account`, { timeout: 30_000 });
    const cookies = await context.cookies();
    if (!cookies.some((cookie) => cookie.name === 'mo_session')) throw new Error(`No portal session for ${email}`);
    return cookies;
  } finally {
    await context.close();
  }
}

/** The `Cookie` header a browser sends to `url` with these cookies. */
export function cookieHeader(cookies: readonly Cookie[], url: string): string {
  const { hostname } = new URL(url);
  return cookies
    .filter((cookie) => {
      const domain = cookie.domain.replace(/^\./, '');
      return hostname === domain || (cookie.domain.startsWith('.') && hostname.endsWith(`.${domain}`));
    })
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

/** Text answers seen in one page load (2xx, at least the threshold decoded), and which came uncompressed. */
export interface TextAnswers {
  total: number;
  compressed: number;
  uncompressed: string[];
}

export interface PageLoad {
  weight: PageWeight;
  /** Status of the document the page ended on (after redirects). */
  status: number;
  /** The path the browser ended on when a redirect took it elsewhere. */
  redirectedTo?: string | undefined;
  /** Where the page's own script sent the browser next; what loaded after that is not counted. */
  forwardedTo?: string | undefined;
  text: TextAnswers;
}

interface Seen {
  url: string;
  type: string;
  mainFrame: boolean;
  status: number;
  mimeType: string;
  encoding: string | undefined;
  bytes: number;
  decoded: number;
  done: boolean;
}

function isText(mimeType: string): boolean {
  return /^text\/|javascript|json|xml|svg|wasm/i.test(mimeType);
}

/** How long the network must be quiet after `load` before a page load counts as finished. */
const QUIET_MS = 500;

/**
 * Opens `url` in a fresh browser context (nothing cached; `cookies` when given) and adds up what it transferred
 * until the network is quiet: encoded bytes (headers and body as received, so compressed when compressed) per
 * kind — JavaScript, CSS, HTML of the page itself, everything else — and the number of requests (a redirect hop
 * is one). Counting stops when the page's own script navigates elsewhere (`/myaccount` forwarding).
 */
export async function measurePage(
  browser: Browser,
  url: string,
  options: { cookies?: readonly Cookie[]; textFromBytes: number },
): Promise<PageLoad> {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  if (options.cookies) await context.addCookies([...options.cookies]);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const seen = new Map<string, Seen>();
    const redirectHops: number[] = [];
    let mainFrameId: string | undefined;
    let mainDocument: string | undefined;
    let forwardedTo: string | undefined;
    let lastActivity = Date.now();

    cdp.on('Network.requestWillBeSent', (event) => {
      lastActivity = Date.now();
      if (forwardedTo) return;
      if (event.redirectResponse) {
        redirectHops.push(event.redirectResponse.encodedDataLength);
        const previous = seen.get(event.requestId);
        if (previous) previous.url = event.request.url;
        return;
      }
      const isDocument = event.type === 'Document';
      if (isDocument && mainFrameId === undefined) {
        mainFrameId = event.frameId;
        mainDocument = event.requestId;
      } else if (isDocument && event.frameId === mainFrameId && event.requestId !== mainDocument) {
        forwardedTo = event.request.url;
        return;
      }
      seen.set(event.requestId, {
        url: event.request.url,
        type: event.type ?? 'Other',
        mainFrame: isDocument && event.frameId === mainFrameId,
        status: 0,
        mimeType: '',
        encoding: undefined,
        bytes: 0,
        decoded: 0,
        done: false,
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      lastActivity = Date.now();
      const entry = seen.get(event.requestId);
      if (!entry) return;
      entry.status = event.response.status;
      entry.mimeType = event.response.mimeType;
      const headers = Object.entries(event.response.headers as Record<string, string>);
      entry.encoding = headers.find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
    });
    cdp.on('Network.dataReceived', (event) => {
      lastActivity = Date.now();
      const entry = seen.get(event.requestId);
      if (entry) entry.decoded += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      lastActivity = Date.now();
      const entry = seen.get(event.requestId);
      if (!entry) return;
      entry.bytes = event.encodedDataLength;
      entry.done = true;
    });
    cdp.on('Network.loadingFailed', (event) => {
      lastActivity = Date.now();
      const entry = seen.get(event.requestId);
      if (entry) entry.done = true;
    });
    await cdp.send('Network.enable');

    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const pending = [...seen.values()].some((entry) => !entry.done);
      if (!pending && Date.now() - lastActivity >= QUIET_MS) break;
      await page.waitForTimeout(100);
    }

    const weight: PageWeight = { js: 0, jsFiles: 0, css: 0, html: 0, other: 0, requests: seen.size };
    let htmlRaw = 0;
    const text: TextAnswers = { total: 0, compressed: 0, uncompressed: [] };
    for (const entry of seen.values()) {
      if (entry.type === 'Script') {
        weight.js += entry.bytes;
        weight.jsFiles += 1;
      } else if (entry.type === 'Stylesheet') weight.css += entry.bytes;
      else if (entry.mainFrame) {
        weight.html += entry.bytes;
        htmlRaw += entry.decoded;
      } else weight.other += entry.bytes;
      if (
        entry.status >= 200 &&
        entry.status < 300 &&
        isText(entry.mimeType) &&
        entry.decoded >= options.textFromBytes
      ) {
        text.total += 1;
        if (entry.encoding && entry.encoding !== 'identity') text.compressed += 1;
        else text.uncompressed.push(entry.url);
      }
    }
    weight.htmlRaw = htmlRaw;
    weight.requests += redirectHops.length;
    weight.html += redirectHops.reduce((sum, bytes) => sum + bytes, 0);
    await cdp.detach().catch(() => {});
    const landed = response ? new URL(response.url()) : undefined;
    const redirectedTo = landed && landed.href !== new URL(url).href ? `${landed.host}${landed.pathname}` : undefined;
    return { weight, status: response?.status() ?? 0, redirectedTo, forwardedTo, text };
  } finally {
    await context.close();
  }
}
