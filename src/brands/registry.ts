/**
 * The brand registry: the 69 brand keys with what the code needs to know about each
 * brand before any content is loaded — its country, its category, its production host and display name.
 * Content (seoTitle, links, privacy settings, …) lives in the CMS brand documents; this file is the fixed skeleton.
 */
import { z } from 'zod';

export const BRAND_KEYS = [
  'ad',
  'ari',
  'arn',
  'atr',
  'aun',
  'aut',
  'bdo',
  'bsv',
  'comp',
  'da',
  'dan',
  'dat',
  'dm',
  'don',
  'dpgbe',
  'dpgnl',
  'epb',
  'evb',
  'flr',
  'fluis',
  'gg',
  'hln',
  'hu',
  'iol',
  'joebe',
  'joenl',
  'kwe',
  'lbn',
  'lib',
  'mar',
  'meb',
  'mgn',
  'nu',
  'nvb',
  'ovn',
  'pak',
  'par',
  'pr',
  'pzfbe',
  'pzfnl',
  'qmbe',
  'qmnl',
  'rf',
  'sprtn',
  'st',
  'sto',
  'sur7',
  'svw',
  'tb',
  'tr',
  'tsb',
  'tta',
  'tv',
  'vk',
  'vro',
  'vtm',
  'vtmgo',
  'vtw',
  'vwo',
  'wbd',
  'wbs',
  'wdg',
  'wed',
  'willy',
  'wls',
  'wol',
  'wpz',
  'wst',
  'wtt',
] as const;

export type BrandKey = (typeof BRAND_KEYS)[number];
export const brandKeySchema = z.enum(BRAND_KEYS);

/** nl or be; the specification's default is nl. */
export type Country = 'nl' | 'be';
/** The three brand categories of the specification. `account` covers account-only brands and TV/radio. */
export type BrandCategory = 'newspaper' | 'magazine' | 'account';
/** The commercial banner configuration. */
export type BannerConfig = 'BE-TV/Radio' | 'BE-Newspaper' | 'NL-Magazines' | 'NL-Newspaper';

export interface BrandInfo {
  /** The brand key of the specification, also the local host prefix (`{key}.localhost`). */
  key: BrandKey;
  /** The name a subscriber knows the brand by. */
  name: string;
  country: Country;
  category: BrandCategory;
  /** The production host of the portal, e.g. `mijn.ad.nl`. */
  host: string;
  /** Derived from country and category. */
  bannerConfig: BannerConfig;
}

/** Be + account = BE-TV/Radio; be otherwise = BE-Newspaper; nl + magazine = NL-Magazines; else NL-Newspaper. */
export function bannerConfigFor(country: Country, category: BrandCategory): BannerConfig {
  if (country === 'be') return category === 'account' ? 'BE-TV/Radio' : 'BE-Newspaper';
  return category === 'magazine' ? 'NL-Magazines' : 'NL-Newspaper';
}

type Row = [name: string, domain: string, category: BrandCategory, country?: Country];

/** key → [name, production domain, category, country (default nl)]. */
const ROWS: Record<BrandKey, Row> = {
  ad: ['AD', 'ad.nl', 'newspaper'],
  ari: ['Ariadne at Home', 'ariadneathome.nl', 'magazine'],
  arn: ['Arnhemse Courant', 'arnhemsecourant.nl', 'newspaper'],
  atr: ['AutoTrack', 'autotrack.nl', 'magazine'],
  aun: ['Autoweek', 'autoweek.nl', 'magazine'],
  aut: ['Autovisie', 'autovisie.nl', 'magazine'],
  bdo: ['Bredase Dagbode', 'bredasedagbode.nl', 'newspaper'],
  bsv: ['Bouwen & Verbouwen', 'bouwenenverbouwen.nl', 'magazine'],
  comp: ['Computer!Totaal', 'computertotaal.nl', 'magazine'],
  da: ['Dag Allemaal', 'dagallemaal.be', 'magazine', 'be'],
  dan: ['Donald Duck', 'donaldduck.nl', 'magazine'],
  dat: ['Dagblad Tijdingen', 'dagbladtijdingen.nl', 'newspaper'],
  dm: ['De Morgen', 'demorgen.be', 'newspaper', 'be'],
  don: ['Donald Duck Extra', 'donaldduckextra.nl', 'magazine'],
  dpgbe: ['DPG Media België', 'dpgmedia.be', 'account', 'be'],
  dpgnl: ['DPG Media', 'dpgmedia.nl', 'account'],
  epb: ['Eigen Huis & Tuin', 'eigenhuisentuin.nl', 'magazine'],
  evb: ['Eos', 'eoswetenschap.be', 'magazine', 'be'],
  flr: ['Flair', 'flair.be', 'magazine', 'be'],
  fluis: ['Fluister', 'fluister.nl', 'magazine'],
  gg: ['Goed Gevoel', 'goedgevoel.be', 'magazine', 'be'],
  hln: ['HLN', 'hln.be', 'newspaper', 'be'],
  hu: ['Humo', 'humo.be', 'magazine', 'be'],
  iol: ['Intermediair', 'intermediair.nl', 'magazine'],
  joebe: ['Joe', 'joe.be', 'account', 'be'],
  joenl: ['JOE', 'joe.nl', 'account'],
  kwe: ['Kijk Wonen Eten', 'kijkwoneneten.nl', 'magazine'],
  lbn: ['Libelle', 'libelle.nl', 'magazine'],
  lib: ['Libelle', 'libelle.be', 'magazine', 'be'],
  mar: ['Margriet', 'margriet.nl', 'magazine'],
  meb: ['Mijn Eigen Bedrijf', 'mijneigenbedrijf.nl', 'magazine'],
  mgn: ['Men’s Health', 'menshealth.nl', 'magazine'],
  nu: ['NU.nl', 'nu.nl', 'account'],
  nvb: ['Nina', 'nina.be', 'magazine', 'be'],
  ovn: ['Ouders van Nu', 'oudersvannu.nl', 'magazine'],
  pak: ['Pakket', 'pakket.nl', 'magazine'],
  par: ['Het Parool', 'parool.nl', 'newspaper'],
  pr: ['Privé', 'prive.nl', 'magazine'],
  pzfbe: ['Puzzelfabriek', 'puzzelfabriek.be', 'magazine', 'be'],
  pzfnl: ['Puzzelfabriek', 'puzzelfabriek.nl', 'magazine'],
  qmbe: ['Qmusic', 'qmusic.be', 'account', 'be'],
  qmnl: ['Qmusic', 'qmusic.nl', 'account'],
  rf: ['Runner’s World', 'runnersworld.nl', 'magazine'],
  sprtn: ['Sportnieuws', 'sportnieuws.nl', 'newspaper'],
  st: ['Story', 'story.nl', 'magazine'],
  sto: ['Story', 'story.be', 'magazine', 'be'],
  sur7: ['7 Dagen', '7dagen.be', 'magazine', 'be'],
  svw: ['Seasons', 'seasons.nl', 'magazine'],
  tb: ['Tijd voor Ons', 'tijdvoorons.be', 'magazine', 'be'],
  tr: ['Trouw', 'trouw.nl', 'newspaper'],
  tsb: ['Tuinseizoen', 'tuinseizoen.nl', 'magazine'],
  tta: ['TeleTekst Agenda', 'teletekstagenda.nl', 'magazine'],
  tv: ['TV Familie', 'tvfamilie.be', 'magazine', 'be'],
  vk: ['de Volkskrant', 'volkskrant.nl', 'newspaper'],
  vro: ['VROUW', 'vrouw.nl', 'magazine'],
  vtm: ['VTM', 'vtm.be', 'account', 'be'],
  vtmgo: ['VTM GO', 'vtmgo.be', 'account', 'be'],
  vtw: ['vtwonen', 'vtwonen.nl', 'magazine'],
  vwo: ['Vrij Wonen', 'vrijwonen.nl', 'magazine'],
  wbd: ['BD', 'bd.nl', 'newspaper'],
  wbs: ['BN DeStem', 'bndestem.nl', 'newspaper'],
  wdg: ['De Gelderlander', 'gelderlander.nl', 'newspaper'],
  wed: ['ED', 'ed.nl', 'newspaper'],
  willy: ['Willy', 'willy.be', 'account', 'be'],
  wls: ['Wonen Landelijke Stijl', 'wonenlandelijkestijl.nl', 'magazine'],
  wol: ['Wonen & Leven', 'wonenenleven.nl', 'magazine'],
  wpz: ['PZC', 'pzc.nl', 'newspaper'],
  wst: ['De Stentor', 'destentor.nl', 'newspaper'],
  wtt: ['Tubantia', 'tubantia.nl', 'newspaper'],
};

function build(key: BrandKey): BrandInfo {
  const [name, domain, category, country = 'nl'] = ROWS[key];
  return { key, name, country, category, host: `mijn.${domain}`, bannerConfig: bannerConfigFor(country, category) };
}

export const BRANDS: Readonly<Record<BrandKey, BrandInfo>> = Object.freeze(
  Object.fromEntries(BRAND_KEYS.map((key) => [key, build(key)])) as Record<BrandKey, BrandInfo>,
);

export function isBrandKey(value: string): value is BrandKey {
  return (BRAND_KEYS as readonly string[]).includes(value);
}

/**
 * The brand a request is for, from its Host header: the production host (`mijn.ad.nl`) or `{key}.localhost`
 * locally (any port). Returns undefined for every other host, so an unknown host never gets a brand's data.
 */
export function brandFromHost(hostHeader: string | null | undefined): BrandInfo | undefined {
  if (!hostHeader) return undefined;
  const host = hostHeader.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const local = /^([a-z0-9]+)\.localhost$/.exec(host);
  if (local) {
    const key = local[1]!;
    return isBrandKey(key) ? BRANDS[key] : undefined;
  }
  return BRAND_KEYS.map((key) => BRANDS[key]).find((brand) => brand.host === host);
}
