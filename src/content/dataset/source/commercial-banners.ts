/**
 * Source of the `commercialBanner` documents: one per banner configuration (NL-Newspaper,
 * NL-Magazines, BE-Newspaper, BE-TV/Radio) and type (the place it is shown), looked up by both. Links are paths on
 * the brand's subscription shop, so one banner serves every brand of its configuration. A configuration serves
 * brands of more than one category (BE-Newspaper also the Belgian magazines), so a text names the publication as
 * `{publication}` ("krant", "magazine": translation keys banner.publication.*) rather than "krant".
 */
import type { BannerConfig } from '../../../brands/registry';
import type { BANNER_TYPES } from '../../schema/documents';

type Locale = { nl: string; be?: string };

export interface CommercialBannerSource {
  config: BannerConfig;
  type: (typeof BANNER_TYPES)[number];
  title: Locale;
  text: Locale;
  buttonLabel: Locale;
  link: string;
}

export const COMMERCIAL_BANNERS: CommercialBannerSource[] = [
  {
    config: 'NL-Newspaper',
    type: 'servicepage',
    title: { nl: 'Ook digitaal lezen?' },
    text: {
      nl: 'Lees je {publication} al vanaf 6.00 uur in de app, ook op vakantie. Voor abonnees de eerste maand gratis.',
    },
    buttonLabel: { nl: 'Bekijk het aanbod' },
    link: '/aanbod',
  },
  {
    config: 'NL-Newspaper',
    type: 'subscriptions',
    title: { nl: 'Krant in het weekend, digitaal door de week' },
    text: { nl: 'Stap over op het weekendabonnement met dagelijks digitale toegang en bespaar op je abonnement.' },
    buttonLabel: { nl: 'Abonnement wijzigen' },
    link: '/wijzigen',
  },
  {
    config: 'NL-Magazines',
    type: 'servicepage',
    title: { nl: 'Geef een abonnement cadeau' },
    text: { nl: 'Verras iemand met een jaar leesplezier. Je kiest zelf de startdatum; het abonnement stopt vanzelf.' },
    buttonLabel: { nl: 'Kies een cadeauabonnement' },
    link: '/aanbod',
  },
  {
    config: 'NL-Magazines',
    type: 'subscriptions',
    title: { nl: 'Ook de digitale editie' },
    text: { nl: 'Voor een klein bedrag per maand lees je elk nummer ook op je tablet, en het archief erbij.' },
    buttonLabel: { nl: 'Bekijk het aanbod' },
    link: '/aanbod',
  },
  {
    config: 'BE-Newspaper',
    type: 'servicepage',
    title: { nl: 'Ook digitaal lezen?' },
    text: { nl: 'Lees je {publication} ook in de app, waar je ook bent. Voor abonnees de eerste maand gratis.' },
    buttonLabel: { nl: 'Bekijk het aanbod' },
    link: '/aanbod',
  },
  {
    config: 'BE-Newspaper',
    type: 'subscriptions',
    title: { nl: 'Papier in het weekend, digitaal in de week' },
    text: { nl: 'Kies voor het weekendabonnement met elke dag digitale toegang en bespaar op je abonnement.' },
    buttonLabel: { nl: 'Abonnement wijzigen' },
    link: '/wijzigen',
  },
  {
    config: 'BE-TV/Radio',
    type: 'servicepage',
    title: { nl: 'Kijk zonder reclameonderbrekingen' },
    text: { nl: 'Met een betalend abonnement kijk je je favoriete programma’s zonder reclame, ook vooraf.' },
    buttonLabel: { nl: 'Ontdek de formules' },
    link: '/aanbod',
  },
  {
    config: 'BE-TV/Radio',
    type: 'subscriptions',
    title: { nl: 'Kijk met het hele gezin' },
    text: { nl: 'Met de gezinsformule kijk je op drie toestellen tegelijk, met aparte kinderprofielen.' },
    buttonLabel: { nl: 'Ontdek de formules' },
    link: '/aanbod',
  },
];
