/**
 * Classes of the footer, shared by the React component (footer.tsx) and the server-rendered
 * src/layouts/parts/Footer.astro.
 */
export const FOOTER_CLASSES = {
  root: 'bg-footer text-on-footer',
  inner: 'mx-auto flex max-w-container flex-col gap-4 px-4 py-8',
  logo: 'h-[35px] w-auto self-start rounded bg-white p-1',
  links: 'flex flex-wrap gap-x-6 gap-y-2',
  link: 'inline-flex min-h-11 items-center text-on-footer underline',
  copyright: 'text-sm',
} as const;
