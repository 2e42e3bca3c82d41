import { describe, expect, it } from 'vitest';
import { isExcludedFromScreenView, routeCategory } from './routes';

describe('routeCategory', () => {
  it.each([
    ['/', 'Service'],
    ['/404', 'Error Pages'],
    ['/500', 'Error Pages'],
    ['/app-integration', 'App integration tool'],
    ['/abonnementen/delen', 'Shared access'],
    ['/abonnementen/delen/overzicht', 'Shared access'],
    ['/abonnementen/uitnodiging', 'Shared access'],
    ['/abonnementen/uitnodiging/abc123', 'Shared access'],
    ['/abonnementen', 'subscriptions'],
    ['/abonnementen/123', 'subscriptions'],
    ['/account', 'My Account'],
    ['/account/gegevens', 'My Account'],
    ['/facturen', 'Invoices'],
    ['/login', 'login'],
    ['/onderhoud', 'maintenance'],
    ['/myaccount', 'Loading Pages'],
    ['/klantenservice/veelgestelde-vragen', 'FAQ'],
    ['/bezorgservice', 'delivery service'],
    ['/bezorgservice/klacht', 'delivery service'],
    ['/vakantieservice', 'holiday service'],
    ['/verhuisservice', 'moving service'],
    ['/betaalservice', 'payment service'],
    ['/betaalservice/wijzigen/status/ok', 'payment service'],
    ['/klantenservice/email', 'email service'],
    ['/klantenservice/contact', 'Contact'],
    ['/klantenservice/contact/formulier', 'Contact'],
  ])('labels %s as %s', (path, category) => {
    expect(routeCategory(path)).toBe(category);
  });

  it('ignores query, hash and a trailing slash', () => {
    expect(routeCategory('/facturen/?jaar=2026#top')).toBe('Invoices');
  });

  it('labels any other path as an unknown path', () => {
    expect(routeCategory('/klantenservice')).toBe('Onbekend pad: /klantenservice');
    expect(routeCategory('/accountx')).toBe('Onbekend pad: /accountx');
    expect(routeCategory('/foo/bar')).toBe('Onbekend pad: /foo/bar');
  });
});

describe('isExcludedFromScreenView', () => {
  it.each([
    '/bezorgservice/klacht',
    '/bezorgservice/app/klacht',
    '/bezorgservice/ad/12345',
    '/bezorgservice/app/ad/12345',
    '/abonnementen/uitnodiging/k3y',
    '/verhuisservice/doorgeven',
    '/verhuisservice/app/doorgeven',
    '/vakantieservice/doorgeven',
    '/vakantieservice/app/doorgeven',
    '/betaalservice/wijzigen',
    '/betaalservice/wijzigen/ad/12345',
    '/betaalservice/wijzigen/status/success',
    '/betaalservice/wijzigen/status/ideal/pending',
    '/klantenservice/contact/formulier',
    '/klantenservice/contact/app/basis-formulier',
  ])('excludes %s', (path) => {
    expect(isExcludedFromScreenView(path)).toBe(true);
  });

  it.each([
    '/',
    '/bezorgservice',
    '/abonnementen/uitnodiging',
    '/betaalservice/wijzigen/status',
    '/bezorgservice/ad/1/2',
    '/account',
  ])('keeps %s', (path) => {
    expect(isExcludedFromScreenView(path)).toBe(false);
  });
});
