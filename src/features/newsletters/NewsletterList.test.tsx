// @vitest-environment jsdom
/**
 * The newsletters island against a stand-in for `/api/newsletter` (only the network is replaced): it shows the
 * loading layout, the list with each choice, the empty state and the page-load failure with its retry, and a switch
 * stores the choice and shows what the server answered.
 */
import '../../ui/test-utils/dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsletterItem } from '../../shared/rest-endpoints';
import { NEWSLETTER_MESSAGE_KEYS } from './messages';
import { islandTexts } from '../../../tests/fixtures/island-texts';

const messagesOf = (language: 'nl' | 'be') => islandTexts(NEWSLETTER_MESSAGE_KEYS, { language });

const LIST: NewsletterItem[] = [
  { slug: 'ochtend', title: 'AD Ochtend', description: 'Het nieuws.', frequency: 'Elke ochtend', subscribed: false },
  { slug: 'avond', title: 'AD Avond', description: 'De dag.', frequency: 'Elke werkdag', subscribed: true },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's list; PUT changes it as the endpoint does and answers it, or answers `refuse` when given. */
function server(options: { list?: NewsletterItem[]; failLoads?: number; refuse?: Response } = {}) {
  let list = structuredClone(options.list ?? LIST);
  let failLoads = options.failLoads ?? 0;
  const calls: Array<{ method: string; body: unknown }> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as { slug: string; subscribed: boolean }) : undefined;
    calls.push({ method, body });
    expect(new URL(url, 'http://localhost').pathname).toBe('/api/newsletter');
    if (method === 'GET') {
      if (failLoads-- > 0) return json({ violations: [{ code: 'GENERIC-ERROR' }] }, 400);
      return json({ newsletters: list });
    }
    if (options.refuse) return options.refuse;
    list = list.map((item) => (item.slug === body!.slug ? { ...item, subscribed: body!.subscribed } : item));
    return json({ newsletters: list });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

/** A fresh island module, so every test has its own fetcher cache (it is per page). */
async function island() {
  vi.resetModules();
  return (await import('./NewsletterList')).default;
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('the newsletters screen', () => {
  it('keeps the list layout while loading, then shows each newsletter with its choice', async () => {
    server();
    const NewsletterList = await island();
    render(<NewsletterList messages={messagesOf('nl')} brandName="AD" />);
    expect(screen.getByRole('status')).toHaveTextContent('Pagina aan het laden');
    const list = await screen.findByRole('list', { name: 'Nieuwsbrieven van AD' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['AD Ochtend', 'AD Avond']);
    expect(screen.getByRole('switch', { name: 'AD Ochtend ontvangen' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'AD Avond ontvangen' })).toBeChecked();
    expect(screen.getByText('Elke werkdag')).toBeVisible();
  });

  it('subscribes with one click, shows what the server stored and says so', async () => {
    const { calls } = server();
    const NewsletterList = await island();
    render(<NewsletterList messages={messagesOf('nl')} brandName="AD" />);
    const morning = await screen.findByRole('switch', { name: 'AD Ochtend ontvangen' });
    await waitFor(() => expect(morning).toBeEnabled());
    await userEvent.click(morning);
    expect(await screen.findByText('Je ontvangt voortaan AD Ochtend.')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'AD Ochtend ontvangen' })).toBeChecked();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', body: { slug: 'ochtend', subscribed: true } },
    ]);
  });

  it('unsubscribes, in Belgian wording where it differs', async () => {
    server();
    const NewsletterList = await island();
    render(<NewsletterList messages={messagesOf('be')} brandName="HLN" />);
    const evening = await screen.findByRole('switch', { name: 'AD Avond ontvangen' });
    await waitFor(() => expect(evening).toBeEnabled());
    await userEvent.click(evening);
    expect(await screen.findByText('Je bent uitgeschreven voor AD Avond.')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'AD Avond ontvangen' })).not.toBeChecked();
  });

  it('shows a refused choice in Dutch and keeps the stored state', async () => {
    server({ refuse: json({ violations: [{ code: 'NEWSLETTER_UNKNOWN' }] }, 422) });
    const NewsletterList = await island();
    render(<NewsletterList messages={messagesOf('nl')} brandName="AD" />);
    const morning = await screen.findByRole('switch', { name: 'AD Ochtend ontvangen' });
    await waitFor(() => expect(morning).toBeEnabled());
    await userEvent.click(morning);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Deze nieuwsbrief bestaat niet meer.'));
    expect(screen.getByRole('switch', { name: 'AD Ochtend ontvangen' })).not.toBeChecked();
  });

  it('says so when the brand has no newsletters', async () => {
    server({ list: [] });
    const NewsletterList = await island();
    render(<NewsletterList messages={messagesOf('nl')} brandName="Margriet" />);
    expect(
      await screen.findByText('Margriet heeft op dit moment geen nieuwsbrieven. Kijk later nog eens.'),
    ).toBeVisible();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('offers "Probeer opnieuw" when the list cannot be loaded, and loads again', async () => {
    const { calls } = server({ failLoads: 1 });
    const NewsletterList = await island();
    render(<NewsletterList messages={messagesOf('nl')} brandName="AD" />);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Helaas, deze inhoud kan niet geladen worden.'));
    await userEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    expect(await screen.findByRole('switch', { name: 'AD Ochtend ontvangen' })).toBeVisible();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });
});
