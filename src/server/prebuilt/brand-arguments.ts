/** Command-line arguments of `npm run rebuild`. */
import { isBrandKey, type BrandKey } from '../../brands/registry';

/**
 * The brand keys of `--brand ad`, `--brand=ad`, `--brand ad,hln` or plain `ad hln`, in order, without repeats;
 * anything that is not a brand key (or an unknown option) is returned in `unknown`.
 */
export function parseBrandArguments(argv: readonly string[]): { brands: BrandKey[]; unknown: string[] } {
  const values: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--brand' || arg === '-b') values.push(argv[(index += 1)] ?? '');
    else if (arg.startsWith('--brand=')) values.push(arg.slice('--brand='.length));
    else values.push(arg);
  }
  const keys = values.flatMap((value) => value.split(',')).map((value) => value.trim().toLowerCase());
  const brands = [...new Set(keys.filter((key): key is BrandKey => isBrandKey(key)))];
  const unknown = keys.filter((key) => !isBrandKey(key));
  return { brands, unknown };
}
