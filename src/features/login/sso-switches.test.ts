import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { config } from '../../server/config';
import { buildSsoConfiguration, shouldCheckSession } from './sso-config';
import { ssoSwitches } from './sso-switches';

/** The configured switches as the layout passes them, from a configuration read from `env`. */
function configured(env: Record<string, string> = {}) {
  const settings = config({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mo-sso-')), ...env });
  return { automaticLogin: settings.SSO_AUTOMATIC_LOGIN, multipleSessionsPopup: settings.SSO_MULTIPLE_SESSIONS_POPUP };
}

describe('ssoSwitches', () => {
  it('turns both on by default on the web', () => {
    expect(ssoSwitches(configured())).toEqual({ automaticLoginEnabled: true, multipleSessionsPopupEnabled: true });
    expect(ssoSwitches({ origin: 'WEB', ...configured() })).toEqual({
      automaticLoginEnabled: true,
      multipleSessionsPopupEnabled: true,
    });
  });

  it('follows SSO_AUTOMATIC_LOGIN and SSO_MULTIPLE_SESSIONS_POPUP', () => {
    expect(ssoSwitches(configured({ SSO_AUTOMATIC_LOGIN: 'false' }))).toEqual({
      automaticLoginEnabled: false,
      multipleSessionsPopupEnabled: true,
    });
    expect(ssoSwitches(configured({ SSO_MULTIPLE_SESSIONS_POPUP: '0' }))).toEqual({
      automaticLoginEnabled: true,
      multipleSessionsPopupEnabled: false,
    });
    expect(() => configured({ SSO_AUTOMATIC_LOGIN: 'misschien' })).toThrow(/SSO_AUTOMATIC_LOGIN/);
  });

  it('is off in an app webview and in preview mode, whatever the configuration says', () => {
    const on = configured({ SSO_AUTOMATIC_LOGIN: 'true', SSO_MULTIPLE_SESSIONS_POPUP: 'true' });
    const off = { automaticLoginEnabled: false, multipleSessionsPopupEnabled: false };
    expect(ssoSwitches({ origin: 'WEBVIEW', ...on })).toEqual(off);
    expect(ssoSwitches({ preview: true, ...on })).toEqual(off);
  });

  it('drives the silent check through the page configuration', () => {
    const base = { country: 'nl' as const, bannerConfig: 'NL-Newspaper', brandName: 'AD', currentPath: '/' };
    const environment = { automated: false, alreadyChecked: false, hinted: true, pathname: '/' };
    const app = buildSsoConfiguration({ ...base, ...ssoSwitches({ origin: 'WEBVIEW', ...configured() }) });
    expect(shouldCheckSession(app, environment)).toBe(false);
    const web = buildSsoConfiguration({ ...base, ...ssoSwitches({ origin: 'WEB', ...configured() }) });
    expect(shouldCheckSession(web, environment)).toBe(true);
  });
});
