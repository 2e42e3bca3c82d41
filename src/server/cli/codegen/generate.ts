/**
 * GraphQL Codegen without its command-line tool: the configuration of `.config/codegen.ts` run through
 * `@graphql-codegen/core` with the schema and documents loaded from local `.graphql` files as the CLI loads them
 * (`@graphql-tools/load`, its default options). The CLI adds loaders for URLs, Git, GitHub, Apollo and code files,
 * a watcher and a task list, 30 MiB of every install that this project does not use.
 *
 * Only what the configuration uses is supported: one schema glob, document globs, the `client` preset and the
 * plugins `add`, `typescript` and `typescript-resolvers`; anything else fails with its name.
 */
import { codegen } from '@graphql-codegen/core';
import * as addPlugin from '@graphql-codegen/add';
import { preset as clientPreset } from '@graphql-codegen/client-preset';
import {
  createNoopProfiler,
  normalizeConfig,
  normalizeImportExtension,
  type CodegenPlugin,
  type Types,
} from '@graphql-codegen/plugin-helpers';
import * as typescriptPlugin from '@graphql-codegen/typescript';
import * as typescriptResolversPlugin from '@graphql-codegen/typescript-resolvers';
import { GraphQLFileLoader } from '@graphql-tools/graphql-file-loader';
import { loadDocuments, loadSchema } from '@graphql-tools/load';
import { getDocumentNodeFromSchema } from '@graphql-tools/utils';

const PLUGINS: Record<string, CodegenPlugin> = {
  add: addPlugin,
  typescript: typescriptPlugin,
  'typescript-resolvers': typescriptResolversPlugin,
};
const PRESETS: Record<string, Types.OutputPreset> = { client: clientPreset };

/** A file the configuration generates: its path relative to the working directory, and its text. */
export interface GeneratedFile {
  filename: string;
  content: string;
}

function plugin(name: string): CodegenPlugin {
  const found = PLUGINS[name];
  if (!found) throw new Error(`Codegen plugin "${name}" is not supported here (src/server/cli/codegen/generate.ts)`);
  return found;
}

function preset(name: Types.ConfiguredOutput['preset']): Types.OutputPreset | undefined {
  if (name === undefined) return undefined;
  const found = typeof name === 'string' ? PRESETS[name] : name;
  if (!found)
    throw new Error(`Codegen preset "${String(name)}" is not supported here (src/server/cli/codegen/generate.ts)`);
  return found;
}

/** The file globs of `schema` or `documents` (a string or a list of strings: nothing else is supported). */
function pointers(value: unknown): string[] {
  const list: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((pointer) => {
    if (typeof pointer !== 'string') throw new Error('Codegen: only file globs are supported as schema and documents');
    return pointer;
  });
}

/** Every file the configuration generates, as the CLI would write it, without writing anything. */
export async function generate(config: Types.Config, cwd: string): Promise<GeneratedFile[]> {
  const loaders = [new GraphQLFileLoader()];
  // The CLI's defaults (its load.ts): sorted types, extensions folded in, documents without #import.
  const schemaAst = await loadSchema(pointers(config.schema), {
    cwd,
    loaders,
    assumeValidSDL: true,
    sort: true,
    convertExtensions: true,
    includeSources: true,
  });
  const schema = getDocumentNodeFromSchema(schemaAst);
  const documentPointers = pointers(config.documents);
  const documents =
    documentPointers.length === 0
      ? []
      : await loadDocuments(documentPointers, { cwd, loaders, sort: true, skipGraphQLImport: true });
  const profiler = createNoopProfiler();
  const files: GeneratedFile[] = [];

  for (const [filename, output] of Object.entries(config.generates)) {
    const outputConfig = output as Types.ConfiguredOutput;
    const plugins = normalizeConfig(outputConfig.plugins ?? []);
    const pluginMap = Object.fromEntries(
      plugins.map((entry) => [Object.keys(entry)[0]!, plugin(Object.keys(entry)[0]!)]),
    );
    // The CLI's merge (its codegen.ts): the root config and import options, then the output's config.
    const rawConfig: Record<string, unknown> = {
      ...config.config,
      emitLegacyCommonJSImports: config.emitLegacyCommonJSImports,
      importExtension: config.importExtension,
      ...outputConfig.config,
    };
    const importExtension = normalizeImportExtension({
      emitLegacyCommonJSImports: rawConfig['emitLegacyCommonJSImports'] as boolean | undefined,
      importExtension: rawConfig['importExtension'] as Types.Config['importExtension'],
    });
    const emitLegacyCommonJSImports = (rawConfig['emitLegacyCommonJSImports'] as boolean | undefined) ?? true;
    const mergedConfig = { ...rawConfig, importExtension, emitLegacyCommonJSImports };
    const common = {
      schema,
      schemaAst,
      documents,
      config: mergedConfig,
      pluginMap,
      pluginContext: {},
      profiler,
      documentTransforms: [],
    };
    const outputPreset = preset(outputConfig.preset);
    const outputs: Types.GenerateOptions[] = outputPreset
      ? await outputPreset.buildGeneratesSection({
          ...common,
          baseOutputDir: filename,
          presetConfig: outputConfig.presetConfig ?? {},
          plugins,
        })
      : [{ ...common, filename, plugins }];
    for (const options of outputs) {
      files.push({
        filename: options.filename,
        content: await codegen({ ...options, emitLegacyCommonJSImports, importExtension }),
      });
    }
  }
  return files;
}
