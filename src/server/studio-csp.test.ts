/** The Studio's own Content-Security-Policy: looser for styles and its content API, as strict for scripts. */
import { describe, expect, it } from 'vitest';
import { isStudioPath, studioLakeUrl, studioPolicy } from './studio-csp';

const ASTRO = "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='";

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('the Studio’s policy', () => {
  it('applies to /studio and below only', () => {
    expect(isStudioPath('/studio')).toBe(true);
    expect(isStudioPath('/studio/structure/merken;ad')).toBe(true);
    expect(isStudioPath('/studiozaal')).toBe(false);
    expect(isStudioPath('/klantenservice/veelgestelde-vragen')).toBe(false);
  });

  it('keeps Astro’s scripts, allows inline styles and connects to the lake and its listener hosts', () => {
    const policy = studioPolicy(ASTRO, { lakeUrl: 'http://127.0.0.1:4322' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:4322 http://*.localhost:4322");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('connects to Sanity’s API instead with a real project', () => {
    const lakeUrl = studioLakeUrl({ SANITY_PROJECT_ID: 'abc123', CONTENT_LAKE_PORT: 4322 });
    expect(lakeUrl).toBeUndefined();
    const policy = studioPolicy(ASTRO, { lakeUrl });
    expect(directive(policy, 'connect-src')).toContain('https://*.api.sanity.io');
    expect(directive(policy, 'connect-src')).not.toContain('127.0.0.1');
  });
});
