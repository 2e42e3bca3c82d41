/**
 * The single-sign-on configuration, built on the server for every page and read by the
 * session-check script in the browser. It drives the silent session check: NotLoggedIn with automaticLoginEnabled
 * → ask the account host whether it knows the user (signed in without a click if so); LoggedIn with
 * multipleSessionsPopupEnabled → ask whether it knows the same account (LoggedInDifferentAccount otherwise).
 * The check runs once per browser session, only while the hint cookie says the account host may know this browser
 * (set by a sign-in through it, removed by signing out or by a check that found nobody: so a visitor who never signed
 * in is never sent through the account host), and never under a test runner (navigator.webdriver).
 */

/** The login states. */
export type LoginState = 'LoggedIn' | 'NotLoggedIn' | 'LoggedInDifferentAccount';

export interface SsoConfiguration {
  /** nl or be (the brand's country; specification default nl). */
  topLevelDomain: 'nl' | 'be';
  /** Where the silent check starts (the portal's `/api/auth/check`, with the current path as callback). */
  authorizeUrl: string;
  /** The brand wordmark, shown at height 35. */
  logoUrl: string;
  logoHeight: 35;
  /** The commercial banner configuration of the brand. */
  bannerConfig: string;
  /** The signed-in account's e-mail address (the username), if any. */
  loggedInEmail?: string | undefined;
  /** The brand's seoTitle. */
  brandName: string;
  automaticLoginEnabled: boolean;
  multipleSessionsPopupEnabled: boolean;
  /** Logout is a POST to this URL. */
  logoutUrl: string;
}

export interface SsoConfigurationInput {
  country: 'nl' | 'be' | undefined;
  bannerConfig: string;
  brandName: string;
  /** Path and query of the current page (the callback after the check). */
  currentPath: string;
  loggedInEmail?: string | undefined;
  automaticLoginEnabled?: boolean;
  multipleSessionsPopupEnabled?: boolean;
}

/** The configuration for one page. */
export function buildSsoConfiguration(input: SsoConfigurationInput): SsoConfiguration {
  return {
    topLevelDomain: input.country ?? 'nl',
    authorizeUrl: `/api/auth/check?callback_url=${encodeURIComponent(input.currentPath)}`,
    logoUrl: '/brand/logo.svg',
    logoHeight: 35,
    bannerConfig: input.bannerConfig,
    loggedInEmail: input.loggedInEmail,
    brandName: input.brandName,
    automaticLoginEnabled: input.automaticLoginEnabled ?? true,
    multipleSessionsPopupEnabled: input.multipleSessionsPopupEnabled ?? true,
    logoutUrl: '/api/logout',
  };
}

/** The login state as far as the page knows it (LoggedInDifferentAccount is found by the check). */
export function pageLoginState(configuration: SsoConfiguration): LoginState {
  return configuration.loggedInEmail ? 'LoggedIn' : 'NotLoggedIn';
}

export interface CheckEnvironment {
  /** True under a test runner (navigator.webdriver): the specification skips the check there. */
  automated: boolean;
  /** True when the check already ran in this browser session (the mo_sso_checked cookie). */
  alreadyChecked: boolean;
  /** True while the account host may know this browser (the mo_sso_hint cookie of a sign-in through it). */
  hinted: boolean;
  /** The path of the page (the check never runs on the sign-in routes themselves). */
  pathname: string;
  /**
   * True on a shared (prebuilt) page while the browser has a portal session the page cannot name: whether the check
   * should offer another account depends on it, so it waits for the next page that knows (default false).
   */
  signedInUnknown?: boolean;
}

/** Whether the page should start the silent session check. */
export function shouldCheckSession(configuration: SsoConfiguration, environment: CheckEnvironment): boolean {
  if (environment.automated || environment.alreadyChecked || !environment.hinted) return false;
  if (environment.signedInUnknown) return false;
  if (environment.pathname.startsWith('/api/') || environment.pathname.startsWith('/login')) return false;
  return pageLoginState(configuration) === 'LoggedIn'
    ? configuration.multipleSessionsPopupEnabled
    : configuration.automaticLoginEnabled;
}
