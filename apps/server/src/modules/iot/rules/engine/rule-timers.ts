import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../../../app-context';
import type { Db } from '../../../../db/kysely';
import type { RulePhase, RuleStatesTable } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import { startTicker, type Ticker } from '../../../../platform/ticker';
import { telemetryReads } from '../../telemetry/telemetry-reads.repository';
import { clear, fire, type JobLease, type ReadyJob, type RunValues } from './rule-effects';
import type { RuleEngine } from './rule-engine';

/** Timers taken per tick. */
const TICK_BATCH = 200;

type DueState = Omit<RuleStatesTable, 'firedAt' | 'updatedAt'>;

/**
 * Runs the stored timers of rules ("for N seconds", "offline / no data for N minutes", a hysteresis "for N
 * seconds") when due, on any node: a timer is taken by the conditional write that empties it, in the same
 * transaction as the firing or clearing it causes — so it runs once across nodes, and a crash before the
 * commit leaves it due for the next tick or node.
 */
export function startRuleTimers(
  app: App,
  {
    db,
    clock,
    log,
    tickMs,
    lease,
  }: { db: Db; clock: Clock; log: FastifyBaseLogger; tickMs: number; lease: JobLease },
  engine: RuleEngine,
  actionsQueued: (jobs: ReadyJob[]) => void,
): Ticker {
  /** Runs one due timer; answers the phase it left and the actions it queued, or null when another took it. */
  const run = async (state: DueState): Promise<{ phase: RulePhase; jobs: ReadyJob[] } | null> =>
    db.transaction().execute(async (trx) => {
      if (state.dueAt === null) return null;
      const taken = await trx
        .updateTable('ruleStates')
        .set({ dueAt: null })
        .where('ruleId', '=', state.ruleId)
        .where('devid', '=', state.devid)
        .where('dueAt', '=', state.dueAt)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) return null;
      const now = clock.now();
      const rule = engine.current().byId(state.ruleId);
      const idle = async () => {
        await trx
          .updateTable('ruleStates')
          .set({ phase: 'idle', updatedAt: now })
          .where('ruleId', '=', state.ruleId)
          .where('devid', '=', state.devid)
          .execute();
        return { phase: 'idle' as const, jobs: [] };
      };
      // The rule was disabled, deleted or changed since: its timer goes with it.
      if (!rule) return idle();
      const values: RunValues = {
        ...(JSON.parse(state.stateValues ?? '{}') as RunValues),
        since: state.since,
      };

      if (state.phase === 'clearing') {
        const written = await clear(trx, rule, state.devid, now, values, 'idle', lease);
        return { phase: 'idle' as const, jobs: written.jobs };
      }
      if (state.phase !== 'armed') return null;
      const { trigger } = rule;
      if (trigger.kind === 'noData') {
        const last = await telemetryReads(trx).lastRowAt(state.devid);
        const afterMs = trigger.minutes * 60_000;
        // Data came since the timer was set: it runs from the last of it instead.
        if (last !== null && last + afterMs > now) {
          await trx
            .updateTable('ruleStates')
            .set({ dueAt: last + afterMs, since: last, updatedAt: now })
            .where('ruleId', '=', state.ruleId)
            .where('devid', '=', state.devid)
            .execute();
          return { phase: 'armed' as const, jobs: [] };
        }
        values.lastDataAt = last;
      }
      if (trigger.kind === 'offline') {
        const device = await trx
          .selectFrom('devices')
          .select(['status', 'lastOnlineAt'])
          .where('devid', '=', state.devid)
          .executeTakeFirst();
        // It came back (on a node that did not know of the timer) only if it was online since the timer was
        // set: a status still "online" from before is an offline write not yet stored (the database was away).
        const cameBack =
          device !== undefined &&
          device.status !== 'offline' &&
          (device.lastOnlineAt ?? 0) >= (state.since ?? 0);
        if (device === undefined || cameBack) return idle();
      }
      const written = await fire(trx, rule, state.devid, now, values, lease);
      return { phase: 'fired' as const, jobs: written.jobs };
    });

  return startTicker(app, { tickMs, log, what: 'rule timers' }, async () => {
    const due = await db
      .selectFrom('ruleStates')
      .select(['ruleId', 'devid', 'phase', 'dueAt', 'since', 'stateValues'])
      .where('dueAt', '<=', clock.now())
      .orderBy('dueAt')
      .limit(TICK_BATCH)
      .execute();
    for (const state of due) {
      const outcome = await run(state);
      if (!outcome) continue;
      engine.setPhase(state.ruleId, state.devid, outcome.phase);
      if (outcome.jobs.length > 0) actionsQueued(outcome.jobs);
    }
  });
}
