import type { Insertable } from 'kysely';
import type { Db } from '../../../db/kysely';
import type { StatisticResultsTable } from '../../../db/schema';
import type { StatisticExampleRow } from './statistic-examples.repository';

/** Rows written per statement (SQLite's bound-parameter limit, PostgreSQL's round trips). */
const CHUNK = 400;

/** A window computed, ready to be written with its results. */
export interface ComputedWindow {
  start: number;
  end: number;
  /** The next window to compute and when it is due. */
  next: number;
  nextDueAt: number;
  results: readonly Insertable<StatisticResultsTable>[];
}

/**
 * The runner's queries. Who computes is decided by the example's lease, taken in one conditional statement
 * (the tasks' pattern, task-runs.repository.ts); a window is written in one transaction that also moves the
 * example on — only if this node still holds the lease and the example still waits for that window — so a
 * window is written once. The unique (example, window, device) of results is the backstop.
 */
export function statisticRunsRepository(db: Db) {
  return {
    /**
     * Takes (or renews) the lease of running examples with a window due that no other node holds: free,
     * expired, or already this node's. The conditions are repeated outside the subquery so PostgreSQL
     * re-checks them on a row another node leased meanwhile.
     */
    lease(node: string, now: number, leaseMs: number, limit: number): Promise<StatisticExampleRow[]> {
      return db
        .updateTable('statisticExamples')
        .set({ leaseOwner: node, leaseUntil: now + leaseMs })
        .where('state', '=', 'running')
        .where('dueAt', '<=', now)
        .where((eb) =>
          eb.or([eb('leaseOwner', '=', node), eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]),
        )
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('statisticExamples as free')
            .select('free.id')
            .where('free.state', '=', 'running')
            .where('free.dueAt', '<=', now)
            .where((inner) =>
              inner.or([
                inner('free.leaseOwner', '=', node),
                inner('free.leaseUntil', 'is', null),
                inner('free.leaseUntil', '<', now),
              ]),
            )
            .orderBy('free.dueAt')
            .limit(limit),
        )
        .returningAll()
        .execute();
    },

    /** Window starts of an example already computed from `from` on (a restart from earlier skips them). */
    async computedSince(exampleId: string, from: number, limit: number): Promise<Set<number>> {
      const rows = await db
        .selectFrom('statisticWindows')
        .select('windowStart')
        .where('exampleId', '=', exampleId)
        .where('windowStart', '>=', from)
        .orderBy('windowStart')
        .limit(limit)
        .execute();
      return new Set(rows.map((row) => Number(row.windowStart)));
    },

    /**
     * Writes a computed window (none of its results when `results` is empty: it was computed before) and
     * moves the example to the next one, renewing the lease. False when the lease or the window was no longer
     * this node's (expired and taken, the example stopped or moved): nothing is written.
     */
    commit(
      exampleId: string,
      node: string,
      window: ComputedWindow,
      computed: boolean,
      now: number,
      leaseMs: number,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('statisticExamples')
          .set({ nextWindowStart: window.next, dueAt: window.nextDueAt, leaseUntil: now + leaseMs })
          .where('id', '=', exampleId)
          .where('state', '=', 'running')
          .where('leaseOwner', '=', node)
          .where('nextWindowStart', '=', window.start)
          .executeTakeFirst();
        if (moved.numUpdatedRows === 0n) return false;
        if (!computed) return true;
        await trx
          .insertInto('statisticWindows')
          .values({
            exampleId,
            windowStart: window.start,
            windowEnd: window.end,
            devices: window.results.length,
            node,
            computedAt: now,
          })
          .execute();
        for (let start = 0; start < window.results.length; start += CHUNK)
          await trx
            .insertInto('statisticResults')
            .values(window.results.slice(start, start + CHUNK))
            // A result added by hand for the window stays.
            .onConflict((conflict) => conflict.columns(['exampleId', 'windowStart', 'devid']).doNothing())
            .execute();
        return true;
      });
    },

    /** Lets go of an example this node holds, so any node may take its next window. */
    async release(exampleId: string, node: string): Promise<void> {
      await db
        .updateTable('statisticExamples')
        .set({ leaseOwner: null, leaseUntil: null })
        .where('id', '=', exampleId)
        .where('leaseOwner', '=', node)
        .execute();
    },
  };
}
