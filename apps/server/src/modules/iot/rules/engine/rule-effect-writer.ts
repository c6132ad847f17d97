import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../../../db/kysely';
import { backoffDelay, type Backoff } from '../../../../platform/bus/backoff';
import type { Clock } from '../../../../platform/clock';
import { applyEffect, type JobLease, type ReadyJob, type RuleEffect } from './rule-effects';

/** Effects written in one transaction. */
const BATCH = 200;
/** Waits between tries while the database cannot be reached: 0.5 s doubling to 15 s, jittered. */
const UNREACHABLE_BACKOFF: Backoff = { baseMs: 500, capMs: 15_000 };
/** Tries of one effect the database refuses while it is reachable (a device deleted meanwhile…). */
const TRIES_MAX = 3;
/** How long closing waits for the last writes. */
const CLOSE_WAIT_MS = 5000;

/** The engine's writes, off the ingest path. */
export interface RuleEffectWriter {
  push(effect: RuleEffect): void;
  /** Writes what is queued (tests, shutdown). */
  flush(): Promise<void>;
  /** Effects waiting to be written. */
  readonly pending: number;
  close(): Promise<void>;
}

/**
 * Writes the engine's effects in order, in batches of one transaction each, never on the ingest path. A
 * batch that fails is written again effect by effect; while the database is unreachable everything waits
 * (with backoff) and nothing is dropped; an effect it refuses while reachable is dropped after TRIES_MAX
 * with an error in the log. `written` gets the actions each batch queued, leased to this node to start now.
 */
export function createRuleEffectWriter(
  {
    db,
    clock,
    log,
    transaction,
    lease,
  }: {
    db: Db;
    clock: Clock;
    log: FastifyBaseLogger;
    /** Runs a write transaction (on SQLite, between ingest batches: see start-rules.ts). */
    transaction: <T>(work: (trx: Db) => Promise<T>) => Promise<T>;
    lease: JobLease;
  },
  written: (jobs: ReadyJob[]) => void,
): RuleEffectWriter {
  const queue: { effect: RuleEffect; tries: number }[] = [];
  let running: Promise<void> | undefined;
  let closed = false;
  let failures = 0;

  const reachable = () =>
    sql`select 1`.execute(db).then(
      () => true,
      () => false,
    );

  const writeBatch = async (batch: { effect: RuleEffect }[]) => {
    const jobs = await transaction(async (trx) => {
      const ready: ReadyJob[] = [];
      for (const { effect } of batch)
        ready.push(...(await applyEffect(trx, effect, clock.now(), lease)).jobs);
      return ready;
    });
    if (jobs.length > 0) written(jobs);
  };

  const drain = async () => {
    while (queue.length > 0 && !closed) {
      const batch = queue.slice(0, BATCH);
      try {
        await writeBatch(batch);
        queue.splice(0, batch.length);
        failures = 0;
        continue;
      } catch (error) {
        if (!(await reachable())) {
          const wait = backoffDelay(failures++, UNREACHABLE_BACKOFF);
          log.error({ err: error, pending: queue.length, retryInMs: wait }, 'rule effects not written');
          await new Promise((resolve) => setTimeout(resolve, wait).unref());
          continue;
        }
      }
      // Reachable: one effect of the batch is refused; write them one by one to find it.
      const first = queue[0];
      if (!first) continue;
      try {
        await writeBatch([first]);
        queue.shift();
      } catch (error) {
        first.tries += 1;
        if (first.tries >= TRIES_MAX) {
          queue.shift();
          log.error(
            { err: error, rule: first.effect.rule.id, devid: first.effect.devid },
            'rule effect dropped',
          );
        }
      }
    }
  };
  const kick = () => {
    running ??= drain().finally(() => {
      running = undefined;
      if (queue.length > 0 && !closed) kick();
    });
  };

  return {
    push(effect) {
      queue.push({ effect, tries: 0 });
      kick();
    },
    async flush() {
      while (running) await running;
    },
    get pending() {
      return queue.length;
    },
    /** Writes what is queued, waiting at most CLOSE_WAIT_MS for a database that cannot be reached. */
    async close() {
      await Promise.race([
        this.flush(),
        new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref()),
      ]);
      closed = true;
      if (queue.length > 0) log.error({ pending: queue.length }, 'rule effects not written at shutdown');
    },
  };
}
