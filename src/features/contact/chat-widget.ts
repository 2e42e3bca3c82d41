/**
 * The chat widget in the page shell (layouts/parts/ChatWidget.astro, only for brands with isChatEnabled): a button
 * that opens a small panel. Plain DOM and the `$chat` store, no React, so a prebuilt page stays small. Chat is
 * available only within customer service's opening hours (src/shared/opening-hours.ts, in the brand's time zone);
 * outside them, or while no messaging provider is configured, the panel offers the contact form. The provider's
 * adapter (./chat-salesforce.ts) is imported only when the user starts a chat.
 */
import type { Country } from '../../shared/dates';
import { openingState, type DayHours } from '../../shared/opening-hours';
import {
  $chat,
  setChatAvailable,
  setLiveChatEnabled,
  setLiveChatVisibility,
  setSalesforceChatEnabled,
} from './chat-store';
import type { SalesforceChatConfig } from './chat-salesforce';

/** What the server renders on `[data-chat-widget]` (as JSON in the attribute). */
export interface ChatWidgetConfig {
  hours: DayHours[];
  country: Country;
  closedDates: string[];
  /** The messaging provider (isSalesforceMIAWEnabled and its configuration), or null. */
  provider: SalesforceChatConfig | null;
}

/** Loads and starts the provider; replaced in tests. */
export type ProviderLoader = (config: SalesforceChatConfig) => Promise<void>;

const loadSalesforce: ProviderLoader = async (config) => {
  const { startSalesforceChat } = await import('./chat-salesforce');
  await startSalesforceChat(config);
};

function show(root: HTMLElement, part: string, visible: boolean): void {
  root.querySelectorAll<HTMLElement>(`[data-chat-part="${part}"]`).forEach((element) => {
    element.hidden = !visible;
  });
}

/** Sets the widget up below `root` (the document by default); returns a function that removes its listeners. */
export function startChatWidget(
  root: ParentNode = document,
  now: Date = new Date(),
  load: ProviderLoader = loadSalesforce,
): () => void {
  const widget = root.querySelector<HTMLElement>('[data-chat-widget]');
  if (!widget) return () => {};
  const config = JSON.parse(widget.dataset['chatWidget'] ?? '{}') as ChatWidgetConfig;
  const available = openingState(config.hours ?? [], config.country ?? 'nl', now, config.closedDates ?? []).open;
  setChatAvailable(available);
  setLiveChatEnabled(available && config.provider !== null);
  const toggle = widget.querySelector<HTMLButtonElement>('[data-chat-toggle]');
  const panel = widget.querySelector<HTMLElement>('[data-chat-panel]');
  const close = widget.querySelector<HTMLButtonElement>('[data-chat-close]');
  const start = widget.querySelector<HTMLButtonElement>('[data-chat-start]');

  const render = () => {
    const state = $chat.get();
    const open = state.liveChatVisibility === 'visible';
    if (panel) panel.hidden = !open;
    toggle?.setAttribute('aria-expanded', String(open));
    show(widget, 'available', state.isChatAvailable === true && state.liveChatEnabled);
    show(widget, 'unavailable', state.isChatAvailable === false);
    show(widget, 'no-provider', state.isChatAvailable === true && !state.liveChatEnabled);
  };
  const unsubscribe = $chat.subscribe(render);

  const onToggle = () => {
    const opening = $chat.get().liveChatVisibility === 'hidden';
    setLiveChatVisibility(opening ? 'visible' : 'hidden');
    if (opening) panel?.querySelector<HTMLElement>('h2')?.focus();
  };
  const onClose = () => {
    setLiveChatVisibility('hidden');
    toggle?.focus();
  };
  const onStart = () => {
    if (!config.provider || !start) return;
    start.disabled = true;
    show(widget, 'loading', true);
    load(config.provider)
      .then(() => setSalesforceChatEnabled(true))
      .catch(() => {
        setLiveChatEnabled(false);
        show(widget, 'failed', true);
      })
      .finally(() => {
        show(widget, 'loading', false);
        start.disabled = false;
      });
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && $chat.get().liveChatVisibility === 'visible') onClose();
  };
  toggle?.addEventListener('click', onToggle);
  close?.addEventListener('click', onClose);
  start?.addEventListener('click', onStart);
  widget.addEventListener('keydown', onKey);
  widget.hidden = false;
  return () => {
    unsubscribe();
    toggle?.removeEventListener('click', onToggle);
    close?.removeEventListener('click', onClose);
    start?.removeEventListener('click', onStart);
    widget.removeEventListener('keydown', onKey);
  };
}
