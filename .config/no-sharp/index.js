throw new Error(
  'sharp is left out of this install: .config/no-sharp stands in for it, since the portal serves images as they are (the pass-through image service in astro.config.mjs).',
);
