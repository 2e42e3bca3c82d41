/** Taking some fields of a record: a row's address, an account's profile. */

/** Only the fields `names` of `row` (as they are), in the order of `names`. */
export function pickFields<T extends object, const K extends keyof T>(row: T, names: readonly K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, row[name]])) as Pick<T, K>;
}
