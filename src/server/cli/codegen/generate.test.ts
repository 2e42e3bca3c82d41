import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../../../../.config/codegen';
import { generate } from './generate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('GraphQL Codegen (npm run codegen)', () => {
  it('the committed generated files are what the schema and the operations give', async () => {
    const files = await generate(config, root);
    expect(files.map((file) => file.filename).sort()).toEqual([
      'src/lib/graphql/generated/gql.ts',
      'src/lib/graphql/generated/graphql.ts',
      'src/lib/graphql/generated/index.ts',
      'src/lib/graphql/generated/persisted-documents.json',
      'src/server/graphql/generated/resolvers-types.ts',
    ]);
    for (const file of files) {
      // A difference here means a schema file or an operation changed without `npm run codegen`.
      expect(file.content, file.filename).toBe(readFileSync(path.join(root, file.filename), 'utf8'));
    }
  });

  describe('on a small project of its own', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'codegen-'));
    writeFileSync(path.join(folder, 'schema.graphql'), 'type Query { greeting(name: String!): String! }\n');
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('types the resolvers from the schema files', async () => {
      const [file] = await generate(
        { schema: 'schema.graphql', generates: { 'out.ts': { plugins: ['typescript', 'typescript-resolvers'] } } },
        folder,
      );
      expect(file!.filename).toBe('out.ts');
      expect(file!.content).toContain('export type QueryGreetingArgs = {');
      expect(file!.content).toContain("greeting?: Resolver<ResolversTypes['String']");
    });

    it('refuses an operation that asks for a field the schema does not have, naming the field', async () => {
      writeFileSync(path.join(folder, 'bad.graphql'), 'query Bad { farewell }\n');
      await expect(
        generate(
          {
            schema: 'schema.graphql',
            documents: ['bad.graphql'],
            generates: { 'out.ts': { plugins: ['typescript'] } },
          },
          folder,
        ),
      ).rejects.toThrow(/farewell/);
    });

    it('names a plugin it does not support instead of skipping it', async () => {
      await expect(
        generate({ schema: 'schema.graphql', generates: { 'out.ts': { plugins: ['flow'] } } }, folder),
      ).rejects.toThrow('Codegen plugin "flow" is not supported');
    });
  });
});
