/**
 * Source of the `newsletter` documents: the newsletters each brand offers, following what the publisher's titles
 * send per kind of brand (a morning and evening edition for newspapers, a weekly letter for magazines, news and
 * actions for TV, radio and account brands), named after the brand.
 */
import { BRAND_KEYS, BRANDS, type BrandInfo } from '../../../brands/registry';

type Locale = { nl: string; be?: string };

export interface NewsletterSource {
  slug: string;
  title: Locale;
  description: Locale;
  frequency: Locale;
}

function newslettersOf(brand: BrandInfo): NewsletterSource[] {
  const name = brand.name;
  if (brand.category === 'newspaper') {
    return [
      {
        slug: 'ochtend',
        title: { nl: `${name} Ochtend` },
        description: { nl: 'Het belangrijkste nieuws en de beste verhalen om de dag mee te beginnen.' },
        frequency: { nl: 'Elke ochtend om 6.30 uur' },
      },
      {
        slug: 'avond',
        title: { nl: `${name} Avond` },
        description: { nl: 'Wat er vandaag gebeurde, en wat je morgen moet weten.' },
        frequency: { nl: 'Elke werkdag om 18.00 uur' },
      },
      {
        slug: 'weekend',
        title: { nl: `${name} Weekend` },
        description: { nl: 'Achtergronden, interviews en tips voor een ontspannen weekend.' },
        frequency: { nl: 'Elke zaterdag' },
      },
      {
        slug: 'voordeel',
        title: { nl: `Voordeel voor abonnees van ${name}` },
        description: {
          nl: 'Aanbiedingen, kortingen en acties voor abonnees.',
        },
        frequency: { nl: 'Eén keer per maand' },
      },
    ];
  }
  if (brand.category === 'magazine') {
    return [
      {
        slug: 'nieuwsbrief',
        title: { nl: `Nieuwsbrief ${name}` },
        description: {
          nl: 'De mooiste verhalen uit het nieuwe nummer en extra’s die je alleen online vindt.',
        },
        frequency: { nl: 'Elke week' },
      },
      {
        slug: 'voordeel',
        title: { nl: `Voordeel voor lezers van ${name}` },
        description: {
          nl: 'Aanbiedingen, winacties en kortingen voor abonnees.',
          be: 'Aanbiedingen, wedstrijden en kortingen voor abonnees.',
        },
        frequency: { nl: 'Eén keer per maand' },
      },
    ];
  }
  return [
    {
      slug: 'nieuws',
      title: { nl: `Nieuws van ${name}` },
      description: { nl: 'Nieuwe programma’s, afleveringen en wat er bij ons te beleven is.' },
      frequency: { nl: 'Elke week' },
    },
    {
      slug: 'acties',
      title: { nl: `Acties van ${name}` },
      description: {
        nl: 'Als eerste weten bij welke acties je kunt meedoen en wat je kunt winnen.',
        be: 'Als eerste weten aan welke wedstrijden je kunt meedoen en wat je kunt winnen.',
      },
      frequency: { nl: 'Wanneer er een actie is', be: 'Wanneer er een wedstrijd is' },
    },
  ];
}

/** Every brand's newsletters, in registry order. */
export function newsletterSources(): { brand: BrandInfo; newsletters: NewsletterSource[] }[] {
  return BRAND_KEYS.map((key) => ({ brand: BRANDS[key], newsletters: newslettersOf(BRANDS[key]) }));
}
