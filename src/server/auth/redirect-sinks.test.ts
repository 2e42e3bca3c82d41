/**
 * Every redirect sink of the portal (sign-in `callback_url`, preview `redirect`, `/myaccount?naar=`) goes through
 * the one shared sanitiser, so the attacker's list can never produce a `Location` on another host.
 */
import { describe, expect, it } from 'vitest';
import { safeTarget } from '../../features/platform/loading-target';
import { safeRedirectPath } from '../preview/preview';
import { safeCallbackPath } from './urls';

const PAYLOADS = [
  '/.//evil.example',
  '/%2e//evil.example',
  '/account/..//evil.example',
  '//evil.example',
  '/\\evil.example',
  '/%5Cevil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '/\t/evil.example',
  '/\r\n/evil.example',
  '@evil.example',
];

describe.each([
  ['safeCallbackPath', (value: string) => safeCallbackPath(value)],
  ['safeRedirectPath', (value: string) => safeRedirectPath(value)],
  ['safeTarget', (value: string) => safeTarget(value) ?? '/'],
])('%s', (_name, sanitise) => {
  it.each(PAYLOADS)('keeps %j on the site', (payload) => {
    const result = sanitise(payload);
    expect(result.startsWith('/')).toBe(true);
    expect(result.startsWith('//')).toBe(false);
    expect(new URL(result, 'https://mijn.ad.nl').host).toBe('mijn.ad.nl');
  });
});
