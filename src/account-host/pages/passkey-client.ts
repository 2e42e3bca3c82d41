/**
 * The browser half of the passkey ceremonies: asks the host for options, hands them to the browser
 * (@simplewebauthn/browser, imported only here), and posts the answer back. Every answer of the host is JSON with
 * either what comes next (`location`, `options`) or a Dutch `error` (and `field` when it is about one).
 */
import { startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';

export {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';

export interface HostAnswer {
  options?: unknown;
  location?: string;
  error?: string;
  field?: string;
}

/** Posts JSON to the host; an answer that is not JSON (an expired sign-in's page) has no fields. */
export async function postJson(url: string, body: unknown): Promise<{ ok: boolean; answer: HostAnswer }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const answer = (await response.json().catch(() => ({}))) as HostAnswer;
  return { ok: response.ok, answer };
}

/** True when the person (or the browser) broke the ceremony off: nothing went wrong. */
export function wasCancelled(error: unknown): boolean {
  const name = error instanceof WebAuthnError ? (error.cause as Error | undefined)?.name : (error as Error)?.name;
  return name === 'NotAllowedError' || name === 'AbortError' || (error as Error)?.name === 'AbortError';
}

export type Outcome = { location: string } | { error: string; field?: string } | { cancelled: true };

/** Signs in with a passkey: the button (`autofill` false) or the browser's autofill on the e-mail field. */
export async function passkeySignIn(
  urls: { options: string; verify: string },
  autofill: boolean,
  fallback: string,
): Promise<Outcome> {
  const start = await postJson(urls.options, {});
  if (!start.ok || !start.answer.options) return { error: start.answer.error ?? fallback };
  let response;
  try {
    response = await startAuthentication({
      optionsJSON: start.answer.options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
      useBrowserAutofill: autofill,
    });
  } catch (error) {
    if (wasCancelled(error)) return { cancelled: true };
    throw error;
  }
  const done = await postJson(urls.verify, { response });
  if (done.ok && done.answer.location) return { location: done.answer.location };
  return { error: done.answer.error ?? fallback };
}

/** Adds a passkey named `name`. */
export async function passkeyRegister(
  urls: { options: string; register: string },
  name: string,
  texts: { failed: string; duplicate: string },
): Promise<Outcome> {
  const fallback = texts.failed;
  const start = await postJson(urls.options, { name });
  if (!start.ok || !start.answer.options) {
    if (start.answer.location) return { location: start.answer.location };
    return { error: start.answer.error ?? fallback, ...(start.answer.field ? { field: start.answer.field } : {}) };
  }
  let response;
  try {
    response = await startRegistration({
      optionsJSON: start.answer.options as Parameters<typeof startRegistration>[0]['optionsJSON'],
    });
  } catch (error) {
    if (wasCancelled(error)) return { cancelled: true };
    if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
      return { error: texts.duplicate };
    }
    throw error;
  }
  const done = await postJson(urls.register, { name, response });
  if (done.answer.location) return { location: done.answer.location };
  return { error: done.answer.error ?? fallback };
}
