/**
 * The two switches of the single-sign-on configuration for one page:
 *
 * - `automaticLoginEnabled` (SSO_AUTOMATIC_LOGIN, default true): NotLoggedIn pages silently ask the account host
 *   whether it knows the user and sign them in without a click.
 * - `multipleSessionsPopupEnabled` (SSO_MULTIPLE_SESSIONS_POPUP, default true): LoggedIn pages ask whether the account
 *   host holds another account and then offer the choice (LoggedInDifferentAccount).
 *
 * The configured values come from the validated server configuration (src/server/config.ts), passed in by the
 * layout. Both are off, whatever is configured, in an app's webview (origin WEBVIEW: the app signs the user in and
 * out itself, and a redirect through the account host or a choice between accounts does not belong in it) and in
 * preview mode (an editor reviewing drafts is not sent through sign-in).
 */

export interface SsoSwitchesInput {
  /** WEB or WEBVIEW (`locals.origin`); undefined counts as WEB. */
  origin?: 'WEB' | 'WEBVIEW' | undefined;
  /** `locals.preview`. */
  preview?: boolean | undefined;
  /** SSO_AUTOMATIC_LOGIN of the configuration. */
  automaticLogin: boolean;
  /** SSO_MULTIPLE_SESSIONS_POPUP of the configuration. */
  multipleSessionsPopup: boolean;
}

export interface SsoSwitches {
  automaticLoginEnabled: boolean;
  multipleSessionsPopupEnabled: boolean;
}

/** The two switches for one page. */
export function ssoSwitches(input: SsoSwitchesInput): SsoSwitches {
  const allowed = input.origin !== 'WEBVIEW' && !input.preview;
  return {
    automaticLoginEnabled: allowed && input.automaticLogin,
    multipleSessionsPopupEnabled: allowed && input.multipleSessionsPopup,
  };
}
