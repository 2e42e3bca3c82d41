/**
 * Translating in an island: the page picks the area's keys from the request's dictionary and passes them as a prop;
 * the island translates through the same lookup the server uses (src/i18n/translate.ts), and a violation code
 * through its own key, an unknown code falling back to GENERIC-ERROR. Each area keeps only its list of keys.
 */
import { useMemo } from 'react';
import { createTranslator, violationMessage, type Translate } from '../../i18n/translate';

/** The translations a page passes to an island: key → Dutch text. */
export type Messages = Readonly<Record<string, string>>;

/** What an island translates with. */
export interface MessageLookup {
  /** The text of a key, `{name}` placeholders filled; a missing key reads as empty (and is reported once). */
  t: Translate;
  /** The Dutch message of a violation code; an unknown code reads as GENERIC-ERROR. */
  violation: (code: string) => string;
}

/** `t` and `violation` over a dictionary, outside React (tests, helpers that get no hook). */
export function messageLookup(messages: Messages): MessageLookup {
  return { t: createTranslator(messages), violation: (code: string) => violationMessage(messages, code) };
}

/** `t` and `violation` over the island's messages, made once per dictionary. */
export function useMessages(messages: Messages): MessageLookup {
  return useMemo(() => messageLookup(messages), [messages]);
}
