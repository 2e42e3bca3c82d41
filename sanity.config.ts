/**
 * The editors' Sanity Studio at /studio (`@sanity/astro`'s `studioBasePath`): the portal's content model
 * (src/content/schema), a desk per brand (src/content/studio/structure.ts), the Studio in Dutch and the "Voorbeeld"
 * action. Which content source it edits is decided when the portal runs (src/pages/studio/config.json.ts): the
 * Sanity project of SANITY_PROJECT_ID with Sanity's own sign-in, or else the embedded content lake, which serves the
 * Studio's API and its local editor sign-in itself.
 */
import { nlNLLocale } from '@sanity/locale-nl-nl';
import { defineConfig, type SchemaTypeDefinition } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from './src/content/schema';
import { lakeClientFactory } from './src/content/studio/lake-client';
import { PreviewAction } from './src/content/studio/preview-action';
import { reachLine } from './src/content/studio/reach';
import { STUDIO_CONFIG_PATH, type StudioRuntime } from './src/content/studio/runtime';
import { structure } from './src/content/studio/structure';

const runtime = (await fetch(STUDIO_CONFIG_PATH).then((response) => response.json())) as StudioRuntime;
const lakeUrl = runtime.lakeUrl;

/** Shared documents say in their preview line which brands they reach. */
const types = schemaTypes.map((type) => {
  const names = new Set(type.fields.map((field) => field.name));
  if (!names.has('brands') && !names.has('brandCategories')) return type;
  const titleField =
    type.fields.find((field) => field.name === 'question') ?? type.fields.find((field) => field.name === 'title');
  const title =
    type.preview?.select['title'] ??
    (titleField?.type === 'localeString' ? `${titleField.name}.nl` : (titleField?.name ?? '_id'));
  return {
    ...type,
    preview: {
      select: { title, brands: 'brands', brandCategories: 'brandCategories', countries: 'countries' },
      prepare: (value: Record<string, unknown>) => ({
        title: typeof value['title'] === 'string' ? value['title'] : type.title,
        subtitle: reachLine(value),
      }),
    },
  };
}) as unknown as SchemaTypeDefinition[];

export default defineConfig({
  name: 'mijn-omgeving',
  title: 'Mijn Omgeving · redactie',
  projectId: runtime.projectId,
  dataset: runtime.dataset,
  ...(lakeUrl
    ? {
        apiHost: lakeUrl,
        // The lake answers on one address, not on a host per project as Sanity's API does (lake-client.ts).
        unstable_clientFactory: lakeClientFactory(lakeUrl),
        // One provider, the lake's Dutch sign-in form: the Studio goes straight to it (its chooser is in English).
        auth: { loginMethod: 'token' as const, redirectOnSingle: true },
      }
    : {}),
  plugins: [structureTool({ structure, title: 'Redactie' }), nlNLLocale()],
  schema: { types },
  document: {
    actions: (previous) => [...previous, PreviewAction],
  },
});
