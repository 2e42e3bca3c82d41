/**
 * The texts of one page travel to the browser with its props, so the hydration speaks the same words as the server
 * render without shipping the whole dictionary: the server records every `t(key, params)` the render asked for,
 * the browser answers the same calls from that record.
 */
import type { Params, Translate } from '../../i18n/translate';

/** One call of `t` as a record key. The same call site passes its parameters in the same order on both sides. */
function callKey(key: string, params?: Params): string {
  return params ? `${key} ${JSON.stringify(params)}` : key;
}

/** A translator that remembers what it answered. */
export function recordingTranslator(t: Translate): { t: Translate; texts: Record<string, string> } {
  const texts: Record<string, string> = {};
  return {
    texts,
    t: (key, params) => {
      const text = t(key, params);
      texts[callKey(key, params)] = text;
      return text;
    },
  };
}

/** A translator that answers from a record; a call the server did not make is reported and stays empty. */
export function replayTranslator(texts: Readonly<Record<string, string>>): Translate {
  return (key, params) => {
    const text = texts[callKey(key, params)];
    if (text === undefined) {
      console.warn(`[account-host] no text recorded for ${callKey(key, params)}`);
      return '';
    }
    return text;
  };
}
