import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-path';

/** Every payload an attacker tried, plus the usual list: none may come out as anything but a same-site path. */
const HOSTILE = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%2F/evil.example',
  'https://evil.example',
  'http:evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/.//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/account/..//evil.example',
  '/account/../..//evil.example',
  '/././/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\nLocation: https://evil.example',
  '/\u0000/evil.example',
  '@evil.example',
  '/@evil.example/..//evil.example',
  'evil.example',
  ' //evil.example',
  '',
  'x'.repeat(3000),
];

describe('safeRedirectTarget', () => {
  it.each(HOSTILE)('refuses %j', (payload) => {
    expect(safeRedirectTarget(payload)).toBe('/');
  });

  it('never returns something a browser reads as another host, for any hostile payload', () => {
    for (const payload of HOSTILE) {
      const result = safeRedirectTarget(payload);
      expect(new URL(result, 'https://mijn.ad.nl').host).toBe('mijn.ad.nl');
    }
  });

  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectTarget('/account')).toBe('/account');
    expect(safeRedirectTarget('/facturen?jaar=2026#open')).toBe('/facturen?jaar=2026#open');
    expect(safeRedirectTarget('/@me')).toBe('/@me');
  });

  it('normalises harmless dot segments to the path they name', () => {
    expect(safeRedirectTarget('/account/../facturen')).toBe('/facturen');
  });

  it('refuses the prefixes the caller names, and uses the caller fallback', () => {
    expect(safeRedirectTarget('/api/logout', { refuse: ['/api'] })).toBe('/');
    expect(safeRedirectTarget('/api', { refuse: ['/api'] })).toBe('/');
    expect(safeRedirectTarget('/apiary', { refuse: ['/api'] })).toBe('/apiary');
    expect(safeRedirectTarget('//evil.example', { fallback: '/account' })).toBe('/account');
    expect(safeRedirectTarget(undefined, { fallback: '/account' })).toBe('/account');
    expect(safeRedirectTarget(42)).toBe('/');
  });
});
