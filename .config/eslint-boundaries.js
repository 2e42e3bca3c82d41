/**
 * The import directions of DESIGN.md §3 as an ESLint rule (eslint-plugin-boundaries): each folder of src/ is an
 * element, and an element may import only the elements listed for it below. Lint fails on a backward import
 * (tests/architecture/boundaries.test.ts proves it with deliberate ones).
 */
import boundaries from 'eslint-plugin-boundaries';

/** Folder → element type. The more specific folders come first (server/domain before server). */
const elements = [
  // The area manifests are plain data the server derives its registries from (DESIGN.md §3).
  {
    type: 'manifests',
    pattern: ['src/features/areas.ts', 'src/features/*/area.ts', 'src/features/platform/planned-routes.ts'],
    mode: 'file',
  },
  // Codegen's output from the areas' documents; the server reads its trusted-document manifest.
  { type: 'documents', pattern: 'src/lib/graphql/generated' },
  { type: 'shared', pattern: 'src/shared' },
  { type: 'ui', pattern: 'src/ui' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'features', pattern: 'src/features' },
  { type: 'layouts', pattern: 'src/layouts' },
  { type: 'pages', pattern: 'src/pages' },
  { type: 'brands', pattern: 'src/brands' },
  { type: 'i18n', pattern: 'src/i18n' },
  { type: 'content', pattern: 'src/content' },
  { type: 'styles', pattern: 'src/styles' },
  { type: 'account-host', pattern: 'src/account-host' },
  { type: 'domain', pattern: 'src/server/domain' },
  { type: 'graphql', pattern: 'src/server/graphql' },
  { type: 'db', pattern: 'src/server/db' },
  { type: 'ports', pattern: 'src/server/ports' },
  { type: 'cli', pattern: 'src/server/cli' },
  { type: 'server', pattern: 'src/server' },
  { type: 'app', pattern: 'src/*.ts', mode: 'file' },
];

/** What each element may import besides itself (DESIGN.md §3, "Import directions"). */
const allowed = {
  manifests: ['shared'],
  documents: [],
  shared: [],
  ui: ['shared'],
  lib: ['shared', 'i18n', 'documents'],
  features: ['manifests', 'ui', 'lib', 'documents', 'shared', 'i18n'],
  layouts: ['manifests', 'ui', 'lib', 'shared', 'brands', 'i18n', 'features', 'content', 'server', 'styles'],
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
    'server',
    'domain',
    'graphql',
    // No 'db': a page gets the database only through the services (src/server/services.ts), DESIGN.md §3.
    'ports',
  ],
  brands: ['shared'],
  i18n: ['shared', 'brands'],
  content: ['shared', 'brands', 'i18n', 'server'],
  styles: [],
  'account-host': ['shared', 'domain', 'db', 'ports', 'brands', 'i18n', 'content', 'ui', 'server'],
  domain: ['shared', 'db', 'ports', 'content', 'brands', 'server'],
  graphql: ['manifests', 'documents', 'domain', 'shared', 'server', 'db', 'ports', 'content', 'brands'],
  db: ['shared', 'brands', 'server', 'domain'],
  ports: ['shared', 'db', 'server'],
  server: ['manifests', 'shared', 'domain', 'db', 'ports', 'content', 'brands', 'i18n', 'graphql', 'cli'],
  cli: ['shared', 'domain', 'db', 'ports', 'content', 'brands', 'i18n', 'graphql', 'server', 'account-host'],
  app: ['manifests', 'shared', 'server', 'domain', 'db', 'ports', 'content', 'brands', 'i18n', 'graphql'],
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
