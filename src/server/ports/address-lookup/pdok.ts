/**
 * The address lookup over PDOK's public Locatieserver (the Dutch government's BAG geocoder, no key needed): the
 * `free` endpoint with `q=postcode:1234AB and huisnummer:12` and `fq=type:adres`. Its answer is Solr's envelope
 * `{ response: { numFound, docs: [{ type, straatnaam, huisnummer, huisletter, huisnummertoevoeging, postcode,
 * woonplaatsnaam, … }] } }`; a house letter and a number suffix are both the suffix the user types (12A, 12-2).
 * The fetch is injected so that the unit test runs on a recorded answer; a time-out or a bad answer is `unavailable`.
 */
import { z } from 'zod';
import { normalisePostcode } from '../../../shared/postcode';
import { sameSuffix, type AddressLookup, type FoundAddress } from './index';

/** The free-search endpoint of Locatieserver v3.1. */
export const PDOK_FREE_URL = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1/free';

/** How long the lookup waits for PDOK. */
const TIMEOUT_MS = 4000;

const docSchema = z.object({
  type: z.string(),
  straatnaam: z.string(),
  huisnummer: z.union([z.number(), z.string()]),
  huisletter: z.string().nullish(),
  huisnummertoevoeging: z.string().nullish(),
  postcode: z.string(),
  woonplaatsnaam: z.string(),
});

const answerSchema = z.object({
  response: z.object({ numFound: z.number(), docs: z.array(z.unknown()) }),
});

/** The request URL for one address. */
export function pdokUrl(postcode: string, houseNumber: string, base = PDOK_FREE_URL): string {
  const url = new URL(base);
  url.searchParams.set('q', `postcode:${postcode.replace(/\s/g, '')} and huisnummer:${houseNumber}`);
  url.searchParams.set('fq', 'type:adres');
  url.searchParams.set(
    'fl',
    'type,straatnaam,huisnummer,huisletter,huisnummertoevoeging,postcode,woonplaatsnaam,weergavenaam',
  );
  url.searchParams.set('rows', '50');
  return url.toString();
}

/** The addresses of a Locatieserver answer (documents that are not addresses, or malformed, are skipped). */
export function addressesOf(answer: unknown): FoundAddress[] | null {
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) return null;
  const found: FoundAddress[] = [];
  for (const raw of parsed.data.response.docs) {
    const doc = docSchema.safeParse(raw);
    if (!doc.success || doc.data.type !== 'adres') continue;
    const postcode = normalisePostcode(doc.data.postcode, 'NL');
    if (!postcode) continue;
    // 12A, 12-2 and 12A-2: the letter, the addition, or both joined by a dash.
    const suffix = [doc.data.huisletter, doc.data.huisnummertoevoeging].filter(Boolean).join('-');
    found.push({
      street: doc.data.straatnaam,
      houseNumber: String(doc.data.huisnummer),
      houseNumberSuffix: suffix === '' ? null : suffix,
      postcode,
      city: doc.data.woonplaatsnaam,
    });
  }
  return found;
}

export function pdokAddressLookup(
  options: { fetch?: typeof fetch; baseUrl?: string; timeoutMs?: number } = {},
): AddressLookup {
  const doFetch = options.fetch ?? fetch;
  return {
    async lookup(postcode, houseNumber, suffix) {
      let answer: unknown;
      try {
        const response = await doFetch(pdokUrl(postcode, houseNumber, options.baseUrl), {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
        });
        if (!response.ok) return { status: 'unavailable' };
        answer = await response.json();
      } catch {
        return { status: 'unavailable' };
      }
      const addresses = addressesOf(answer);
      if (!addresses) return { status: 'unavailable' };
      const match = addresses.find(
        (address) =>
          address.postcode === postcode &&
          address.houseNumber === houseNumber &&
          sameSuffix(address.houseNumberSuffix, suffix),
      );
      return match ? { status: 'found', address: match } : { status: 'not_found' };
    },
  };
}
