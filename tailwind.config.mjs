/**
 * Tailwind theme for Mijn Omgeving, loaded from src/styles/global.css through `@config`.
 * Breakpoints, containers and the aside width come from the specification (§9). Colours point at the semantic
 * design tokens, so no class ever names a brand colour: every brand sets the variables.
 * @type {import('tailwindcss').Config}
 */
export default {
  content: ['./src/**/*.{astro,ts,tsx}'],
  theme: {
    screens: {
      tablet: '768px',
      'tablet-landscape': '1024px',
      desktop: '1440px',
    },
    extend: {
      maxWidth: {
        'container-narrow': '765px',
        container: '1170px',
        aside: '390px',
      },
      width: {
        aside: '390px',
      },
      colors: {
        accent: 'var(--color-accent)',
        'accent-hover': 'var(--color-accent-hover)',
        'on-accent': 'var(--color-on-accent)',
        page: 'var(--color-page-bg)',
        surface: 'var(--color-surface-bg)',
        'surface-muted': 'var(--color-surface-muted-bg)',
        text: 'var(--color-text)',
        'text-muted': 'var(--color-text-muted)',
        link: 'var(--color-link)',
        border: 'var(--color-border)',
        focus: 'var(--color-focus)',
        header: 'var(--color-header-bg)',
        'on-header': 'var(--color-on-header)',
        footer: 'var(--color-footer-bg)',
        'on-footer': 'var(--color-on-footer)',
        'negative-bg': 'var(--color-negative-bg)',
        'on-negative': 'var(--color-on-negative)',
        'positive-bg': 'var(--color-positive-bg)',
        'on-positive': 'var(--color-on-positive)',
        'info-bg': 'var(--color-info-bg)',
        'on-info': 'var(--color-on-info)',
        'warning-bg': 'var(--color-warning-bg)',
        'on-warning': 'var(--color-on-warning)',
        'attention-bg': 'var(--color-attention-bg)',
        'on-attention': 'var(--color-on-attention)',
      },
      fontFamily: {
        brand: 'var(--font-brand)',
        body: 'var(--font-body)',
      },
      borderRadius: {
        brand: 'var(--radius-brand)',
      },
    },
  },
};
