/**
 * The packages the server build loads at run time must be production dependencies: a production host installs with
 * `npm install --omit=dev` (README, "Production") and runs the build that `npm run build` made on a full install.
 * `astroBuild` (build-steps.ts) checks the server build with {@link missingRuntimeDependencies} and fails when it
 * imports a package that is only a devDependency (or not declared at all, as Astro's own dependencies are not), so a
 * build that would not start on a production host never passes CI.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/** What a package specifier looks like (`name`, `name/sub`, `@scope/name`, `@scope/name/sub`). */
const PACKAGE_SPECIFIER = /^(@[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*|[a-z0-9][\w.-]*)(\/.*)?$/i;

/**
 * The bare specifiers a built module imports: static (`import … from`, `export … from`, `import "…"`) and dynamic
 * with a string literal. Only what looks like a package name counts, so a string in the code that happens to follow
 * the word `from` (a message, a template) is not taken for an import.
 */
export function bareImports(source: string): string[] {
  const found = new Set<string>();
  const patterns = [
    // A statement: at the start of a line or after `;` or `}`, not the words "import" or "export" inside a string.
    /(?:^|[;}])\s*(?:import|export)\s*[\w*${}\s,]*?\s*from\s*["']([^"'\n]+)["']/gm,
    /(?:^|[;}])\s*import\s*["']([^"'\n]+)["']/gm,
    /\bimport\s*\(\s*["']([^"'\n]+)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const specifier = match[1]!;
      if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) continue;
      if (PACKAGE_SPECIFIER.test(specifier)) found.add(specifier);
    }
  }
  return [...found];
}

/** The package a specifier names (`@scope/name/sub` → `@scope/name`, `name/sub` → `name`). */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const BUILTINS = new Set(builtinModules);

/**
 * The packages that the `.mjs`/`.js` files under `serverDir` import and that are not in `dependencies` (nor Node's
 * own modules), sorted; empty when a production install has everything the build loads.
 */
export function missingRuntimeDependencies(serverDir: string, dependencies: Record<string, string>): string[] {
  const missing = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.m?js$/.test(entry.name)) {
        for (const specifier of bareImports(readFileSync(file, 'utf8'))) {
          const name = packageOf(specifier);
          if (!BUILTINS.has(name) && !(name in dependencies)) missing.add(name);
        }
      }
    }
  };
  visit(serverDir);
  return [...missing].sort();
}
