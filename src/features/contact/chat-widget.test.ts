// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $chat, resetChat } from './chat-store';
import { startChatWidget, type ChatWidgetConfig } from './chat-widget';
import { bootstrapScriptUrl } from './chat-salesforce';

const HOURS = [{ day: 1 as const, open: '08:00', close: '18:00' }];
const PROVIDER = {
  orgId: '00D000000000001',
  deployment: 'Mijn_Omgeving',
  siteUrl: 'https://example.my.site.com/ESWMijnOmgeving',
  scrt2Url: 'https://example.my.salesforce-scrt.com',
  language: 'nl' as const,
};
/** Monday 19 January 2026, 10:00 in Amsterdam; and 20:00. */
const OPEN = new Date('2026-01-19T09:00:00Z');
const CLOSED = new Date('2026-01-19T19:00:00Z');

function mount(provider: ChatWidgetConfig['provider']): HTMLElement {
  const config: ChatWidgetConfig = { hours: HOURS, country: 'nl', closedDates: [], provider };
  const root = document.createElement('div');
  root.innerHTML = `<div data-chat-widget='${JSON.stringify(config)}' hidden>
    <section data-chat-panel hidden><h2 tabindex="-1">Chat</h2><button data-chat-close>Sluiten</button>
      <div data-chat-part="available" hidden><button data-chat-start>Start</button><p data-chat-part="loading" hidden></p></div>
      <div data-chat-part="unavailable" hidden><a href="/klantenservice/contact/formulier">Formulier</a></div>
      <div data-chat-part="no-provider" hidden><a href="/klantenservice/contact/formulier">Formulier</a></div>
      <div data-chat-part="failed" hidden>Mislukt</div>
    </section>
    <button data-chat-toggle aria-expanded="false">Chat</button></div>`;
  document.body.replaceChildren(root);
  return root;
}

const part = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-chat-part="${name}"]`)!;
const click = (root: HTMLElement, selector: string) => root.querySelector<HTMLElement>(selector)!.click();

beforeEach(resetChat);

describe('the chat widget', () => {
  it('is available within opening hours; without a provider it offers the form', () => {
    const root = mount(null);
    startChatWidget(root, OPEN, vi.fn());
    expect($chat.get()).toMatchObject({ isChatAvailable: true, liveChatEnabled: false, liveChatVisibility: 'hidden' });
    expect(root.querySelector<HTMLElement>('[data-chat-widget]')!.hidden).toBe(false);
    expect(root.querySelector<HTMLElement>('[data-chat-panel]')!.hidden).toBe(true);
    click(root, '[data-chat-toggle]');
    expect($chat.get().liveChatVisibility).toBe('visible');
    expect(root.querySelector('[data-chat-toggle]')!.getAttribute('aria-expanded')).toBe('true');
    expect(part(root, 'no-provider').hidden).toBe(false);
    expect(part(root, 'available').hidden).toBe(true);
    click(root, '[data-chat-close]');
    expect(root.querySelector<HTMLElement>('[data-chat-panel]')!.hidden).toBe(true);
  });

  it('is not available outside opening hours, even with a provider', () => {
    const root = mount(PROVIDER);
    const load = vi.fn();
    startChatWidget(root, CLOSED, load);
    click(root, '[data-chat-toggle]');
    expect($chat.get().isChatAvailable).toBe(false);
    expect(part(root, 'unavailable').hidden).toBe(false);
    expect(part(root, 'available').hidden).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the provider only when the user starts a chat', async () => {
    const root = mount(PROVIDER);
    const load = vi.fn(() => Promise.resolve());
    startChatWidget(root, OPEN, load);
    click(root, '[data-chat-toggle]');
    expect(part(root, 'available').hidden).toBe(false);
    expect(load).not.toHaveBeenCalled();
    click(root, '[data-chat-start]');
    expect(load).toHaveBeenCalledWith(PROVIDER);
    await vi.waitFor(() => expect($chat.get().salesforceChatEnabled).toBe(true));
  });

  it('offers the form when the provider fails to load', async () => {
    const root = mount(PROVIDER);
    startChatWidget(root, OPEN, () => Promise.reject(new Error('offline')));
    click(root, '[data-chat-toggle]');
    click(root, '[data-chat-start]');
    await vi.waitFor(() => expect(part(root, 'failed').hidden).toBe(false));
    expect(part(root, 'no-provider').hidden).toBe(false);
    expect($chat.get().salesforceChatEnabled).toBe(false);
  });
});

describe('the Salesforce adapter', () => {
  it('loads the bootstrap script of the deployment site', () => {
    expect(bootstrapScriptUrl('https://example.my.site.com/ESWMijnOmgeving/')).toBe(
      'https://example.my.site.com/ESWMijnOmgeving/assets/js/bootstrap.min.js',
    );
  });
});
