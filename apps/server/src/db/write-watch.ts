import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely';

// In-process caches of rows must hear of every change to their tables, whoever makes it: a service, an
// administrator's screen, a scheduled job, a test, a cascade. Asking each writer to remember is how a
// cache goes stale, so the dialect itself reports every statement that may write, once when it has run
// and again when its transaction ends (a rollback undoes what a reader on the same SQLite connection may
// already have seen). Only statements run through this Kysely are seen: the ingest writer's worker thread
// (device data on SQLite), another process or another server node writing the same database are not, which
// is why such caches also expire on their own.

interface Watcher {
  tables: RegExp;
  changed: () => void;
}

const watchersOf = new WeakMap<object, Watcher[]>();

/**
 * Calls `changed` whenever a statement that may write one of `tables` runs on `db` (after it runs, and
 * after its transaction commits or rolls back). Reads never call it; a write that names the table in
 * any way (a join, a subquery, a cascade's parent) does, so it may call more often than needed.
 */
export function onTableChange(db: object, tables: readonly string[], changed: () => void): void {
  const watchers = watchersOf.get(db);
  if (!watchers) throw new Error('onTableChange: the database was not opened through a watched dialect');
  watchers.push({ tables: new RegExp(`\\b(?:${tables.join('|')})\\b`, 'i'), changed });
}

/** The dialect whose statements `onTableChange` hears; bind it to its Kysely with `bindWriteWatch`. */
export function watchWrites(dialect: Dialect): Dialect {
  const watchers: Watcher[] = [];
  const watched = withDriver(dialect, (driver) => watchedDriver(driver, watchers));
  watchersOf.set(watched, watchers);
  return watched;
}

/** Lets `onTableChange(db, …)` hear the statements of `dialect` (one made by `watchWrites`). */
export function bindWriteWatch(db: object, dialect: Dialect): void {
  const watchers = watchersOf.get(dialect);
  if (watchers) watchersOf.set(db, watchers);
}

// Plain reads; anything else (insert, update, delete, DDL, a CTE that may hide a write) is a write.
const READ = /^\s*select\b/i;

/** Whether a statement may write: anything but a plain select (the write watch and the write turn both ask). */
export function mayWrite(sql: string): boolean {
  return !READ.test(sql);
}

/** `dialect` with its driver made by `wrapDriver` from the one it would make. */
export function withDriver(dialect: Dialect, wrapDriver: (driver: Driver) => Driver): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => wrapDriver(dialect.createDriver()),
  };
}

function watchedDriver(driver: Driver, watchers: Watcher[]): Driver {
  const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();
  // Watchers to tell again when the transaction open on a connection ends.
  const pending = new WeakMap<DatabaseConnection, Set<Watcher>>();
  const transactions = new WeakSet<DatabaseConnection>();
  const original = (connection: DatabaseConnection) => inner.get(connection) ?? connection;

  const ran = (connection: DatabaseConnection, sql: string) => {
    if (!mayWrite(sql)) return;
    for (const watcher of watchers) {
      if (!watcher.tables.test(sql)) continue;
      watcher.changed();
      if (!transactions.has(connection)) continue;
      const waiting = pending.get(connection) ?? new Set();
      pending.set(connection, waiting.add(watcher));
    }
  };
  const ended = (connection: DatabaseConnection, keepTransaction: boolean) => {
    pending.get(connection)?.forEach((watcher) => watcher.changed());
    if (keepTransaction) return;
    pending.delete(connection);
    transactions.delete(connection);
  };

  const wrap = (connection: DatabaseConnection): DatabaseConnection => {
    const known = wrapped.get(connection);
    if (known) return known;
    const observed: DatabaseConnection = {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        try {
          return await connection.executeQuery<R>(query);
        } finally {
          ran(observed, query.sql);
        }
      },
      // Kysely streams selects only.
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) =>
        connection.streamQuery<R>(query, chunkSize),
    };
    wrapped.set(connection, observed);
    inner.set(observed, connection);
    return observed;
  };

  const watched: Driver = {
    init: () => driver.init(),
    acquireConnection: async () => wrap(await driver.acquireConnection()),
    async beginTransaction(connection, settings) {
      await driver.beginTransaction(original(connection), settings);
      transactions.add(connection);
    },
    async commitTransaction(connection) {
      try {
        await driver.commitTransaction(original(connection));
      } finally {
        ended(connection, false);
      }
    },
    async rollbackTransaction(connection) {
      try {
        await driver.rollbackTransaction(original(connection));
      } finally {
        ended(connection, false);
      }
    },
    releaseConnection: (connection) => driver.releaseConnection(original(connection)),
    destroy: () => driver.destroy(),
  };
  // Savepoints only where the engine's driver has them, as Kysely expects.
  const savepoint = driver.savepoint?.bind(driver);
  const releaseSavepoint = driver.releaseSavepoint?.bind(driver);
  const rollbackToSavepoint = driver.rollbackToSavepoint?.bind(driver);
  if (savepoint)
    watched.savepoint = (connection, name, compile) => savepoint(original(connection), name, compile);
  if (releaseSavepoint)
    watched.releaseSavepoint = (connection, name, compile) =>
      releaseSavepoint(original(connection), name, compile);
  if (rollbackToSavepoint)
    watched.rollbackToSavepoint = async (connection, name, compile) => {
      try {
        await rollbackToSavepoint(original(connection), name, compile);
      } finally {
        ended(connection, true);
      }
    };
  return watched;
}
