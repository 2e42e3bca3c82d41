/** What {@link pickMessages} picked, per dictionary (by identity) and list of prefixes (by content). */
const picked = new WeakMap<object, Map<string, Readonly<Record<string, string>>>>();

/**
 * The part of a dictionary an island needs: keys equal to, or (for entries ending in '.') starting with, a prefix.
 * Picked once per dictionary (a brand's translations, the same object for every request of its site context) and
 * list of prefixes (an area's): going through the whole dictionary on every signed-in page was about a tenth
 * of its render. The answer is frozen, since every later page with the same dictionary and prefixes gets it too.
 */
export function pickMessages(
  dictionary: Readonly<Record<string, string>>,
  prefixes: readonly string[],
): Readonly<Record<string, string>> {
  let byPrefixes = picked.get(dictionary);
  if (!byPrefixes) {
    byPrefixes = new Map();
    picked.set(dictionary, byPrefixes);
  }
  const cacheKey = prefixes.join('\n');
  let messages = byPrefixes.get(cacheKey);
  if (!messages) {
    messages = Object.freeze(
      Object.fromEntries(
        Object.entries(dictionary).filter(([key]) =>
          prefixes.some((prefix) => (prefix.endsWith('.') ? key.startsWith(prefix) : key === prefix)),
        ),
      ),
    );
    byPrefixes.set(cacheKey, messages);
  }
  return messages;
}
