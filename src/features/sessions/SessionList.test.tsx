// @vitest-environment jsdom
/** The sessions island shows how many sessions it does not list, and how to end them. */
import '../../ui/test-utils/dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionItem } from './SessionList';
import { islandTexts } from '../../../tests/fixtures/island-texts';
import { freshIslands } from '../../ui/test-utils/islands';

// The island's own query never answers here: it shows what the page rendered. Each test is a new page (a fresh
// fetcher, whose cache the page's sessions fill).
vi.mock('../../lib/graphql/client', () => ({ request: () => new Promise(() => {}) }));

const messagesOf = (language: 'nl' | 'be') => islandTexts(['identity.sessions.'], { language });

const session = (id: string, current: boolean): SessionItem => ({
  id: id.repeat(64),
  current,
  browser: 'Firefox 140',
  os: 'Linux',
  app: false,
  place: '192.0.2.1',
  signedInAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: '2026-11-20T10:00:00.000Z',
});

const islands = () => freshIslands({ SessionList: () => import('./SessionList') });

describe('the sessions list', () => {
  it('says how many other sessions are not listed and that ending all others ends them too', async () => {
    const { SessionList } = await islands();
    const initial = { sessions: [session('a', true), session('b', false), session('c', false)], sessionCount: 40 };
    render(<SessionList initial={initial} messages={messagesOf('nl')} locale="nl-NL" country="nl" />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getByText(/de 2 laatst gebruikte andere sessies/)).toHaveTextContent(
      'Je bent nog op 37 andere plekken ingelogd',
    );
    expect(screen.getByRole('button', { name: 'Alle andere sessies beëindigen' })).toBeVisible();
  });

  it('says nothing more when every session is listed, in Belgian wording where it differs', async () => {
    const { SessionList } = await islands();
    const initial = { sessions: [session('a', true)], sessionCount: 1 };
    render(<SessionList initial={initial} messages={messagesOf('be')} locale="nl-BE" country="be" />);
    expect(screen.queryByText(/laatst gebruikte/)).toBeNull();
    expect(screen.getByText('Je bent nergens anders aangemeld.')).toBeVisible();
  });
});
