/**
 * The browser half of the single-sign-on check: reads the configuration the server put on the page, exposes it as
 * `window.ssoConfiguration` and starts the silent session check when shouldCheckSession says so.
 *
 * The check runs in a hidden frame: the page stays as it is while the frame asks the account host
 * (`prompt=none`) and the portal's callback answers the frame with the outcome (src/server/auth/portal-handlers.ts,
 * `silentEnd`). Nobody there, or the same account: nothing changes. Signed in by the check: a shared (prebuilt) page
 * shows its signed-in header (./signed-in-header.ts), any other page is loaded again to show the account. Another
 * account than the page's: the page goes on to the choice between the two (LoggedInDifferentAccount). The marker
 * cookie is set before the frame starts, so a check that never answers (a provider that refuses to be framed, a
 * browser that keeps its cookies from frames) is not tried again in this browser session; the frame goes after 15 s.
 */
import { hasSignedInHint, startSignedInHeader } from './signed-in-header';
import { shouldCheckSession, type SsoConfiguration } from './sso-config';
import { safeRedirectTarget } from '../../shared/safe-path';
import { SILENT_CHECK_MESSAGE, type SilentCheckMessage } from '../../shared/silent-check';

const FRAME_TIMEOUT_MS = 15_000;

/** Runs the silent check in a hidden frame; `authorizeUrl` is the configuration's `/api/auth/check?callback_url=…`. */
export function startFrameCheck(authorizeUrl: string, doc: Document = document): HTMLIFrameElement {
  const view = doc.defaultView ?? window;
  const secure = view.location.protocol === 'https:' ? '; Secure' : '';
  // The cookie of src/server/auth/portal-handlers.ts (SSO_CHECKED_COOKIE): once per browser session.
  doc.cookie = `mo_sso_checked=1; Path=/; SameSite=Lax${secure}`;
  const frame = doc.createElement('iframe');
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.title = 'SSO';
  frame.src = `${authorizeUrl}${authorizeUrl.includes('?') ? '&' : '?'}frame=1`;
  const finish = () => {
    view.removeEventListener('message', onMessage);
    view.clearTimeout(timer);
    frame.remove();
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== view.location.origin || event.source !== frame.contentWindow) return;
    const message = event.data as Partial<SilentCheckMessage> | null;
    if (message?.type !== SILENT_CHECK_MESSAGE) return;
    finish();
    if (message.outcome === 'signed-in') {
      if (doc.querySelector('[data-signed-in]')) void startSignedInHeader(doc);
      else view.location.reload();
    } else if (message.outcome === 'other-account') {
      // Only a path of this site (the shared check of every redirect target: no `//host`, no `/\host`, …).
      const next = safeRedirectTarget(message.next, { fallback: '' });
      if (next) view.location.assign(next);
    }
  };
  view.addEventListener('message', onMessage);
  const timer = view.setTimeout(finish, FRAME_TIMEOUT_MS);
  doc.body.append(frame);
  return frame;
}

declare global {
  interface Window {
    ssoConfiguration?: SsoConfiguration;
  }
}

const element = document.getElementById('mo-sso-configuration');
const raw = element?.dataset['configuration'];
if (raw) {
  try {
    const configuration = JSON.parse(raw) as SsoConfiguration;
    window.ssoConfiguration = configuration;
    const cookies = document.cookie.split(';').map((part) => part.trim());
    const run = shouldCheckSession(configuration, {
      automated: navigator.webdriver === true,
      // The cookies of src/server/auth/portal-handlers.ts (SSO_CHECKED_COOKIE, SSO_HINT_COOKIE).
      alreadyChecked: cookies.includes('mo_sso_checked=1'),
      hinted: cookies.includes('mo_sso_hint=1'),
      pathname: window.location.pathname,
      // A shared (prebuilt) page does not know who is signed in: the check waits for a page that does.
      signedInUnknown: !configuration.loggedInEmail && hasSignedInHint(document.cookie),
    });
    if (run) startFrameCheck(configuration.authorizeUrl);
  } catch {
    // A broken configuration means no check; the page works the same.
  }
}
