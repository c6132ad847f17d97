import type { RuleLogQuery } from '@fleetkey/contract';
import type { Selectable } from 'kysely';
import { deviceInScope } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage } from '../../../db/paging';
import type { RuleJobsTable, RuleRunsTable } from '../../../db/schema';

/** A stored rule run. */
export type RuleRunRow = Selectable<RuleRunsTable>;
/** A stored action job of a run. */
export type RuleJobOfRun = Pick<
  Selectable<RuleJobsTable>,
  'runId' | 'actionId' | 'name' | 'kind' | 'state' | 'attempts' | 'error' | 'finishedAt'
>;

/** Reads of rule runs (GET /logs?source=rules): those of the devices within the caller's scope only. */
export function ruleRunsRepository(db: Db) {
  return {
    /** A page of runs, newest first unless told. */
    list(
      scope: { ownerId: string; profileId: number | null },
      query: RuleLogQuery,
    ): Promise<ListPage<RuleRunRow>> {
      const { filter } = query;
      let select = db
        .selectFrom('ruleRuns')
        .selectAll('ruleRuns')
        .where('ruleRuns.userId', '=', scope.ownerId)
        .where('ruleRuns.devid', 'in', (eb) =>
          eb
            .selectFrom('devices')
            .select('devices.devid')
            .where((inner) => deviceInScope(inner, scope)),
        );
      if (filter.ruleId) select = select.where('ruleRuns.ruleId', '=', filter.ruleId);
      if (filter.devid) select = select.where('ruleRuns.devid', '=', filter.devid);
      if (filter.event) select = select.where('ruleRuns.event', '=', filter.event);
      if (filter.outcome) {
        const outcome = filter.outcome;
        select = select.where('ruleRuns.id', 'in', (eb) =>
          eb.selectFrom('ruleJobs').select('ruleJobs.runId').where('ruleJobs.state', '=', outcome),
        );
      }
      if (query.from !== undefined) select = select.where('ruleRuns.at', '>=', query.from);
      if (query.to !== undefined) select = select.where('ruleRuns.at', '<', query.to);
      return listPage(select, query, 'ruleRuns.at', 'ruleRuns.id');
    },

    /** The action jobs of the runs, in each run's order. */
    jobsOf(runIds: readonly string[]): Promise<RuleJobOfRun[]> {
      if (runIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('ruleJobs')
        .select(['runId', 'actionId', 'name', 'kind', 'state', 'attempts', 'error', 'finishedAt'])
        .where('runId', 'in', runIds)
        .orderBy('position')
        .execute();
    },
  };
}
