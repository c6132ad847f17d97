import type { RuleLogQuery, RuleRunAction, RuleRunPage, RuleRunView } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import type { DeviceScope } from '../../../platform/auth/iot-actor';
import { ruleRunsRepository } from './rule-runs.repository';

/** Rule runs with what each of their actions did (GET /logs?source=rules). */
export async function listRuleRuns(
  db: Db,
  scope: DeviceScope,
  query: RuleLogQuery,
): Promise<RuleRunPage & { count?: number }> {
  const runs = ruleRunsRepository(db);
  const page = await runs.list(scope, query);
  const actions = new Map<string, RuleRunAction[]>();
  for (const job of await runs.jobsOf(page.result.map((run) => run.id))) {
    const list = actions.get(job.runId) ?? [];
    list.push({
      actionId: job.actionId,
      name: job.name,
      kind: job.kind,
      outcome: job.state,
      attempts: job.attempts,
      error: job.error,
      finishedAt: job.finishedAt,
    });
    actions.set(job.runId, list);
  }
  const result = page.result.map((run): RuleRunView => ({
    id: run.id,
    ruleId: run.ruleId,
    ruleName: run.ruleName,
    devid: run.devid,
    event: run.event,
    at: run.at,
    // Written from the engine's values.
    values: JSON.parse(run.runValues) as Record<string, unknown>,
    recordId: run.recordId,
    actions: actions.get(run.id) ?? [],
  }));
  return { ...page, result };
}
