/**
 * Where the invoices seed was before it moved to src/server/domain/invoices/seed.ts, kept only for the domain's integration
 * tests that still import it from here (they are being moved by the domain's split); delete once none does.
 */
// eslint-disable-next-line boundaries/dependencies -- a forwarding file for tests, no code of the db layer uses it
export * from '../domain/invoices/seed';
