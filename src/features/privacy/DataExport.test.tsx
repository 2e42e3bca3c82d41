// @vitest-environment jsdom
/**
 * The download island: asking queues the export and says so politely; while it is prepared the island asks again
 * and the status line follows in quarters while the bar shows every step; once ready it offers the ZIP; a refusal is
 * an alert in Dutch; Belgian wording where it differs; axe finds nothing. The server is a test double of the
 * GraphQL client that answers the queries in turn.
 */
import '../../ui/test-utils/dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetcher } from '../../lib/fetcher/fetcher';
import { DataExportDocument, RequestDataExportDocument } from '../../lib/graphql/generated/graphql';
import { expectNoAxeViolations } from '../../ui/test-utils/axe';
import DataExport, { DATA_EXPORT_DOWNLOAD_PATH, formatSize, type DataExportItem } from './DataExport';
import { privacyArea } from './area';
import { DATA_EXPORT_MESSAGE_KEYS } from './messages';
import { islandTexts } from '../../../tests/fixtures/island-texts';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/graphql/client', () => ({ request }));

const messagesOf = (language: 'nl' | 'be') => islandTexts(DATA_EXPORT_MESSAGE_KEYS, { language });

const NONE: DataExportItem = { state: 'NONE', progress: 0, requestedAt: null, expiresAt: null, size: null };
const at = '2026-12-02T10:00:00.000Z';
const running = (progress: number): DataExportItem => ({ ...NONE, state: 'RUNNING', progress, requestedAt: at });
const READY: DataExportItem = {
  state: 'READY',
  progress: 100,
  requestedAt: at,
  expiresAt: '2026-12-03T10:01:00.000Z',
  size: 1_450_000,
};

/** The server's answers to the status query, in turn (the last one stays). */
function statusAnswers(...answers: DataExportItem[]) {
  const queue = [...answers];
  return () => ({ dataExport: queue.length > 1 ? queue.shift()! : queue[0]! });
}

beforeEach(() => {
  request.mockReset();
  fetcher().invalidateKeys((key) => key === privacyArea.cacheKeys.dataExport);
});

describe('the data export island', () => {
  it('queues the export, follows it in quarters and offers the ZIP when it is ready', async () => {
    const status = statusAnswers(running(5), running(40), running(80), READY);
    request.mockImplementation(async (document: unknown) => {
      if (document === RequestDataExportDocument) {
        return {
          requestDataExport: { ok: true, violations: [], dataExport: { ...NONE, state: 'PENDING', requestedAt: at } },
        };
      }
      if (document === DataExportDocument) return status();
      throw new Error('unexpected operation');
    });
    render(<DataExport initial={NONE} messages={messagesOf('nl')} locale="nl-NL" country="nl" pollMs={300} />);
    const start = screen.getByRole('button', { name: 'Download mijn gegevens' });
    await vi.waitFor(() => expect(start).toBeEnabled(), { timeout: 20_000 });
    await userEvent.click(start);

    const line = screen.getByRole('status');
    expect(line).toHaveAttribute('aria-live', 'polite');
    await vi.waitFor(() => expect(line).toHaveTextContent(/wachtrij|klaar/), { timeout: 20_000 });
    // While running: the line says the quarter reached, the bar the exact step.
    await vi.waitFor(
      () => {
        expect(line).toHaveTextContent('We maken je bestand klaar: 25% klaar.');
        expect(screen.getByRole('progressbar', { name: 'Voortgang van je download' })).toHaveAttribute(
          'aria-valuenow',
          '40',
        );
      },
      { timeout: 20_000 },
    );
    await vi.waitFor(() => expect(line).toHaveTextContent('We maken je bestand klaar: 75% klaar.'), {
      timeout: 20_000,
    });
    const download = await screen.findByRole('link', { name: 'Download ZIP-bestand' }, { timeout: 20_000 });
    expect(download).toHaveAttribute('href', DATA_EXPORT_DOWNLOAD_PATH);
    expect(line).toHaveTextContent('Je bestand staat klaar (1,5 MB). Je kunt het downloaden tot 3 december 2026');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download mijn gegevens' })).toBeNull();
    await expectNoAxeViolations(document.body);
    // Once ready it stops asking.
    const asked = request.mock.calls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 900)));
    expect(request.mock.calls.length).toBe(asked);
  });

  it('shows a refusal as an alert in Dutch and keeps the button', async () => {
    request.mockImplementation(async (document: unknown) => {
      if (document === RequestDataExportDocument) {
        return {
          requestDataExport: {
            ok: false,
            violations: [{ code: 'DATA_EXPORT_ALREADY_OPEN', field: null }],
            dataExport: null,
          },
        };
      }
      return { dataExport: NONE };
    });
    render(<DataExport initial={NONE} messages={messagesOf('nl')} locale="nl-NL" country="nl" pollMs={20} />);
    const start = screen.getByRole('button', { name: 'Download mijn gegevens' });
    await vi.waitFor(() => expect(start).toBeEnabled(), { timeout: 20_000 });
    await userEvent.click(start);
    await vi.waitFor(
      () => expect(screen.getByRole('alert')).toHaveTextContent('Je hebt al een download aangevraagd.'),
      {
        timeout: 20_000,
      },
    );
    expect(screen.getByRole('button', { name: 'Download mijn gegevens' })).toBeVisible();
  });

  it('offers to ask again after a failure, in Belgian wording where it differs', async () => {
    request.mockImplementation(async () => ({ dataExport: { ...NONE, state: 'FAILED', requestedAt: at } }));
    render(
      <DataExport
        initial={{ ...NONE, state: 'FAILED', requestedAt: at }}
        messages={messagesOf('be')}
        locale="nl-BE"
        country="be"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Het is niet gelukt je bestand klaar te maken.');
    expect(screen.getByRole('button', { name: 'Opnieuw aanvragen' })).toBeVisible();
    expect(messagesOf('be')['privacy.export.howLong']).toContain('aangemeld');
  });

  it('writes sizes as the locale does', () => {
    expect(formatSize(1_450_000, 'nl-NL')).toBe('1,5 MB');
    expect(formatSize(820_400, 'nl-BE')).toBe('820 kB');
    expect(formatSize(12, 'nl-NL')).toBe('1 kB');
  });
});
