import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { embeddedAddressLookup } from './embedded';
import { EMBEDDED_ADDRESSES } from './embedded-addresses';
import { addressesOf, pdokAddressLookup, pdokUrl } from './pdok';

/** Answers recorded in the format of Locatieserver v3.1's `free` endpoint. */
const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

function answering(body: unknown, status = 200) {
  return vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

describe('the PDOK Locatieserver adapter', () => {
  it('asks the free endpoint for one postcode and house number, addresses only', () => {
    const url = new URL(pdokUrl('3011 AD', '40'));
    expect(`${url.origin}${url.pathname}`).toBe('https://api.pdok.nl/bzk/locatieserver/search/v3_1/free');
    expect(url.searchParams.get('q')).toBe('postcode:3011AD and huisnummer:40');
    expect(url.searchParams.get('fq')).toBe('type:adres');
  });

  it('reads street and city of the address with the asked suffix from a recorded answer', async () => {
    const fetch = answering(recorded('pdok-free-3011AD-40.json'));
    const lookup = pdokAddressLookup({ fetch });
    await expect(lookup.lookup('3011 AD', '40', null)).resolves.toEqual({
      status: 'found',
      address: {
        street: 'Coolsingel',
        houseNumber: '40',
        houseNumberSuffix: null,
        postcode: '3011 AD',
        city: 'Rotterdam',
      },
    });
    await expect(lookup.lookup('3011 AD', '40', 'a')).resolves.toMatchObject({
      status: 'found',
      address: { houseNumberSuffix: 'A' },
    });
    await expect(lookup.lookup('3011 AD', '40', '2')).resolves.toMatchObject({
      status: 'found',
      address: { houseNumberSuffix: '2' },
    });
    await expect(lookup.lookup('3011 AD', '40', 'B')).resolves.toEqual({ status: 'not_found' });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('answers not found for an empty answer, and unavailable for an error, a bad answer or no answer', async () => {
    await expect(
      pdokAddressLookup({ fetch: answering(recorded('pdok-free-empty.json')) }).lookup('1234 AB', '1', null),
    ).resolves.toEqual({ status: 'not_found' });
    await expect(pdokAddressLookup({ fetch: answering({}, 503) }).lookup('1234 AB', '1', null)).resolves.toEqual({
      status: 'unavailable',
    });
    await expect(pdokAddressLookup({ fetch: answering({ docs: [] }) }).lookup('1234 AB', '1', null)).resolves.toEqual({
      status: 'unavailable',
    });
    const failing = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('fetch failed')));
    await expect(pdokAddressLookup({ fetch: failing }).lookup('1234 AB', '1', null)).resolves.toEqual({
      status: 'unavailable',
    });
  });

  it('skips documents that are not addresses', () => {
    expect(addressesOf({ response: { numFound: 1, docs: [{ type: 'weg', straatnaam: 'Coolsingel' }] } })).toEqual([]);
  });
});

describe('the embedded adapter', () => {
  it('finds the demo addresses, with and without suffix', async () => {
    const lookup = embeddedAddressLookup();
    await expect(lookup.lookup('3011 AD', '40', null)).resolves.toMatchObject({
      status: 'found',
      address: { street: 'Coolsingel', city: 'Rotterdam' },
    });
    await expect(lookup.lookup('3015 BH', '154', 'a')).resolves.toMatchObject({ status: 'found' });
    await expect(lookup.lookup('3011 AD', '41', null)).resolves.toEqual({ status: 'not_found' });
    await expect(lookup.lookup('3011 AD', '40', 'B')).resolves.toEqual({ status: 'not_found' });
  });

  it('holds only well-formed, distinct rows', () => {
    const keys = EMBEDDED_ADDRESSES.map((row) => `${row.postcode}|${row.houseNumber}|${row.houseNumberSuffix ?? ''}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of EMBEDDED_ADDRESSES) expect(row.postcode).toMatch(/^[1-9]\d{3} [A-Z]{2}$/);
  });
});
