/**
 * The development mailbox shows every sign-in code and reset link that went out. On an acceptance
 * deployment (`BUILD_BRANCH=develop`) it must not show them to anyone: outside the test environment it opens only in
 * preview mode (which takes the preview secret), and never in production. The page's own gate decides (pageGate with
 * the mailbox route of the internal manifest), under the configuration of each environment.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The mailbox page's gate in a process started with `BUILD_BRANCH=branch` (undefined: none). */
async function mailboxGate(branch: string | undefined, preview: boolean): Promise<'open' | '404'> {
  vi.resetModules();
  if (branch === undefined) vi.stubEnv('BUILD_BRANCH', '');
  else vi.stubEnv('BUILD_BRANCH', branch);
  // Production requires a session secret; the value does not matter here.
  vi.stubEnv('SESSION_SECRET', 'x'.repeat(40));
  const { pageGate } = await import('../../src/server/areas');
  const { internalArea } = await import('../../src/features/internal/area');
  const { BRANDS } = await import('../../src/brands/registry');
  const { brandFlags, PUBLISHED_GENERAL_FLAGS } = await import('../../src/content/dataset/source/feature-flags');
  const rewrites: string[] = [];
  const gate = await pageGate(
    {
      locals: { brand: BRANDS.ad, flags: { ...PUBLISHED_GENERAL_FLAGS, ...brandFlags('ad') }, preview },
      url: new URL('http://ad.localhost:4321/dev/mailbox'),
      rewrite: (to) => {
        rewrites.push(to);
        return new Response(null, { status: 404 });
      },
      redirect: (to) => new Response(null, { status: 302, headers: { location: to } }),
    },
    internalArea.routes.mailbox,
  );
  if (gate instanceof Response) {
    expect(rewrites).toEqual(['/404']);
    return '404';
  }
  return 'open';
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('/dev/mailbox', () => {
  it('is open to anyone in the test environment (no BUILD_BRANCH, or a feature branch)', async () => {
    expect(await mailboxGate(undefined, false)).toBe('open');
    expect(await mailboxGate('feature/x', false)).toBe('open');
  });

  it('on acceptance (develop) answers only in preview mode, i.e. with the preview secret', async () => {
    expect(await mailboxGate('develop', false)).toBe('404');
    expect(await mailboxGate('develop', true)).toBe('open');
  });

  it('is off in production, preview or not', async () => {
    expect(await mailboxGate('main', false)).toBe('404');
    expect(await mailboxGate('main', true)).toBe('404');
  });
});
