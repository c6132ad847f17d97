import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely';
import { mayWrite, withDriver } from './write-watch';

// SQLite lets one connection write at a time, and a connection that finds another one writing sleeps in its
// busy handler: on the server's own connection that is a sleep of the event loop, felt by every device and
// request. The ingest writer commits device data from a worker thread on a connection of its own
// (telemetry/batch-committer.ts), so the server's connection and the worker take turns here instead, and
// whichever waits for the other waits as a promise.

/** Whose turn it is to write a SQLite file, first come first served. */
export interface WriteTurn {
  /** Settles once it is the caller's turn; the function it answers ends the turn (calling it again does nothing). */
  take(): Promise<() => void>;
}

export function createWriteTurn(): WriteTurn {
  const waiting: (() => void)[] = [];
  let held = false;
  const pass = () => {
    const next = waiting.shift();
    if (next) next();
    else held = false;
  };
  const ending = () => {
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      pass();
    };
  };
  return {
    take() {
      if (!held) {
        held = true;
        return Promise.resolve(ending());
      }
      return new Promise((resolve) => waiting.push(() => resolve(ending())));
    },
  };
}

/** A connection of the server's that takes the turn for a write outside a transaction, and holds it through one. */
class TurnTakingConnection implements DatabaseConnection {
  /** Ends the turn its open transaction holds. */
  endTurn: (() => void) | undefined;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly turn: WriteTurn,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.endTurn || !mayWrite(query.sql)) return this.inner.executeQuery<R>(query);
    const end = await this.turn.take();
    try {
      return await this.inner.executeQuery<R>(query);
    } finally {
      end();
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  finishTransaction(): void {
    this.endTurn?.();
    this.endTurn = undefined;
  }
}

/** The dialect whose writes (statements and whole transactions) wait for `turn`. */
export function takingWriteTurns(dialect: Dialect, turn: WriteTurn): Dialect {
  return withDriver(dialect, (driver) => turnTakingDriver(driver, turn));
}

function turnTakingDriver(driver: Driver, turn: WriteTurn): Driver {
  const wrapped = new WeakMap<DatabaseConnection, TurnTakingConnection>();
  const own = (connection: DatabaseConnection) => connection as TurnTakingConnection;
  const taking: Driver = {
    init: () => driver.init(),
    async acquireConnection() {
      const connection = await driver.acquireConnection();
      let known = wrapped.get(connection);
      if (!known) wrapped.set(connection, (known = new TurnTakingConnection(connection, turn)));
      return known;
    },
    // A transaction holds the turn from its start: one that read first and wrote later would otherwise find
    // its snapshot outdated by the other writer's commit, an error no waiting mends.
    async beginTransaction(connection, settings) {
      const end = await turn.take();
      try {
        await driver.beginTransaction(own(connection).inner, settings);
      } catch (error) {
        end();
        throw error;
      }
      own(connection).endTurn = end;
    },
    async commitTransaction(connection) {
      try {
        await driver.commitTransaction(own(connection).inner);
      } finally {
        own(connection).finishTransaction();
      }
    },
    async rollbackTransaction(connection) {
      try {
        await driver.rollbackTransaction(own(connection).inner);
      } finally {
        own(connection).finishTransaction();
      }
    },
    releaseConnection: (connection) => driver.releaseConnection(own(connection).inner),
    destroy: () => driver.destroy(),
  };
  const savepoint = driver.savepoint?.bind(driver);
  const releaseSavepoint = driver.releaseSavepoint?.bind(driver);
  const rollbackToSavepoint = driver.rollbackToSavepoint?.bind(driver);
  if (savepoint)
    taking.savepoint = (connection, name, compile) => savepoint(own(connection).inner, name, compile);
  if (releaseSavepoint)
    taking.releaseSavepoint = (connection, name, compile) =>
      releaseSavepoint(own(connection).inner, name, compile);
  if (rollbackToSavepoint)
    taking.rollbackToSavepoint = (connection, name, compile) =>
      rollbackToSavepoint(own(connection).inner, name, compile);
  return taking;
}
