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

/**
 * preparedQuery for a query whose shape varies (a filter present or not, a sort order): one prepared
 * statement per shape met, built the first time it is asked for. `shapeOf` names the shape from what
 * decides it (letters, digits and underscores: it names the statement); `prepare` builds that shape.
 */
export function preparedShapes<P, S>(
  shapeOf: (shape: P) => string,
  prepare: (db: Executor, shape: P, name: string) => S,
): (db: Executor, shape: P) => S {
  const statements = new Map<string, (db: Executor) => S>();
  return (db, shape) => {
    const name = shapeOf(shape);
    let statement = statements.get(name);
    if (!statement) {
      if (!/^\w+$/.test(name)) throw new Error(`bad statement name: ${name}`);
      statement = preparedQuery((handle) => prepare(handle, shape, name));
      statements.set(name, statement);
    }
    return statement(db);
  };
}
