import { RULE_ACTION_ATTEMPTS_MAX } from '@fleetkey/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../../../app-context';
import type { Db } from '../../../../db/kysely';
import type { Clock } from '../../../../platform/clock';
import { startTicker } from '../../../../platform/ticker';
import type { ActionRunner, StoredAction } from './rule-action-runner';
import type { ReadyJob } from './rule-effects';
import { ruleJobsRepository, type JobSettlement, type RuleJobRow } from './rule-jobs.repository';

/** Jobs leased per tick (they run at once, side by side). */
const TICK_BATCH = 20;
/** A job's lease: longer than an attempt can take (a webhook answers within 10 s). */
export const JOB_LEASE_MS = 60_000;

/** The action queue of this node. */
export interface RuleActionQueue {
  /** Starts jobs this node leased as it queued them (a firing's actions start without waiting a tick). */
  start(jobs: readonly ReadyJob[]): void;
}
/** The wait before attempt n+1: 1 s, 2 s, 4 s, 8 s … */
export const retryDelayMs = (attempts: number) => 1000 * 2 ** (attempts - 1);

/**
 * Runs queued actions on any node, outside the ingest path: a job is leased by one node, tried, and ended
 * (done, skipped, failed) or put back with backoff until RULE_ACTION_ATTEMPTS_MAX. A node that dies with a
 * lease leaves the job to be taken again when the lease runs out.
 */
export function startRuleActionQueue(
  app: App,
  {
    db,
    clock,
    log,
    tickMs,
    node,
  }: { db: Db; clock: Clock; log: FastifyBaseLogger; tickMs: number; node: string },
  runner: ActionRunner,
): RuleActionQueue {
  const jobs = ruleJobsRepository(db);

  const settlementOf = (
    job: RuleJobRow,
    outcome: Awaited<ReturnType<ActionRunner['run']>>,
  ): JobSettlement => {
    const attempts = job.attempts + 1;
    if (outcome.outcome === 'done') return { state: 'done', error: null };
    if (outcome.outcome === 'skipped') return { state: 'skipped', error: outcome.error };
    if (outcome.retry && attempts < RULE_ACTION_ATTEMPTS_MAX)
      return { state: 'pending', error: outcome.error, nextAt: clock.now() + retryDelayMs(attempts) };
    return { state: 'failed', error: outcome.error };
  };

  const runJob = async (job: RuleJobRow, action: StoredAction | undefined) => {
    const outcome = action
      ? await runner.run(action, {
          runId: job.runId,
          jobId: job.id,
          userId: job.userId,
          ruleId: job.ruleId,
          ruleName: job.ruleName,
          severity: job.severity ?? '',
          devid: job.devid,
          event: job.event,
          at: job.at,
          values: JSON.parse(job.runValues) as Record<string, unknown>,
          recordId: job.recordId,
        })
      : ({ outcome: 'skipped', error: 'action deleted' } as const);
    const settlement = settlementOf(job, outcome);
    if (settlement.state !== 'done')
      log.warn({ job: job.id, action: job.actionId, kind: job.kind, ...settlement }, 'rule action not done');
    if (!(await jobs.settle(job.id, node, job.attempts + 1, settlement, clock.now())))
      log.warn({ job: job.id }, 'rule action lease lost before it was settled');
  };

  const runLogged = (job: RuleJobRow, action: StoredAction | undefined) =>
    runJob(job, action).catch((error: unknown) =>
      log.error({ err: error, job: job.id }, 'rule action not run'),
    );

  // Jobs due again (retries) and those another node left: leased here, a tick at a time.
  startTicker(app, { tickMs, log, what: 'rule actions' }, async () => {
    for (;;) {
      const leased = await jobs.lease(node, clock.now(), JOB_LEASE_MS, TICK_BATCH);
      if (leased.length === 0) return;
      const actions = await jobs.actions(leased.map((job) => job.actionId));
      await Promise.all(leased.map((job) => runLogged(job, actions.get(job.actionId))));
      if (leased.length < TICK_BATCH) return;
    }
  });

  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(running);
  });
  return {
    start(ready) {
      for (const { job, action } of ready) {
        const run = runLogged(job, action).finally(() => running.delete(run));
        running.add(run);
      }
    },
  };
}
