/** The FAQ area's manifest: the prebuilt questions page, by category, with its in-page search. */
import { defineArea } from '../../shared/area';

export const faqArea = defineArea({
  key: 'faq',
  order: 120,
  shell: true,
  routes: {
    questions: {
      path: '/klantenservice/veelgestelde-vragen',
      lighthouse: 'both',
      page: 'klantenservice/veelgestelde-vragen.astro',
      access: 'public',
      flag: 'isFAQEnabled',
      category: 'FAQ',
      prebuilt: true,
      inApp: true,
    },
  },
  navigation: { route: 'questions', labelKey: 'nav.faq', icon: 'info' },
  tile: { route: 'questions', labelKey: 'tile.faq.title', descriptionKey: 'tile.faq.description', icon: 'info' },
});
