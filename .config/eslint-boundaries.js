/**
 * The import directions of docs/architecture.md as an ESLint rule (eslint-plugin-boundaries): each folder of src/ is an
 * element, and an element may import only the elements listed for it below. Lint fails on a backward import
 * (tests/architecture/boundaries.test.ts proves it with deliberate ones).
 */
import boundaries from 'eslint-plugin-boundaries';

/**
 * Folder (or file) → element type. The first pattern that matches decides, so the more specific ones come first.
 * There is no catch-all: every part of src/server is an element of its own, with only the directions it needs.
 */
const elements = [
  // The area manifests are plain data the server derives its registries from.
  {
    type: 'manifests',
    pattern: [
      'src/features/areas.ts',
      'src/features/chunk-groups.ts',
      'src/features/*/area.ts',
      'src/features/platform/planned-routes.ts',
    ],
    mode: 'file',
  },
  // Codegen's output from the areas' documents; the server reads its trusted-document manifest.
  { type: 'documents', pattern: 'src/lib/graphql/generated' },
  { type: 'shared', pattern: 'src/shared' },
  { type: 'ui', pattern: 'src/ui' },
  { type: 'lib', pattern: 'src/lib' },
  // The page shell's client platform that still sits in the folders of the areas it came with (docs/architecture.md puts
  // sso, chat and analytics in lib/): it is lib, bound by lib's directions, and the shell may use it. Nothing else
  // in an area's folder is, so any other import of an area by the page shell fails.
  {
    type: 'lib',
    pattern: [
      'src/features/login/{SsoCheck.astro,sso-check.ts,sso-config.ts,sso-switches.ts,signed-in-header.ts}',
      'src/features/platform/{platform.ts,page-context.ts}',
      'src/features/contact/{chat-widget.ts,chat-store.ts,chat-salesforce.ts,opening-data.ts,opening-today.ts}',
    ],
    mode: 'file',
  },
  { type: 'features', pattern: 'src/features' },
  { type: 'layouts', pattern: 'src/layouts' },
  { type: 'pages', pattern: 'src/pages' },
  { type: 'brands', pattern: 'src/brands' },
  { type: 'i18n', pattern: 'src/i18n' },
  { type: 'content', pattern: 'src/content' },
  { type: 'styles', pattern: 'src/styles' },
  { type: 'account-host', pattern: 'src/account-host' },
  // The validated environment, the logger and the project's folder: the ground every server part stands on.
  {
    type: 'basics',
    pattern: ['src/server/config.ts', 'src/server/log.ts', 'src/server/project-root.ts'],
    mode: 'file',
  },
  // What the portal's OIDC client and the built-in provider must agree on: client ids and secrets, scope, hosts.
  {
    type: 'oidc-contract',
    pattern: ['src/server/auth/client-credentials.ts', 'src/server/auth/urls.ts'],
    mode: 'file',
  },
  // The HTTP toolkit both servers (the portal's front and the account host) use: files with their encodings and
  // tags, compression, keep-alive, the Host header guard. Nothing of the portal's own serving.
  {
    type: 'http',
    pattern: [
      'src/server/serving/accept-encoding.ts',
      'src/server/serving/compress.ts',
      'src/server/serving/etag.ts',
      'src/server/serving/keep-alive.ts',
      'src/server/serving/precompress.ts',
      'src/server/serving/served-file.ts',
      'src/server/host-header.ts',
      // The one 503 answer both servers give while the database does not answer, and the pages it is made of.
      'src/server/service-unavailable.ts',
      'src/server/minimal-page.ts',
      'src/server/service-response.ts',
      'src/server/request-body.ts',
    ],
    mode: 'file',
  },
  { type: 'domain', pattern: 'src/server/domain' },
  { type: 'graphql', pattern: 'src/server/graphql' },
  { type: 'db', pattern: 'src/server/db' },
  { type: 'ports', pattern: 'src/server/ports' },
  { type: 'cli', pattern: 'src/server/cli' },
  // The portal's sign-in (OIDC client) and sessions.
  { type: 'auth', pattern: 'src/server/auth' },
  // The server entry the build produces: the front, the pages' adapter and the services of `npm start` in one graph.
  { type: 'server-entry', pattern: 'src/server/serving/entry.ts', mode: 'file' },
  // The portal's front: static files, prebuilt pages, the direct GraphQL read, health, shutdown.
  { type: 'serving', pattern: 'src/server/serving' },
  // The per-brand pages rendered at build time, their store and rebuild queue.
  { type: 'prebuilt', pattern: 'src/server/prebuilt' },
  { type: 'preview', pattern: 'src/server/preview' },
  // The content client's cache, emptied by the content-events port.
  { type: 'content-cache', pattern: 'src/server/content-cache.ts', mode: 'file' },
  // The server's registries derived from the manifests, and the domain services bound for pages.
  { type: 'registries', pattern: ['src/server/areas.ts', 'src/server/services.ts'], mode: 'file' },
  // The jobs the running server does besides requests (expired sessions, abandoned uploads).
  { type: 'housekeeping', pattern: 'src/server/housekeeping.ts', mode: 'file' },
  // The portal's request helpers beside the middleware: answers, headers, page context, failures.
  { type: 'portal', pattern: 'src/server/*.ts', mode: 'file' },
  // The Astro middleware and the app's ambient types.
  { type: 'app', pattern: 'src/*.ts', mode: 'file' },
];

/** The parts of the server every server part may use. */
const SERVER_BASE = ['shared', 'brands', 'basics'];

/**
 * What each element may import besides itself ("Import directions"; content, brands and i18n are the
 * CMS, the brand registry and the translation lookup that the design lists beside them).
 */
const allowed = {
  manifests: ['shared'],
  documents: [],
  shared: [],
  ui: ['shared'],
  lib: ['shared', 'i18n', 'documents'],
  features: ['manifests', 'ui', 'lib', 'documents', 'shared', 'i18n'],
  // No 'features': the page shell is composed of the design system and the client platform, not of areas.
  layouts: [
    'manifests',
    'ui',
    'lib',
    'shared',
    'brands',
    'i18n',
    'content',
    'styles',
    'basics',
    'registries',
    'portal',
    'auth',
    'prebuilt',
  ],
  pages: [
    'manifests',
    'layouts',
    'features',
    'lib',
    'ui',
    'shared',
    'brands',
    'i18n',
    'content',
    'basics',
    'registries',
    'portal',
    'auth',
    'oidc-contract',
    'prebuilt',
    'preview',
    'domain',
    'graphql',
    // The operations a page runs in-process for its island's first render (runOperation).
    'documents',
    'http',
    // No 'db': a page reads through its island's operations or, for REST adapters, the domain services.
    'ports',
  ],
  brands: ['shared'],
  i18n: ['shared', 'brands'],
  content: ['shared', 'brands', 'i18n', 'basics', 'content-cache'],
  'content-cache': [...SERVER_BASE, 'ports'],
  styles: [],
  // Its own small application: the identity rules, the database, the ports, the sign-in contract and the HTTP
  // toolkit; nothing of the portal's sign-in, sessions or front.
  'account-host': [...SERVER_BASE, 'domain', 'db', 'ports', 'i18n', 'content', 'ui', 'oidc-contract', 'http'],
  basics: ['shared'],
  'oidc-contract': ['shared', 'brands', 'domain'],
  http: [...SERVER_BASE, 'content', 'i18n'],
  // No 'auth': what a service needs of sign-in (codes, link tokens, the session's lifetime) is a domain rule.
  domain: [...SERVER_BASE, 'db', 'ports', 'content'],
  graphql: [
    ...SERVER_BASE,
    'manifests',
    'documents',
    'domain',
    'db',
    'ports',
    'content',
    'registries',
    'portal',
    'auth',
    'http',
  ],
  // The bottom layer: it finds the areas' seeds by glob and imports none of them.
  db: [...SERVER_BASE],
  ports: [...SERVER_BASE, 'db'],
  auth: [...SERVER_BASE, 'oidc-contract', 'http', 'db', 'ports', 'domain', 'content', 'i18n', 'portal'],
  serving: [
    ...SERVER_BASE,
    'http',
    'graphql',
    'auth',
    'prebuilt',
    'preview',
    'registries',
    'portal',
    'content',
    'i18n',
    'db',
    'ports',
  ],
  'server-entry': [...SERVER_BASE, 'serving', 'http', 'cli', 'prebuilt', 'db'],
  // The rebuild queue records every rebuild in the database (src/server/prebuilt/records.ts).
  prebuilt: [...SERVER_BASE, 'db', 'http', 'auth', 'preview', 'registries', 'portal', 'content', 'i18n', 'ports'],
  preview: [...SERVER_BASE, 'auth'],
  registries: [...SERVER_BASE, 'manifests', 'domain', 'db', 'ports', 'content', 'portal'],
  // The content and the translation lookup: the mails a pass sends (an erased account's last one) have no request.
  housekeeping: [...SERVER_BASE, 'auth', 'db', 'domain', 'ports', 'content', 'i18n'],
  portal: [...SERVER_BASE, 'oidc-contract', 'http', 'prebuilt', 'content', 'i18n', 'ports'],
  cli: [
    ...SERVER_BASE,
    'domain',
    'db',
    'ports',
    'content',
    'i18n',
    'graphql',
    'http',
    'serving',
    'server-entry',
    'prebuilt',
    'registries',
    'housekeeping',
    'portal',
    'account-host',
  ],
  app: [
    ...SERVER_BASE,
    'manifests',
    'content',
    'i18n',
    'db',
    'auth',
    'oidc-contract',
    'http',
    'serving',
    'prebuilt',
    'preview',
    'registries',
    'portal',
  ],
};

export const boundariesConfig = {
  files: ['src/**/*.{ts,tsx,astro,mjs}'],
  ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.int.test.ts'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.astro'] } },
    'boundaries/elements': elements,
    // The manifests are single files, classified with `mode: 'file'`, which v7 calls legacy (its replacement, file
    // descriptors, give categories rather than element types); the deprecation notice would print on every run.
    'boundaries/legacy-warnings': false,
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          { allow: { to: { module: { origin: 'external' } } } },
          { allow: { to: { module: { origin: 'core' } } } },
          ...Object.entries(allowed).map(([type, targets]) => ({
            from: { element: { type } },
            allow: { to: { element: { types: { anyOf: [type, ...targets] } } } },
          })),
        ],
      },
    ],
  },
};
