/**
 * The embedded address table of the demo (ADDRESS_LOOKUP=embedded): real Dutch addresses — public buildings and the
 * demo accounts' own streets — in the cities of the demo accounts (Amsterdam, Rotterdam, Den Haag, Utrecht,
 * Groningen) and a few more. Data, not a database table: it never changes at run time.
 */
import type { FoundAddress } from './index';

type Row = [postcode: string, houseNumber: string, suffix: string | null, street: string, city: string];

const ROWS: readonly Row[] = [
  // Amsterdam
  ['1071 XX', '1', null, 'Museumstraat', 'Amsterdam'],
  ['1071 DJ', '6', null, 'Museumplein', 'Amsterdam'],
  ['1071 DJ', '10', null, 'Museumplein', 'Amsterdam'],
  ['1071 LN', '10', null, 'Concertgebouwplein', 'Amsterdam'],
  ['1016 GV', '263', null, 'Prinsengracht', 'Amsterdam'],
  ['1012 RJ', '147', null, 'Nieuwezijds Voorburgwal', 'Amsterdam'],
  ['1018 CZ', '38', null, 'Plantage Kerklaan', 'Amsterdam'],
  ['1053 EM', '210', null, 'Kinkerstraat', 'Amsterdam'],
  ['1053 EM', '210', '2', 'Kinkerstraat', 'Amsterdam'],
  ['1053 EM', '212', null, 'Kinkerstraat', 'Amsterdam'],
  // Rotterdam
  ['3011 AD', '40', null, 'Coolsingel', 'Rotterdam'],
  ['3011 GZ', '298', null, 'Dominee Jan Scharpstraat', 'Rotterdam'],
  ['3077 AA', '1', null, 'Van Zandvlietplein', 'Rotterdam'],
  ['3016 GM', '20', null, 'Parkhaven', 'Rotterdam'],
  ['3015 AA', '341', null, 'Westzeedijk', 'Rotterdam'],
  ['3015 BH', '152', null, 'Nieuwe Binnenweg', 'Rotterdam'],
  ['3015 BH', '152', 'B', 'Nieuwe Binnenweg', 'Rotterdam'],
  ['3015 BH', '154', null, 'Nieuwe Binnenweg', 'Rotterdam'],
  ['3015 BH', '154', 'A', 'Nieuwe Binnenweg', 'Rotterdam'],
  // Den Haag
  ['2511 CS', '29', null, 'Plein', 'Den Haag'],
  ['2517 KJ', '2', null, 'Carnegieplein', 'Den Haag'],
  ['2582 BV', '88', null, 'Frederik Hendriklaan', 'Den Haag'],
  ['2582 BV', '90', null, 'Frederik Hendriklaan', 'Den Haag'],
  // Utrecht
  ['3512 JE', '29', null, 'Domplein', 'Utrecht'],
  ['3512 XA', '1', null, 'Agnietenstraat', 'Utrecht'],
  ['3511 NK', '231', null, 'Oudegracht', 'Utrecht'],
  ['3511 NK', '231', 'A', 'Oudegracht', 'Utrecht'],
  ['3511 NK', '233', null, 'Oudegracht', 'Utrecht'],
  // Groningen
  ['9711 ME', '1', null, 'Museumeiland', 'Groningen'],
  ['9711 LK', '45', null, 'Herestraat', 'Groningen'],
  ['9711 LK', '47', null, 'Herestraat', 'Groningen'],
  // Elsewhere
  ['2311 EW', '28', null, 'Rapenburg', 'Leiden'],
  ['2011 ES', '62', null, 'Groot Heiligland', 'Haarlem'],
  ['2611 GS', '87', null, 'Markt', 'Delft'],
  ['6816 SG', '4', null, 'Hoeferlaan', 'Arnhem'],
  ['6511 TB', '59', null, 'Kelfkensbos', 'Nijmegen'],
  ['6211 LE', '47', null, 'Vrijthof', 'Maastricht'],
  ['8011 NE', '20', null, 'Blijmarkt', 'Zwolle'],
  ['5616 NH', '10', 'A', 'Frederiklaan', 'Eindhoven'],
];

/** Every address of the embedded table. */
export const EMBEDDED_ADDRESSES: readonly FoundAddress[] = ROWS.map(
  ([postcode, houseNumber, suffix, street, city]) => ({
    postcode,
    houseNumber,
    houseNumberSuffix: suffix,
    street,
    city,
  }),
);
