/**
 * The executable schema: every module under ./modules, found by glob — its folder `modules/<name>/` holds
 * `<name>.graphql` (imported as text with Vite's `?raw`, which works in Vitest and in the built server alike) and
 * `resolvers.ts`, whose one `…Resolvers` export is the module's resolver map — merged. A new module adds its folder
 * and edits nothing here. The schema only runs under Vite (the built server, Vitest), so the glob is Vite's alone.
 */
import { GraphQLScalarType } from './graphql-js';
import { createSchema } from 'graphql-yoga';
import type { GraphQLServerContext } from './context';

/** A module's resolver map: type name → field resolvers (or enum values), or a scalar. */
export type ModuleResolvers = Record<string, object>;

/** One schema module (GraphQL Hive style): its type definitions and resolvers. */
export interface GraphQLModule {
  name: string;
  typeDefs: string;
  resolvers: ModuleResolvers;
}

/** The module every other one builds on (scalars, Violation, MutationResult): first among the type definitions. */
const BASE_MODULE = 'base';

/**
 * The modules of the found files: one per folder with both its `<name>.graphql` and its `resolvers.ts`, the base
 * module first and the others by name. A folder with only one of the two, or a resolvers file without exactly one
 * `…Resolvers` export, is a mistake and throws.
 */
export function modulesOf(
  typeDefFiles: Readonly<Record<string, string>>,
  resolverFiles: Readonly<Record<string, Record<string, unknown>>>,
): GraphQLModule[] {
  const folderOf = (file: string) => /^\.\/modules\/([^/]+)\//.exec(file)?.[1] ?? file;
  const typeDefs = new Map<string, string>();
  for (const [file, text] of Object.entries(typeDefFiles)) {
    const name = folderOf(file);
    if (file !== `./modules/${name}/${name}.graphql`) continue;
    typeDefs.set(name, text);
  }
  const resolvers = new Map(Object.entries(resolverFiles).map(([file, exports]) => [folderOf(file), exports]));
  const names = [...new Set([...typeDefs.keys(), ...resolvers.keys()])].sort((a, b) =>
    a === BASE_MODULE ? -1 : b === BASE_MODULE ? 1 : a.localeCompare(b),
  );
  return names.map((name) => {
    const text = typeDefs.get(name);
    const exports = resolvers.get(name);
    if (text === undefined || exports === undefined)
      throw new Error(
        `GraphQL module ${name} needs both modules/${name}/${name}.graphql and modules/${name}/resolvers.ts.`,
      );
    const maps = Object.entries(exports).filter(([exported]) => exported.endsWith('Resolvers'));
    if (maps.length !== 1)
      throw new Error(`modules/${name}/resolvers.ts must export exactly one resolver map named …Resolvers.`);
    return { name, typeDefs: text, resolvers: maps[0]![1] as ModuleResolvers };
  });
}

/** Every module, found by glob (see the file comment). */
export const MODULES: readonly GraphQLModule[] = modulesOf(
  import.meta.glob<string>('./modules/*/*.graphql', { eager: true, query: '?raw', import: 'default' }),
  import.meta.glob<Record<string, unknown>>('./modules/*/resolvers.ts', { eager: true }),
);

/**
 * Merges the modules' resolver maps per type. Two modules resolving the same field is a programming error, so it
 * throws instead of letting the later module silently win.
 */
export function mergeResolvers(modules: readonly GraphQLModule[]): ModuleResolvers {
  const merged: Record<string, object> = {};
  for (const module of modules) {
    for (const [typeName, fields] of Object.entries(module.resolvers)) {
      const existing = merged[typeName];
      if (fields instanceof GraphQLScalarType || existing instanceof GraphQLScalarType) {
        if (existing) throw new Error(`Module ${module.name} redefines scalar ${typeName}.`);
        merged[typeName] = fields;
        continue;
      }
      const target: Record<string, unknown> = { ...(existing ?? {}) };
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target) throw new Error(`Module ${module.name} redefines ${typeName}.${field}.`);
        target[field] = resolver;
      }
      merged[typeName] = target;
    }
  }
  return merged;
}

/** Builds the executable schema from the given modules (all of them by default). */
export function buildSchema(modules: readonly GraphQLModule[] = MODULES) {
  return createSchema<GraphQLServerContext>({
    typeDefs: modules.map((module) => module.typeDefs),
    resolvers: mergeResolvers(modules),
  });
}
