/**
 * Statements built once per database: drizzle builds a query's SQL text from its builder on every
 * call, which was 13 % of a GraphQL read's CPU (three queries). A hot query is instead prepared once per `Db` with
 * placeholders (`sql.placeholder`) and executed with its values; the database keeps its plan as before (postgres.js
 * and PGlite prepare each statement they see).
 */
import type { Db } from './client';

/** `build` once per database, on first use; the statement goes with its database. */
export function preparedPerDb<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
