// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy } from './src/lib/csp';
import { monitoringIntegrations } from './src/lib/monitoring/integration';
import { embeddedServices } from './src/server/cli/dev-integration';
import { MAX_REQUEST_BODY } from './src/server/request-body';

const env = process.env;

export default defineConfig({
  output: 'server',
  outDir: env.BUILD_DIR ?? './dist',
  // The largest legitimate body (the contact form with its attachments); every endpoint reads only its own, smaller
  // limit while the body streams in (src/server/request-body.ts). The adapter's default would be 1 GB.
  // Middleware mode: the entry's `handler` is the app alone, which the server's front (src/server/serving/front.ts)
  // calls for every path that is no file of the client folder, sparing each request the static handler's two file
  // system lookups; `startServer` still gives the standalone server (static files, then the app) around it.
  adapter: node({ mode: 'middleware', bodySizeLimit: MAX_REQUEST_BODY }),
  server: { port: Number(env.PORT ?? 4321), host: env.HOST ?? 'localhost' },
  devToolbar: { enabled: false },
  prefetch: false,
  // No Markdown code blocks in the portal; Shiki's inline styles would not pass the Content-Security-Policy.
  markdown: { syntaxHighlight: false },
  security: {
    // Astro puts the policy in a <meta> tag with hashes of the few inline scripts it needs (island bootstrap), so
    // no 'unsafe-inline' is needed; the middleware adds what only a header can say (frame-ancestors). The monitoring
    // and tag manager origins are allowed only when they are configured (src/lib/csp.ts).
    csp: contentSecurityPolicy(env),
    // The middleware checks the origin of every state-changing request, whatever its body type
    // (src/server/auth/origin-check.ts); Astro's own check (form bodies only) would refuse the payment provider's
    // form-encoded status callback before the middleware could exempt it.
    checkOrigin: false,
  },
  integrations: [
    // Only `astro dev` runs its hooks; `npm start` starts the same services itself.
    embeddedServices(),
    react(),
    // Monitoring is built in only with a DSN (src/lib/monitoring); without one no Sentry code reaches any page.
    ...monitoringIntegrations(env, fileURLToPath(new URL('.', import.meta.url))),
  ],
  vite: {
    plugins: [tailwindcss()],
    // Scripts are never inlined: the Content-Security-Policy allows scripts from our own origin only.
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: {
          // Two groups for the islands, so that a signed-in screen loads a handful of files rather than twenty: React,
          // React DOM and Astro's React renderer (every island loads all three), and the code the islands share
          // (fetching, GraphQL, messages, the small design-system parts of every screen). The shell's own script
          // (src/layouts/parts/page-scripts.ts) imports none of it, so prebuilt pages load neither.
          // Of src/shared only the contracts every island uses are in it, and of the areas only their manifests (plain
          // data) and the account's messages: an area's own schemas and messages (and the zod they bring) load with
          // that area's screens, so a new area does not make every other screen heavier.
          codeSplitting: {
            groups: [
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
              // nanostores' core with the page shell's chat (its store, widget and the opening hours it shares with the
              // contact page's "today" line), a few KB: a brand with chat loads one file for it on every page, and in the
              // islands group it would bring React onto every page of such a brand (issue 12).
              {
                name: 'shell-state',
                test: /[\\/](node_modules[\\/]nanostores[\\/]|src[\\/](features[\\/]contact[\\/]chat-(store|widget)|shared[\\/]opening-hours)\.ts)/,
              },
              {
                name: 'islands',
                test: /[\\/](node_modules[\\/](nanostores|@nanostores)[\\/]|src[\\/](lib[\\/](graphql|fetcher[\\/](fetcher|keys|retry))|i18n|shared[\\/](result|rest-endpoints|area|trace-id|dates|account-codes|free-text-codes|feature-flags)\.|ui[\\/](notification-banner|progress-bar|tag|button|hydration|loader)|features[\\/]([^\\/]+[\\/]area|account[\\/](messages|queries|Completeness)|platform[\\/]PageLoadFailure)\.tsx?))/,
              },
            ],
          },
        },
      },
    },
    // The build branch decides the monitoring environment in the browser too (specification §9).
    define: { 'import.meta.env.PUBLIC_BUILD_BRANCH': JSON.stringify(env.BUILD_BRANCH ?? '') },
  },
});
