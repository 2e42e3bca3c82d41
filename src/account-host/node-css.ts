/**
 * The design system's components import their few plain CSS files (keyframes) for the bundler. Plain Node — the
 * account host run on its own from the source (`npx tsx src/account-host/cli.ts`) — cannot load CSS, so that command
 * calls this first and then imports the host dynamically (cli.ts): such an import is then an empty module, and the
 * styles reach the browser in `/assets/account-host.css` (assets.ts). `npm start` runs the host from the server build,
 * where Vite compiled these imports away, and under Vite (tests, `npm run dev`) Vite handles them: neither asks this
 * hook.
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
