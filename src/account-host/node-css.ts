/**
 * The design system's components import their few plain CSS files (keyframes) for the bundler. Plain Node — the
 * account host under `npm start` (tsx) — cannot load CSS, so whoever starts the host calls this first and then
 * imports the host dynamically (src/server/cli/services.ts, cli.ts): such an import is then an empty module, and the
 * styles reach the browser in `/assets/account-host.css` (assets.ts). Under Vite (tests, `npm run dev`) Vite handles
 * these imports and this hook is never asked.
 */
import module from 'node:module';

let registered = false;

/** Makes `import './x.css'` an empty module for Node's own loader (once per process). */
export function allowCssImports(): void {
  if (registered) return;
  registered = true;
  module.registerHooks({
    load(url, context, nextLoad) {
      if (/\.css(?:\?.*)?$/.test(url)) return { format: 'module', source: '', shortCircuit: true };
      return nextLoad(url, context);
    },
  });
}
