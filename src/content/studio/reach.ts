/**
 * The preview line of a shared document in the Studio: which brands it reaches, from its named brands or its
 * audience (brand categories and countries).
 */
const CATEGORY: Record<string, string> = { newspaper: 'kranten', magazine: 'tijdschriften', account: 'account' };
const COUNTRY: Record<string, string> = { nl: 'NL', be: 'BE' };

export function reachLine(value: {
  brands?: unknown;
  brandCategories?: unknown;
  countries?: unknown;
}): string | undefined {
  const strings = (list: unknown) => (Array.isArray(list) ? list.filter((item) => typeof item === 'string') : []);
  const brands = strings(value.brands);
  if (brands.length > 0) return `Merken: ${brands.join(', ')}`;
  const categories = strings(value.brandCategories).map((category) => CATEGORY[category] ?? category);
  const countries = strings(value.countries).map((country) => COUNTRY[country] ?? country);
  if (categories.length === 0 && countries.length === 0) return undefined;
  return `Alle ${categories.join(' en ') || 'merken'} in ${countries.join(' en ') || 'NL en BE'}`;
}
