/** Prettier: 120 columns, single quotes, Astro files through prettier-plugin-astro. */
export default {
  printWidth: 120,
  singleQuote: true,
  plugins: ['prettier-plugin-astro'],
  overrides: [{ files: '*.astro', options: { parser: 'astro' } }],
};
