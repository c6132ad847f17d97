import { sql } from 'kysely';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isForeignKeyViolation, sqliteWriteTurnOf } from '../src/db/engine';
import { NOTHING_REPLACED, type IngestItem } from '../src/modules/iot/telemetry/batch-commit';
import {
  createBatchCommitter,
  type BatchCommitter,
  type CommitWorkerData,
} from '../src/modules/iot/telemetry/batch-committer';
import type { PointRow } from '../src/modules/iot/telemetry/telemetry-rows';
import { moduleWorker } from '../src/platform/workers/module-worker';
import { testEngines } from './support/databases';
import { eventually, ownerWithDevice } from './support/mqtt-devices';
import { sharedServer } from './support/test-server';

// On a SQLite file the ingest writer's batches are committed by a worker thread on a connection of its own, and
// the server's connection takes turns with it. What is looked at: which connection wrote a row (a TEMP trigger
// fires only for the connection that made it), each item's outcome, a foreign-key failure's code, the turn,
// and a worker that stops.

const sqlite = testEngines.find((engine) => engine.name === 'sqlite');
if (!sqlite) throw new Error('the SQLite engine is always tested');

const T = Date.UTC(2025, 5, 6, 7, 8, 9);
const point = (devid: string, key: string, ts: number, num: number): PointRow => ({
  devid,
  key,
  ts,
  num,
  str: null,
});
const pause = () => new Promise((resolve) => setImmediate(resolve));

describe('device data committed by a worker thread (SQLite)', () => {
  const setup = sharedServer(sqlite);
  let devid = '';
  const lost: unknown[] = [];
  let committer: BatchCommitter;
  // The worker the committer starts (the real one), so that a test can stop it as a crash would.
  let worker: Worker | undefined;
  const startWorker = (workerData: CommitWorkerData) =>
    (worker = moduleWorker(
      new URL('../src/modules/iot/telemetry/batch-committer.ts', import.meta.url).href,
      'batch-commit-worker',
      { workerData },
    ));

  beforeAll(async () => {
    devid = (await ownerWithDevice(setup.server)).device.devid;
    // Rows inserted on the server's own connection are seen here; a worker's connection has no such trigger.
    await sql`create temp table seen (ts integer)`.execute(setup.server.db);
    await sql`create temp trigger seen_points after insert on main.telemetry when new.key <> '' begin insert into seen values (new.ts); end`.execute(
      setup.server.db,
    );
    committer = createBatchCommitter(setup.server.db, (error) => lost.push(error), startWorker);
  });
  afterAll(async () => {
    await committer.close();
    await sql`drop trigger temp.seen_points`.execute(setup.server.db);
  });

  const seen = async () =>
    (await sql<{ ts: number }>`select ts from seen order by ts`.execute(setup.server.db)).rows.map(
      (row) => row.ts,
    );
  const stored = async (ts: number) =>
    await setup.server.db
      .selectFrom('telemetry')
      .select(['key', 'num'])
      .where('devid', '=', devid)
      .where('ts', '=', ts)
      .where('key', '<>', '')
      .orderBy('key')
      .execute();

  it('commits on the server connection until a batch of 1,000 rows starts the worker, then on the worker, with each item’s outcome', async () => {
    expect(await committer.commit([{ points: [point(devid, 'v', T, 1)] }])).toEqual([NOTHING_REPLACED]);
    expect(await seen()).toEqual([T]);
    expect(worker).toBeUndefined();

    const large = Array.from({ length: 1_000 }, (_, i) => point(devid, 'n', T + 1_000 + i, i));
    await committer.commit([{ points: large }]);
    expect(worker).toBeDefined();
    // Committed here all the same: the worker was not ready yet.
    expect(await seen()).toHaveLength(1_001);

    expect(await committer.settled()).toBe('worker');
    const second: IngestItem[] = [
      { points: [point(devid, 'v', T + 1, 2)] },
      // The device's own time again with another value: stored, and said to have replaced the first.
      { points: [point(devid, 'v', T, 3), point(devid, 'w', T, 4)] },
    ];
    expect(await committer.commit(second)).toEqual([
      NOTHING_REPLACED,
      { redelivery: false, replaced: [{ devid, time: T, keys: ['v'] }] },
    ]);
    expect(await stored(T)).toEqual([
      { key: 'v', num: 3 },
      { key: 'w', num: 4 },
    ]);
    expect(await stored(T + 1)).toEqual([{ key: 'v', num: 2 }]);
    // Nothing of the second batch went through the server's connection.
    expect(await seen()).toHaveLength(1_001);
  });

  it('answers a foreign-key failure in the worker with its code, so the writer can drop a deleted device’s data', async () => {
    expect(await committer.settled()).toBe('worker');
    const failure = await committer
      .commit([{ points: [point('no-such-device', 'v', T, 1)] }])
      .catch((e: unknown) => e);
    expect(isForeignKeyViolation(failure)).toBe(true);
  });

  it('makes a write of the server’s connection wait for the turn as a promise, not a stall of the event loop', async () => {
    const turn = sqliteWriteTurnOf(setup.server.db);
    if (!turn) throw new Error('a SQLite database has a write turn');
    const end = await turn.take();
    let written = false;
    let write: Promise<unknown> = Promise.resolve();
    try {
      write = setup.server.db
        .updateTable('devices')
        .set({ name: 'turn' })
        .where('devid', '=', devid)
        .execute()
        .then(() => (written = true));
      let turns = 0;
      for (; turns < 20; turns++) await pause();
      expect({ written, turns }).toEqual({ written: false, turns: 20 });
    } finally {
      end();
    }
    await write;
    expect(written).toBe(true);
  });

  it('commits on the server connection for good once the worker has stopped, a batch waiting for its turn included', async () => {
    expect(await committer.settled()).toBe('worker');
    if (!worker) throw new Error('the committer started a worker');
    const turn = sqliteWriteTurnOf(setup.server.db);
    if (!turn) throw new Error('a SQLite database has a write turn');
    const before = await seen();
    const end = await turn.take();
    let held: Promise<unknown> = Promise.resolve();
    try {
      held = committer.commit([{ points: [point(devid, 'v', T + 10, 5)] }]);
      await worker.terminate();
      await eventually(
        () => Promise.resolve(lost.length),
        (count) => count === 1,
      );
    } finally {
      end();
    }
    await held;
    expect(await committer.settled()).toBe('here');
    await committer.commit([{ points: [point(devid, 'v', T + 11, 6)] }]);
    expect(await seen()).toEqual([...before, T + 10, T + 11].sort((a, b) => a - b));
    expect(await stored(T + 10)).toEqual([{ key: 'v', num: 5 }]);
    expect(await stored(T + 11)).toEqual([{ key: 'v', num: 6 }]);
    expect(lost).toHaveLength(1);
  });
});
