import { STATISTIC_LIMITS, type RuleTargets, windowEnd } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context';
import type { Db } from '../../../db/kysely';
import type { Clock } from '../../../platform/clock';
import { nodeName } from '../../../platform/node-name';
import { startTicker, type Ticker } from '../../../platform/ticker';
import type { Outcome } from './statistic-algorithms';
import { computeWindow } from './statistic-compute';
import { definitionOf } from './statistic-definition';
import type { StatisticExampleRow } from './statistic-examples.repository';
import { statisticReads } from './statistic-reads.repository';
import { statisticRunsRepository } from './statistic-runs.repository';
import { exampleDevices } from './statistic-targets';

/** Examples leased per tick. */
const TICK_BATCH = 20;
/** Windows one example computes per tick (a long backfill goes on at the next tick, or on another node). */
const WINDOWS_PER_TICK = 100;

/** What the runner logs. */
export type StatisticLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

/**
 * One node's statistics work: each `tick` leases running examples with a closed window due, and computes
 * their due windows in order from stored telemetry, each written with the move to the next window in one
 * transaction that holds only while this node keeps the lease (statistic-runs.repository.ts) — so each
 * window is computed once across nodes, and a crash loses at most the window under way (computed again by
 * whoever takes over). `tick` answers whether more windows are due than it took.
 */
export function statisticWork(db: Db, clock: Clock, leaseMs: number, log: StatisticLog) {
  const node = nodeName();
  const runs = statisticRunsRepository(db);
  const reads = statisticReads(db);

  /** Computes an example's due windows; true when more are due than this tick took. */
  const computeDue = async (example: StatisticExampleRow): Promise<boolean> => {
    const { id, period, timeZone } = example;
    if (example.nextWindowStart === null) return false;
    let start = example.nextWindowStart;
    const definition = await definitionOf(db, example);
    if (!definition) {
      log.warn({ example: id }, 'statistics example has no algorithm; not computed');
      return false;
    }
    const scope = { ownerId: example.userId, profileId: example.profileId };
    const devids = await exampleDevices(db, scope, JSON.parse(example.targets) as RuleTargets);
    const computed = await runs.computedSince(id, start, WINDOWS_PER_TICK);
    for (let count = 0; count < WINDOWS_PER_TICK; count += 1) {
      const end = windowEnd(start, period, timeZone);
      const now = clock.now();
      if (end + STATISTIC_LIMITS.settleMs > now) return false;
      const fresh = !computed.has(start);
      const outcomes = fresh
        ? await computeWindow(reads, definition, devids, { from: start, to: end })
        : new Map<string, Outcome>();
      const results = [...outcomes].map(([devid, outcome]) => ({
        id: randomUUID(),
        exampleId: id,
        devid,
        windowStart: start,
        windowEnd: end,
        value: outcome.value,
        samples: outcome.samples,
        source: 'computed' as const,
        createdAt: now,
      }));
      const nextDueAt = windowEnd(end, period, timeZone) + STATISTIC_LIMITS.settleMs;
      const window = { start, end, next: end, nextDueAt, results };
      if (!(await runs.commit(id, node, window, fresh, clock.now(), leaseMs))) {
        log.info({ example: id, windowStart: start, node }, 'statistics example no longer this node’s');
        return false;
      }
      if (fresh)
        log.debug({ example: id, windowStart: start, devices: results.length }, 'statistics window computed');
      start = end;
    }
    return true;
  };

  return {
    async tick(): Promise<boolean> {
      let more = false;
      for (const example of await runs.lease(node, clock.now(), leaseMs, TICK_BATCH)) {
        try {
          more = (await computeDue(example)) || more;
        } catch (error) {
          log.error({ err: error, example: example.id }, 'statistics window not computed');
        } finally {
          await runs.release(example.id, node);
        }
      }
      return more;
    },
  };
}

/** The statistics work on this node, every STATISTIC_TICK_MS (0: never), and again at once while more is due. */
export function startStatisticRunner(context: Pick<AppContext, 'app' | 'db' | 'clock' | 'config'>): Ticker {
  const { app, db, clock, config } = context;
  const log = app.log.child({ module: 'statistics' });
  const work = statisticWork(db, clock, config.statistics.leaseMs, log);
  const ticker: Ticker = startTicker(
    app,
    { tickMs: config.statistics.tickMs, log, what: 'statistics' },
    async () => {
      if (await work.tick()) ticker.kick();
    },
  );
  return ticker;
}
