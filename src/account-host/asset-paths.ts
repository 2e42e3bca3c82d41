/** Where the account host serves its files (the pages link them; server.ts answers them). */
export const ASSET_PATHS = {
  /** The brand's design tokens (`:root` variables), per brand host. */
  brandCss: '/assets/brand.css',
  /** The stylesheet built by assets.ts. */
  css: '/assets/account-host.css',
  /** The hydration script built by assets.ts. */
  js: '/assets/account-host.js',
  /** The brand's wordmark. */
  logo: '/assets/logo.svg',
  /** The portal's default favicon (public/images/favicon.ico); `/favicon.ico` answers it too. */
  favicon: '/assets/favicon.ico',
} as const;
