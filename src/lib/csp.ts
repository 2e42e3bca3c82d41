/**
 * The Content-Security-Policy of every page (astro.config.mjs `security.csp`), decided from the environment at
 * build time: our own origin; the monitoring service's origin only with a DSN; the tag manager's origins only with
 * a container id (TAG_MANAGER_ID), so a build without one allows no third-party script, beacon or pixel.
 */
import { TAG_MANAGER_ORIGINS, tagManagerUrl } from './analytics/tag-manager';

export interface CspEnvironment {
  PUBLIC_SENTRY_DSN?: string | undefined;
  TAG_MANAGER_ID?: string | undefined;
}

/** The origin of a URL, or undefined for an empty or unusable one. */
function originOf(url: string | undefined): string | undefined {
  if (!url?.trim()) return undefined;
  try {
    return new URL(url.trim()).origin;
  } catch {
    return undefined;
  }
}

type DirectiveName = 'default-src' | 'img-src' | 'connect-src' | 'font-src' | 'object-src';
/** A directive line as Astro's config types it: the directive's name, a space, its sources. */
type Directive = `${DirectiveName} ${string}`;

function directive(name: DirectiveName, ...sources: Array<string | undefined>): Directive {
  return `${name} ${sources.filter((source): source is string => Boolean(source)).join(' ')}`;
}

/** The `security.csp` option of the Astro config. */
export function contentSecurityPolicy(env: CspEnvironment) {
  const tagManager = Boolean(tagManagerUrl(env.TAG_MANAGER_ID));
  const sentry = originOf(env.PUBLIC_SENTRY_DSN);
  const extra = (name: keyof typeof TAG_MANAGER_ORIGINS) => (tagManager ? TAG_MANAGER_ORIGINS[name] : []);
  const directives: Directive[] = [
    directive('default-src', "'self'"),
    // Content images come from our own origin or the CMS's image CDN.
    directive('img-src', "'self'", 'data:', 'https://cdn.sanity.io', ...extra('img-src')),
    directive('connect-src', "'self'", sentry, ...extra('connect-src')),
    directive('font-src', "'self'"),
    directive('object-src', "'none'"),
  ];
  return {
    algorithm: 'SHA-256' as const,
    directives,
    scriptDirective: { resources: ["'self'", ...extra('script-src')] },
    // Ark UI positions popovers and sizes progress bars through style attributes; attributes cannot run script, so
    // allowing them (and only them) keeps scripts and style elements hash-locked.
    styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' as const }] },
  };
}
