// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messageLookup, useMessages } from './use-messages';

const MESSAGES = {
  'account.greeting': 'Hallo {name}',
  POSTCODE_INVALID: 'Vul een geldige postcode in, zoals 1234 AB.',
  'GENERIC-ERROR': 'Er is iets misgegaan. Probeer het later opnieuw.',
};

describe('useMessages', () => {
  it('translates keys with their placeholders and violation codes through their own key', () => {
    const { result } = renderHook(() => useMessages(MESSAGES));
    expect(result.current.t('account.greeting', { name: 'Els' })).toBe('Hallo Els');
    expect(result.current.violation('POSTCODE_INVALID')).toBe('Vul een geldige postcode in, zoals 1234 AB.');
  });

  it('reads an unknown violation code as GENERIC-ERROR and a missing key as empty', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useMessages(MESSAGES));
    expect(result.current.violation('NO_SUCH_CODE')).toBe('Er is iets misgegaan. Probeer het later opnieuw.');
    expect(result.current.t('account.missing')).toBe('');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps one lookup while the dictionary stays the same, and makes a new one for a new dictionary', () => {
    const { result, rerender } = renderHook(({ messages }) => useMessages(messages), {
      initialProps: { messages: MESSAGES },
    });
    const first = result.current;
    rerender({ messages: MESSAGES });
    expect(result.current).toBe(first);
    rerender({ messages: { ...MESSAGES, 'account.greeting': 'Dag {name}' } });
    expect(result.current).not.toBe(first);
    expect(result.current.t('account.greeting', { name: 'Els' })).toBe('Dag Els');
  });

  it('gives the same lookup outside React', () => {
    expect(messageLookup(MESSAGES).t('account.greeting', { name: 'Jan' })).toBe('Hallo Jan');
  });
});
