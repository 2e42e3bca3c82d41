/**
 * Where the two switches of the single-sign-on configuration (specification §3) come from, decided on the server
 * for each page (prebuilt pages: at build time, with the build's environment):
 *
 * - `SSO_AUTOMATIC_LOGIN` (default true): NotLoggedIn pages silently ask the account host whether it knows the user
 *   and sign them in without a click.
 * - `SSO_MULTIPLE_SESSIONS_POPUP` (default true): LoggedIn pages ask whether the account host holds another account
 *   and then offer the choice (LoggedInDifferentAccount).
 *
 * Both are off, whatever the environment says, in an app's webview (origin WEBVIEW: the app signs the user in and
 * out itself, and a redirect through the account host or a choice between accounts does not belong in it) and in
 * preview mode (an editor reviewing drafts is not sent through sign-in).
 */
import { z } from 'zod';

const schema = z.object({
  SSO_AUTOMATIC_LOGIN: z.stringbool().default(true),
  SSO_MULTIPLE_SESSIONS_POPUP: z.stringbool().default(true),
});

export interface SsoSwitchesInput {
  /** WEB or WEBVIEW (`locals.origin`); undefined counts as WEB. */
  origin?: 'WEB' | 'WEBVIEW' | undefined;
  /** `locals.preview`. */
  preview?: boolean | undefined;
  /** Default `process.env`. */
  env?: Record<string, string | undefined>;
}

export interface SsoSwitches {
  automaticLoginEnabled: boolean;
  multipleSessionsPopupEnabled: boolean;
}

/** The two switches for one page; throws a readable error on a value that is not a boolean. */
export function ssoSwitches(input: SsoSwitchesInput = {}): SsoSwitches {
  const parsed = schema.safeParse(input.env ?? process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const allowed = input.origin !== 'WEBVIEW' && !input.preview;
  return {
    automaticLoginEnabled: allowed && parsed.data.SSO_AUTOMATIC_LOGIN,
    multipleSessionsPopupEnabled: allowed && parsed.data.SSO_MULTIPLE_SESSIONS_POPUP,
  };
}
