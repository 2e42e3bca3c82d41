// ESLint flat config: TypeScript, Astro, jsx-a11y; the import directions of docs/architecture.md (./eslint-boundaries.js);
// browser code (islands, lib, ui) never imports src/server/**.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import tseslint from 'typescript-eslint';
import { boundariesConfig } from './eslint-boundaries.js';

const serverImport = {
  patterns: [
    {
      group: ['**/server/**', '**/server', '@sanity/client'],
      message: 'Browser code must not import server code (src/server/**): pass what the island needs as props.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      '.astro/**',
      '.data/**',
      'src/lib/graphql/generated/**',
      'src/server/graphql/generated/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/features/**', 'src/lib/**', 'src/ui/**', 'src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.int.test.ts'],
    rules: { 'no-restricted-imports': ['error', serverImport] },
  },
  boundariesConfig,
  {
    // Configuration files and CLIs run on Node.
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
