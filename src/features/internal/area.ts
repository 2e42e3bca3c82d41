/**
 * The internal pages' manifest: tools for the team and for editors, never for subscribers — the component gallery
 * and the development mailbox (the test environment; acceptance in preview mode only; never production), the
 * rebuild queue, the preview switch and the Studio's runtime configuration and preview link (editors; the Studio's own
 * route, /studio, is the content integration's). The
 * specification's analytics table does not name them, so they count as "Onbekend pad".
 */
import { defineArea } from '../../shared/area';

export const internalArea = defineArea({
  key: 'internal',
  order: 150,
  shell: true,
  routes: {
    components: { path: '/dev/componenten', page: 'dev/componenten.astro', access: 'development' },
    mailbox: { path: '/dev/mailbox', page: 'dev/mailbox.astro', access: 'development' },
    publication: { path: '/redactie/publicatie', page: 'redactie/publicatie.astro', access: 'preview' },
  },
  endpoints: [
    'api/preview/index.ts',
    'api/preview/exit.ts',
    'api/rebuild.ts',
    'studio/config.json.ts',
    'studio/preview-link.ts',
  ],
});
