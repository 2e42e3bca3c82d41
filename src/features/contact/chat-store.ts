/**
 * The chat state, in one store: whether chat is available (unknown until the page has worked
 * it out from the opening hours), the live chat's visibility (hidden by default), whether live chat and the
 * Salesforce channel are enabled (both false by default). Each is updatable on its own by its action.
 */
import { map } from 'nanostores';

export type ChatVisibility = 'hidden' | 'visible';

export interface ChatState {
  /** null: unknown (not worked out yet). */
  isChatAvailable: boolean | null;
  liveChatVisibility: ChatVisibility;
  liveChatEnabled: boolean;
  salesforceChatEnabled: boolean;
}

/** The defaults. */
export const INITIAL_CHAT_STATE: Readonly<ChatState> = {
  isChatAvailable: null,
  liveChatVisibility: 'hidden',
  liveChatEnabled: false,
  salesforceChatEnabled: false,
};

export const $chat = map<ChatState>({ ...INITIAL_CHAT_STATE });

export function setChatAvailable(available: boolean): void {
  $chat.setKey('isChatAvailable', available);
}

export function setLiveChatVisibility(visibility: ChatVisibility): void {
  $chat.setKey('liveChatVisibility', visibility);
}

export function setLiveChatEnabled(enabled: boolean): void {
  $chat.setKey('liveChatEnabled', enabled);
}

export function setSalesforceChatEnabled(enabled: boolean): void {
  $chat.setKey('salesforceChatEnabled', enabled);
}

/** Back to the defaults (a test, or a page that leaves). */
export function resetChat(): void {
  $chat.set({ ...INITIAL_CHAT_STATE });
}
