import type { Selectable } from 'kysely';
import type { Db } from '../../../../db/kysely';
import type { RuleJobsTable, RuleRunsTable } from '../../../../db/schema';
import type { StoredAction } from './rule-action-runner';

/** A queued action with the run it belongs to. */
export type RuleJobRow = Selectable<RuleJobsTable> & { severity: string | null } & Pick<
    Selectable<RuleRunsTable>,
    'userId' | 'ruleId' | 'ruleName' | 'devid' | 'event' | 'at' | 'runValues' | 'recordId'
  >;

/** How a job ended, or when it is tried again. */
export type JobSettlement =
  | { state: 'done' | 'failed' | 'skipped'; error: string | null }
  | { state: 'pending'; error: string; nextAt: number };

/** The action queue's statements; taking a job is one conditional write, so one node holds it. */
export function ruleJobsRepository(db: Db) {
  return {
    /**
     * Leases due jobs no other node holds (free or expired), oldest first; the conditions are repeated
     * outside the subquery so PostgreSQL re-checks them on a row another node leased meanwhile.
     */
    async lease(node: string, now: number, leaseMs: number, limit: number): Promise<RuleJobRow[]> {
      const taken = await db
        .updateTable('ruleJobs')
        .set({ leaseOwner: node, leaseUntil: now + leaseMs })
        .where('state', '=', 'pending')
        .where('nextAt', '<=', now)
        .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('ruleJobs as free')
            .select('free.id')
            .where('free.state', '=', 'pending')
            .where('free.nextAt', '<=', now)
            .where((inner) =>
              inner.or([inner('free.leaseUntil', 'is', null), inner('free.leaseUntil', '<', now)]),
            )
            .orderBy('free.nextAt')
            .limit(limit),
        )
        .returning('id')
        .execute();
      if (taken.length === 0) return [];
      return db
        .selectFrom('ruleJobs')
        .innerJoin('ruleRuns', 'ruleRuns.id', 'ruleJobs.runId')
        .leftJoin('rules', 'rules.id', 'ruleRuns.ruleId')
        .selectAll('ruleJobs')
        .select('rules.severity')
        .select([
          'ruleRuns.userId',
          'ruleRuns.ruleId',
          'ruleRuns.ruleName',
          'ruleRuns.devid',
          'ruleRuns.event',
          'ruleRuns.at',
          'ruleRuns.runValues',
          'ruleRuns.recordId',
        ])
        .where(
          'ruleJobs.id',
          'in',
          taken.map((row) => row.id),
        )
        .orderBy('ruleJobs.nextAt')
        .execute();
    },

    /** The stored actions of jobs, by id (a deleted one is absent). */
    async actions(ids: readonly string[]): Promise<Map<string, StoredAction>> {
      const rows = await db
        .selectFrom('ruleActions')
        .select(['id', 'userId', 'profileId', 'kind', 'settings', 'secret'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** Ends or reschedules a job this node holds; false when its lease was lost meanwhile. */
    async settle(
      id: string,
      node: string,
      attempts: number,
      settlement: JobSettlement,
      now: number,
    ): Promise<boolean> {
      const result = await db
        .updateTable('ruleJobs')
        .set({
          state: settlement.state,
          attempts,
          error: settlement.error?.slice(0, 512) ?? null,
          leaseOwner: null,
          leaseUntil: null,
          ...(settlement.state === 'pending' ? { nextAt: settlement.nextAt } : { finishedAt: now }),
        })
        .where('id', '=', id)
        .where('leaseOwner', '=', node)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
