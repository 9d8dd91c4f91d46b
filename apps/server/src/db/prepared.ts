import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Executor } from './client';

/**
 * A query built (and, on PostgreSQL, parsed) once per database handle instead of on every call: for the
 * reads behind every request, where building the SQL cost more than running it. Inside a transaction
 * it is prepared on the transaction, since a statement prepared on the database runs outside it.
 */
export function preparedQuery<S>(prepare: (db: Executor) => S): (db: Executor) => S {
  const statements = new WeakMap<Db, S>();
  return (db) => {
    if (db instanceof PgTransaction) return prepare(db);
    let statement = statements.get(db as Db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db as Db, statement);
    }
    return statement;
  };
}
