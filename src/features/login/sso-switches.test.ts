import { describe, expect, it } from 'vitest';
import { buildSsoConfiguration, shouldCheckSession } from './sso-config';
import { ssoSwitches } from './sso-switches';

describe('ssoSwitches', () => {
  it('turns both on by default on the web', () => {
    expect(ssoSwitches({ env: {} })).toEqual({ automaticLoginEnabled: true, multipleSessionsPopupEnabled: true });
    expect(ssoSwitches({ origin: 'WEB', env: {} })).toEqual({
      automaticLoginEnabled: true,
      multipleSessionsPopupEnabled: true,
    });
  });

  it('follows SSO_AUTOMATIC_LOGIN and SSO_MULTIPLE_SESSIONS_POPUP', () => {
    expect(ssoSwitches({ env: { SSO_AUTOMATIC_LOGIN: 'false' } })).toEqual({
      automaticLoginEnabled: false,
      multipleSessionsPopupEnabled: true,
    });
    expect(ssoSwitches({ env: { SSO_MULTIPLE_SESSIONS_POPUP: '0' } })).toEqual({
      automaticLoginEnabled: true,
      multipleSessionsPopupEnabled: false,
    });
    expect(() => ssoSwitches({ env: { SSO_AUTOMATIC_LOGIN: 'misschien' } })).toThrow(/SSO_AUTOMATIC_LOGIN/);
  });

  it('is off in an app webview and in preview mode, whatever the environment says', () => {
    const env = { SSO_AUTOMATIC_LOGIN: 'true', SSO_MULTIPLE_SESSIONS_POPUP: 'true' };
    const off = { automaticLoginEnabled: false, multipleSessionsPopupEnabled: false };
    expect(ssoSwitches({ origin: 'WEBVIEW', env })).toEqual(off);
    expect(ssoSwitches({ preview: true, env })).toEqual(off);
  });

  it('drives the silent check through the page configuration', () => {
    const base = { country: 'nl' as const, bannerConfig: 'NL-Newspaper', brandName: 'AD', currentPath: '/' };
    const environment = { automated: false, alreadyChecked: false, pathname: '/' };
    const app = buildSsoConfiguration({ ...base, ...ssoSwitches({ origin: 'WEBVIEW', env: {} }) });
    expect(shouldCheckSession(app, environment)).toBe(false);
    const web = buildSsoConfiguration({ ...base, ...ssoSwitches({ origin: 'WEB', env: {} }) });
    expect(shouldCheckSession(web, environment)).toBe(true);
  });
});
