import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';

const directive = (policy: ReturnType<typeof contentSecurityPolicy>, name: string) =>
  policy.directives.find((line) => line.startsWith(`${name} `));

describe('Content-Security-Policy', () => {
  it('allows no tag manager origin without TAG_MANAGER_ID', () => {
    const policy = contentSecurityPolicy({});
    expect(JSON.stringify(policy)).not.toMatch(/google/);
    expect(policy.scriptDirective.resources).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https://cdn.sanity.io");
    // A malformed id counts as none (the pages load no tag manager for it either).
    expect(JSON.stringify(contentSecurityPolicy({ TAG_MANAGER_ID: 'not-an-id' }))).not.toMatch(/google/);
  });

  it("allows the tag manager's script, beacons and pixels with TAG_MANAGER_ID", () => {
    const policy = contentSecurityPolicy({ TAG_MANAGER_ID: 'GTM-ABC123' });
    expect(policy.scriptDirective.resources).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com",
    );
    expect(directive(policy, 'img-src')).toBe(
      "img-src 'self' data: https://cdn.sanity.io https://*.googletagmanager.com https://*.google-analytics.com",
    );
  });

  it("allows the monitoring service's origin only with a DSN", () => {
    expect(
      directive(contentSecurityPolicy({ PUBLIC_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2' }), 'connect-src'),
    ).toBe("connect-src 'self' https://o1.ingest.sentry.io");
    expect(directive(contentSecurityPolicy({ PUBLIC_SENTRY_DSN: '' }), 'connect-src')).toBe("connect-src 'self'");
  });
});
