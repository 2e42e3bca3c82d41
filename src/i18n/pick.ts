/** The part of a dictionary an island needs: keys equal to, or (for entries ending in '.') starting with, a prefix. */
export function pickMessages(
  dictionary: Readonly<Record<string, string>>,
  prefixes: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(dictionary).filter(([key]) =>
      prefixes.some((prefix) => (prefix.endsWith('.') ? key.startsWith(prefix) : key === prefix)),
    ),
  );
}
