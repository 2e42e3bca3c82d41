/**
 * drizzle-kit configuration: generates the SQL migrations in src/server/db/migrations from the Drizzle schema.
 * Run from the repository root: `npx drizzle-kit generate --config .config/drizzle.config.ts`.
 * The generated folder is committed; `migrate()` in src/server/db/migrate.ts applies it on PGlite and PostgreSQL.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // drizzle-kit resolves these against the working directory, which is the repository root for every npm script.
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
  strict: true,
  verbose: true,
});
