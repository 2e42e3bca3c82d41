import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../brands/registry';
import {
  accountHostAuthority,
  accountHostIssuer,
  brandFromAccountHost,
  isLocalHostname,
  portalOrigin,
  safeCallbackPath,
} from './urls';

const local = { port: 4323, template: 'login.{key}.localhost:{port}', protocol: 'http' as const };

describe('safeCallbackPath', () => {
  it.each([
    ['/abonnementen', '/abonnementen'],
    ['/facturen?jaar=2024', '/facturen?jaar=2024'],
    ['/klantenservice/veelgestelde-vragen#bezorging', '/klantenservice/veelgestelde-vragen#bezorging'],
    ['/', '/'],
  ])('keeps the same-site path %s', (given, kept) => {
    expect(safeCallbackPath(given)).toBe(kept);
  });

  it.each([
    '//evil.com',
    '//evil.com/abonnementen',
    'https://evil.com',
    'http://ad.localhost:4321/abonnementen',
    'javascript:alert(1)',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'abonnementen',
    '',
    '/api/auth/login',
    '/api/logout',
    `/${'a'.repeat(2100)}`,
  ])('replaces %j by /', (given) => {
    expect(safeCallbackPath(given)).toBe('/');
  });

  it('replaces a missing or non-string value by /', () => {
    expect(safeCallbackPath(null)).toBe('/');
    expect(safeCallbackPath(undefined)).toBe('/');
    expect(safeCallbackPath(['/account'])).toBe('/');
  });

  it('normalises dot segments so the result stays on the site', () => {
    expect(safeCallbackPath('/a/../../account')).toBe('/account');
  });
});

describe('origins', () => {
  it('puts the portal on {key}.localhost:{port} locally and on the brand host in production', () => {
    expect(portalOrigin(BRANDS.ad, { port: 4321, production: false })).toBe('http://ad.localhost:4321');
    expect(portalOrigin(BRANDS.ad, { port: 4321, production: true })).toBe('https://mijn.ad.nl');
  });

  it('fills the account host template', () => {
    expect(accountHostAuthority(BRANDS.hln, local)).toBe('login.hln.localhost:4323');
    expect(accountHostIssuer(BRANDS.hln, local)).toBe('http://login.hln.localhost:4323');
    expect(accountHostIssuer(BRANDS.ad, { port: 443, template: 'login.{domain}', protocol: 'https' })).toBe(
      'https://login.ad.nl',
    );
  });

  it('finds the brand of an account host only on an exact host and port', () => {
    expect(brandFromAccountHost('login.vk.localhost:4323', local)?.key).toBe('vk');
    expect(brandFromAccountHost('LOGIN.VK.LOCALHOST:4323', local)?.key).toBe('vk');
    expect(brandFromAccountHost('login.vk.localhost:9999', local)).toBeUndefined();
    expect(brandFromAccountHost('login.onbekend.localhost:4323', local)).toBeUndefined();
    expect(brandFromAccountHost('vk.localhost:4323', local)).toBeUndefined();
    expect(brandFromAccountHost(undefined, local)).toBeUndefined();
  });

  it('knows which host names are local', () => {
    expect(isLocalHostname('localhost')).toBe(true);
    expect(isLocalHostname('ad.localhost')).toBe(true);
    expect(isLocalHostname('127.0.0.1')).toBe(true);
    expect(isLocalHostname('[::1]')).toBe(true);
    expect(isLocalHostname('mijn.ad.nl')).toBe(false);
    expect(isLocalHostname('localhost.evil.com')).toBe(false);
  });
});
