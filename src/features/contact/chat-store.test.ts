import { beforeEach, describe, expect, it } from 'vitest';
import {
  $chat,
  resetChat,
  setChatAvailable,
  setLiveChatEnabled,
  setLiveChatVisibility,
  setSalesforceChatEnabled,
} from './chat-store';

beforeEach(resetChat);

describe('$chat', () => {
  it('starts with the defaults', () => {
    expect($chat.get()).toEqual({
      isChatAvailable: null,
      liveChatVisibility: 'hidden',
      liveChatEnabled: false,
      salesforceChatEnabled: false,
    });
  });

  it('updates each field on its own', () => {
    setChatAvailable(true);
    expect($chat.get()).toMatchObject({ isChatAvailable: true, liveChatVisibility: 'hidden', liveChatEnabled: false });
    setLiveChatVisibility('visible');
    expect($chat.get()).toMatchObject({ isChatAvailable: true, liveChatVisibility: 'visible', liveChatEnabled: false });
    setLiveChatEnabled(true);
    expect($chat.get()).toMatchObject({ liveChatEnabled: true, salesforceChatEnabled: false });
    setSalesforceChatEnabled(true);
    expect($chat.get()).toEqual({
      isChatAvailable: true,
      liveChatVisibility: 'visible',
      liveChatEnabled: true,
      salesforceChatEnabled: true,
    });
    setChatAvailable(false);
    expect($chat.get().salesforceChatEnabled).toBe(true);
  });
});
