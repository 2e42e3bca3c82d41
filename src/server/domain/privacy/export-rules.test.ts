/** The data export's rules without the database: the state the screen sees, progress, keys, names and texts. */
import { describe, expect, it } from 'vitest';
import type { DataExport } from '../../db/schema';
import { attachmentPath } from './export-contents';
import { exportTexts, storedTranslator } from './export';
import { EXPORT_TTL_MS, exportView, NO_EXPORT } from './export-rules';
import { EXPORT_PROGRESS, exportFileName, exportStorageKey, invoiceProgress } from './export-rules';

const created = new Date('2026-12-02T10:00:00Z');
function row(overrides: Partial<DataExport>): DataExport {
  return {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    accountId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    brandKey: 'ad',
    status: 'pending',
    progress: 0,
    texts: {},
    origin: 'http://ad.localhost:4321',
    storageKey: null,
    size: null,
    createdAt: created,
    startedAt: null,
    readyAt: null,
    expiresAt: null,
    ...overrides,
  };
}

describe('exportView', () => {
  it('shows nothing without an export, and a ready one only until it expires', () => {
    expect(exportView(undefined, created)).toEqual(NO_EXPORT);
    const expiresAt = new Date(created.getTime() + EXPORT_TTL_MS);
    const ready = row({ status: 'ready', progress: 100, size: 1234, expiresAt });
    expect(exportView(ready, new Date(expiresAt.getTime() - 1))).toEqual({
      state: 'ready',
      progress: 100,
      requestedAt: created,
      expiresAt,
      size: 1234,
    });
    expect(exportView(ready, expiresAt)).toEqual(NO_EXPORT);
  });

  it('passes pending, running and failed on with their progress', () => {
    expect(exportView(row({ status: 'running', progress: 40 }), created)).toMatchObject({
      state: 'running',
      progress: 40,
    });
    expect(exportView(row({ status: 'failed', progress: 20 }), created).state).toBe('failed');
    expect(exportView(row({}), created).state).toBe('pending');
  });
});

describe('progress, keys and names', () => {
  it('spreads the invoice PDFs between collected and invoices done', () => {
    expect(invoiceProgress(0, 10)).toBe(EXPORT_PROGRESS.collected);
    expect(invoiceProgress(5, 10)).toBe(45);
    expect(invoiceProgress(10, 10)).toBe(EXPORT_PROGRESS.invoicesDone);
    expect(invoiceProgress(0, 0)).toBe(EXPORT_PROGRESS.invoicesDone);
  });

  it('keeps the ZIP under the account and names it by brand and day', () => {
    expect(exportStorageKey('acc', 'exp')).toBe('exports/acc/exp');
    expect(exportFileName('hln', new Date('2026-12-02T23:30:00Z'))).toBe('mijn-gegevens-hln-2026-12-02.zip');
  });

  it('puts an attachment under its case with a file name that names no folder', () => {
    expect(attachmentPath('CS-1', 'abcdef12-0000', '../../etc/passwd')).toBe('contact/CS-1/abcdef12-__.._etc_passwd');
    expect(attachmentPath('CS-1', 'abcdef12-0000', 'foto bij klacht.jpg')).toBe(
      'contact/CS-1/abcdef12-foto_bij_klacht.jpg',
    );
    expect(attachmentPath('CS-1', 'abcdef12-0000', '')).toBe('contact/CS-1/abcdef12-bestand');
  });
});

describe('the job’s texts', () => {
  it('keeps only the export’s and the invoice PDF’s keys, and fills placeholders', () => {
    const texts = exportTexts({
      'privacy.export.mail.subject': 'Je gegevens van {brand} staan klaar',
      'invoices.pdf.title': 'Factuur {number}',
      'account.title': 'Mijn account',
    });
    expect(Object.keys(texts).sort()).toEqual(['invoices.pdf.title', 'privacy.export.mail.subject']);
    const t = storedTranslator(texts);
    expect(t('privacy.export.mail.subject', { brand: 'HLN' })).toBe('Je gegevens van HLN staan klaar');
    expect(t('invoices.pdf.title')).toBe('Factuur {number}');
    expect(t('missing')).toBe('');
  });
});
