/**
 * The invoices' texts are still kept beside the dataset's sources, where a domain integration test imports them;
 * this file puts them where the translations are found (their move is a rename once that test imports them here).
 */
// eslint-disable-next-line boundaries/dependencies -- forwarding only, until the file itself moves here
export { INVOICES_TRANSLATIONS } from '../../content/dataset/source/translations-invoices';
