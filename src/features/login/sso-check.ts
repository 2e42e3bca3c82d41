/**
 * The browser half of the single-sign-on check: reads the configuration the server put on the page, exposes it as
 * `window.ssoConfiguration` (specification §7) and starts the silent session check when shouldCheckSession says so.
 */
import { hasSignedInHint } from './signed-in-header';
import { shouldCheckSession, type SsoConfiguration } from './sso-config';

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
    if (run) window.location.replace(configuration.authorizeUrl);
  } catch {
    // A broken configuration means no check; the page works the same.
  }
}
