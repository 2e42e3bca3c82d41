// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import sanity from '@sanity/astro';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, passthroughImageService } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { areaChunkName } from './src/features/chunk-groups';
import { SANITY_API_VERSION } from './src/content/api-version';
import { contentSecurityPolicy } from './src/lib/csp';
import { browserDocuments } from './src/lib/graphql/browser-documents';
import { browserGraphQL } from './src/lib/graphql/browser-graphql';
import { monitoringIntegrations } from './src/lib/monitoring/integration';
import { embeddedServices } from './src/server/cli/dev-integration';
import { MAX_REQUEST_BODY } from './src/server/request-body';

const env = process.env;

/**
 * Astro's node adapter with the portal's own server entry (src/server/serving/entry.ts), which adds the front and its
 * parts to the adapter's exports: the build makes one server module graph of the front, the middleware and the pages.
 * @param {Parameters<typeof node>[0]} options
 * @returns {import('astro').AstroIntegration}
 */
function nodeWithFront(options) {
  const adapter = node(options);
  const configDone = adapter.hooks['astro:config:done'];
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      'astro:config:done': (params) =>
        configDone?.({
          ...params,
          setAdapter: (settings) =>
            params.setAdapter({
              ...settings,
              serverEntrypoint: new URL('./src/server/serving/entry.ts', import.meta.url),
            }),
        }),
    },
  };
}

/**
 * The chunk groups of the browser's scripts (the page-weight budgets of .config/bench-budgets.json). Without them
 * Rolldown makes a chunk of every set of modules that the same islands share, and a signed-in screen loaded twenty
 * small files. A module goes to the first group that matches it (and brings the modules it imports that no earlier
 * group took). The shell's own script (src/layouts/parts/page-scripts.ts) imports none of the island groups, so a
 * prebuilt page loads no React: two files, its script and `shell`.
 */
const CHUNK_GROUPS = [
  // What the page shell's script (page-scripts.ts, on every page) shares with the islands, in one file beside it:
  // nanostores' core, the chat (its store, widget and the opening hours it shares with the contact page's "today"
  // line), the page context (the app-integration tool reads the one of the page it opens) and hide-on-scroll (the
  // gallery's TopBar), and the redirect sanitiser the silent sign-in check shares with the islands' loading target.
  // A few KB; in the islands group they would bring React onto every page (the sanitiser did, until it was listed
  // here), and as two files with the chat's own script beside them they were three requests on every page of a brand
  // with chat.
  {
    name: 'shell',
    test: /[\\/](node_modules[\\/]nanostores[\\/]|src[\\/](features[\\/](contact[\\/]chat-(store|widget)|platform[\\/]page-context)|shared[\\/](opening-hours|safe-path)|ui[\\/]top-bar[\\/]hide-on-scroll)\.ts)/,
  },
  // What every island loads: React, React DOM and Astro's React renderer, and the code the islands share (fetching,
  // translation, messages, formatting, results, addresses and phone numbers, the few design-system parts of every
  // screen: button, loader, notification, tag, skeleton, and the page-load failure). React DOM's server renderer is
  // not in it: no island uses it, and the Studio's (which does) made every island page load 200 kB more. An area's
  // own code is not in it
  // (see the last group), nor is a form control: a screen without a form loads none of them. A helper that several
  // areas use belongs here: left out, it went to the first area's file that imported it, and every other area's screen
  // loaded that file (the account overview loaded the holiday, delivery and subscription files, and through them the
  // form parts, for an address line and a phone number).
  {
    name: 'islands',
    test: /[\\/](node_modules[\\/](react|react-dom(?![\\/](server|static)|[\\/]cjs[\\/]react-dom-(server|static))|scheduler|@astrojs[\\/]react|@nanostores)[\\/]|src[\\/](lib[\\/](fetcher[\\/](fetcher|keys|retry)\.ts|graphql[\\/](lazy-client|mutation)\.ts|(format|messages)[\\/](?!.*\.test\.))|i18n[\\/]|shared[\\/](result|rest-endpoints|area|trace-id|dates|postcode|product|account-codes|free-text-codes|address|phone)\.ts|ui[\\/](notification-banner|button|hydration|loader|tag|skeleton)[\\/](?!examples)|features[\\/]platform[\\/](PageLoadFailure\.tsx|loading-target\.ts)))/,
  },
  // The GraphQL client (graphql-request with the persisted-query protocol, src/lib/graphql/client.ts) and the
  // operations' hashes: every screen that reads or writes through GraphQL, which is most, but not the password,
  // newsletter, account-deletion and app-integration screens, which speak REST or nothing.
  {
    name: 'graphql',
    test: /[\\/](node_modules[\\/](graphql-request|@0no-co[\\/]graphql\.web)[\\/]|src[\\/]lib[\\/]graphql[\\/](client|combined-error|request-language|generated[\\/]graphql)\.ts$)/,
  },
  // The form parts that the form screens share: the form hook (src/lib/form) with the error summary, the form
  // feedback and the idempotency key a journey or a payment change sends; the field anatomy with the text input and
  // text area (Ark's field); and the radio group and the checkbox frame (the toggle's and checkbox's rows).
  // react-hook-form is not in it (the next group): the form hook loads it when the visitor starts on the form. Neither
  // are zag's machine runtime and the journeys' kit (the `zag` and `journey` groups): a form without a machine (the
  // contact form, the e-mail change) loads neither. Nor is the REST client (the group after it).
  {
    name: 'form',
    test: /[\\/]src[\\/](ui[\\/](text-input[\\/](field|text-input)|textarea[\\/]textarea|radio-group[\\/]radio-group|checkbox[\\/]frame|error-summary[\\/]error-summary)\.tsx$|lib[\\/]form[\\/](?!.*\.test\.)|features[\\/]platform[\\/]FormFeedback\.tsx$|shared[\\/]idempotency\.ts$)/,
  },
  // The REST client (src/lib/service-client, 1.2 kB) with its messages, in one file: the newsletter and
  // commercial-offer screens read through it as they mount; the password change and the account deletion load it
  // when the visitor first sends. In the form group every form screen (the journeys, the contact form) loaded it.
  {
    name: 'service-client',
    test: /[\\/]src[\\/]lib[\\/]service-client[\\/](?!.*\.test\.)/,
  },
  // react-hook-form, which the form hook (src/lib/form/use-form.ts) loads when the visitor starts on a form or sends
  // it. Before the validation group: the zod resolver imports react-hook-form, and the validation group would take it
  // along.
  {
    name: 'form-control',
    test: /[\\/]node_modules[\\/]react-hook-form[\\/]/,
  },
  // zod and the form hook's zod resolver, loaded with a form's schemas when the form is first sent
  // (src/lib/form/use-form.ts). Before the areas' groups, which would otherwise take zod along with an area's module
  // that imports it and so put it in that area's first load.
  {
    name: 'validation',
    test: /[\\/]node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]/,
  },
  // zag's state machine core for the Ark controls with a machine (password, switch, file upload, dialog, date picker,
  // and the journeys' steps): the machine runtime, focus-visible tracking and the DOM helpers of the form controls.
  // The helpers only dialogs and popups use (focus trap, tabbable, …) stay with those, which load when opened.
  {
    name: 'zag',
    test: /[\\/]node_modules[\\/](@zag-js[\\/]((core|react|utils|anatomy|types|focus-visible)[\\/]|dom-query[\\/]dist[\\/](node|shared|event|platform|form|query|press|raf|visually-hidden|resize-observer|computed-style|chunk-[^\\/]*|index)\.mjs)|@ark-ui[\\/]react[\\/]dist[\\/](utils|providers|_virtual|components[\\/]factory))/,
  },
  // The journeys' kit: src/lib/journey, the step indicator, the journey's frame and the step buttons. Not what only
  // later steps use (the check step's parts, the date picker's lazy wrapper), which loads with those steps, nor Ark's
  // steps machine (src/lib/journey/steps-machine.tsx with @zag-js/steps), which loads with the journey's first move
  // and brings the `zag` group: a journey's first step loads neither.
  {
    name: 'journey',
    test: /[\\/]src[\\/](lib[\\/]journey[\\/](?!.*\.test\.|steps-machine)|ui[\\/](step-indicators[\\/]step-indicators|step-buttons[\\/]step-buttons)\.tsx$|features[\\/]platform[\\/]journey-parts\.tsx$)/,
  },
  // One file per area for what its islands share (manifest, messages, queries, violation codes),
  // derived from the manifests: otherwise every set of an area's islands that shares a module made a file of its own.
  {
    name: (/** @type {string} */ id) => areaChunkName(id),
    debugName: 'area',
  },
];

export default defineConfig({
  output: 'server',
  outDir: env.BUILD_DIR ?? './dist',
  // The largest legitimate body (the contact form with its attachments); every endpoint reads only its own, smaller
  // limit while the body streams in (src/server/request-body.ts). The adapter's default would be 1 GB.
  // Middleware mode: the entry's `handler` is the app alone, which the server's front (src/server/serving/front.ts,
  // built into the same entry) calls for every path that is no file of the client folder, sparing each request the
  // static handler's two file system lookups; `startServer` still gives the standalone server around it.
  // Pages render whole, not streamed: the front compresses an answer of up to 64 KB in one call anyway
  // (src/server/serving/compress.ts), and a page rendered to one string skips the web-stream plumbing per chunk.
  adapter: nodeWithFront({ mode: 'middleware', bodySizeLimit: MAX_REQUEST_BODY, experimentalDisableStreaming: true }),
  server: { port: Number(env.PORT ?? 4321), host: env.HOST ?? 'localhost' },
  devToolbar: { enabled: false },
  // The portal uses no astro:assets images (the CMS's images come through /cms/images); the pass-through service keeps
  // sharp out of the server build, so a production install runs without it (README, "Production").
  image: { service: passthroughImageService() },
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
    // Only `astro dev` runs its hooks; `npm start` starts the same services from the server build.
    embeddedServices(),
    react(),
    // The content integration: `sanity:client` with the dataset and API version the portal speaks. The project, the
    // CDN and the embedded lake's address are chosen when the portal runs (src/content/app-client.ts), so one build
    // serves every environment.
    sanity({
      projectId: env.SANITY_PROJECT_ID || 'local',
      dataset: env.SANITY_DATASET || 'production',
      apiVersion: SANITY_API_VERSION,
      useCdn: true,
      // The editors' Studio (sanity.config.ts), rendered in the browser only; no other page loads any of it.
      studioBasePath: '/studio',
    }),
    // Monitoring is built in only with a DSN (src/lib/monitoring); without one no Sentry code reaches any page.
    ...monitoringIntegrations(env, fileURLToPath(new URL('.', import.meta.url))),
  ],
  vite: {
    plugins: [tailwindcss(), browserGraphQL(), browserDocuments()],
    // Scripts are never inlined: the Content-Security-Policy allows scripts from our own origin only.
    build: {
      assetsInlineLimit: 0,
      sourcemap: env.MO_SOURCEMAP === '1',
      rolldownOptions: {
        treeshake: {
          // The generated GraphQL fragments (src/lib/graphql/generated/graphql.ts) are `new TypedDocumentString(text)`
          // that no island uses (operations carry only their hash and name): unmarked, every island loaded their text.
          manualPureFunctions: ['TypedDocumentString'],
          // The design system's folder barrels (src/ui/<component>/index.ts) only re-export. Marked free of side
          // effects they add no chunk of their own: the gallery imports the components' files directly, so a barrel was
          // used by other islands than its file and became a file of one line (`import './checkbox.js'`) on a page.
          moduleSideEffects: (id) => (/[\\/]src[\\/]ui[\\/][^\\/]+[\\/]index\.ts$/.test(id) ? false : undefined),
        },
        output: { codeSplitting: { groups: CHUNK_GROUPS } },
      },
    },
    // The build branch decides the monitoring environment in the browser too.
    define: { 'import.meta.env.PUBLIC_BUILD_BRANCH': JSON.stringify(env.BUILD_BRANCH ?? '') },
  },
});
