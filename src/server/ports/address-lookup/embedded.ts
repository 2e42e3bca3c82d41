/** The address lookup over the embedded table (./embedded-addresses.ts): the demo's and the tests' default. */
import { EMBEDDED_ADDRESSES } from './embedded-addresses';
import { sameSuffix, type AddressLookup, type FoundAddress } from './index';

export function embeddedAddressLookup(addresses: readonly FoundAddress[] = EMBEDDED_ADDRESSES): AddressLookup {
  return {
    lookup(postcode, houseNumber, suffix) {
      const address = addresses.find(
        (row) =>
          row.postcode === postcode && row.houseNumber === houseNumber && sameSuffix(row.houseNumberSuffix, suffix),
      );
      return Promise.resolve(address ? { status: 'found', address } : { status: 'not_found' });
    },
  };
}
