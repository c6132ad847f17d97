import { RECORD_CLEARED_AUTO } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../../db/kysely';
import type { RulePhase } from '../../../../db/schema';
import type { StoredAction } from './rule-action-runner';
import { ruleJobsRepository, type RuleJobRow } from './rule-jobs.repository';
import type { CompiledRule } from './rule-set';

// What the engine decided, written durably: a rule's phase on a device and the timer it waits on, and a
// firing or clearing with its alarm record, its run (the log) and its queued actions — each in the caller's
// transaction, so a run is logged with its record and its actions or not at all.

/** The values that did it, as the record, the run and the actions carry them. */
export type RunValues = Record<string, unknown>;

/** A change of the engine, in order per (rule, device). */
export type RuleEffect =
  | {
      kind: 'arm';
      rule: CompiledRule;
      devid: string;
      phase: 'armed' | 'clearing';
      dueAt: number;
      since: number;
      values: RunValues;
    }
  | { kind: 'phase'; rule: CompiledRule; devid: string; phase: RulePhase }
  | { kind: 'fire'; rule: CompiledRule; devid: string; at: number; values: RunValues }
  | { kind: 'clear'; rule: CompiledRule; devid: string; at: number; values: RunValues; phase: RulePhase };

/** A queued action leased to the node that wrote it, with what running it needs (no read before it starts). */
export interface ReadyJob {
  job: RuleJobRow;
  /** The action as stored; undefined when it was deleted (the job is then skipped). */
  action: StoredAction | undefined;
}

/** What a firing wrote: the run and the actions it queued (none when throttled or clearing). */
export interface Written {
  runId: string | null;
  jobs: ReadyJob[];
}

/** The node writing, which leases the jobs it queues so it can start them at once. */
export interface JobLease {
  node: string;
  leaseMs: number;
}

const NOTHING: Written = { runId: null, jobs: [] };

/** The (rule, device) row's phase and last firing, if the rule has met the device. */
function stateOf(trx: Db, ruleId: string, devid: string) {
  return trx
    .selectFrom('ruleStates')
    .select(['phase', 'firedAt'])
    .where('ruleId', '=', ruleId)
    .where('devid', '=', devid)
    .executeTakeFirst();
}

/** Sets the (rule, device) row: phase, timer and, for a firing, its time. */
async function setState(
  trx: Db,
  ruleId: string,
  devid: string,
  set: {
    phase: RulePhase;
    dueAt: number | null;
    since?: number | null;
    stateValues?: string | null;
    firedAt?: number;
  },
  now: number,
): Promise<void> {
  await trx
    .insertInto('ruleStates')
    .values({
      ruleId,
      devid,
      phase: set.phase,
      dueAt: set.dueAt,
      since: set.since ?? null,
      stateValues: set.stateValues ?? null,
      firedAt: set.firedAt ?? null,
      updatedAt: now,
    })
    .onConflict((oc) => oc.columns(['ruleId', 'devid']).doUpdateSet({ ...set, updatedAt: now }))
    .execute();
}

/** Logs a run and queues the rule's actions for it. */
async function logRun(
  trx: Db,
  rule: CompiledRule,
  devid: string,
  event: 'fire' | 'clear',
  at: number,
  values: RunValues,
  recordId: string | null,
  lease: JobLease,
): Promise<Written> {
  const runId = randomUUID();
  await trx
    .insertInto('ruleRuns')
    .values({
      id: runId,
      userId: rule.userId,
      ruleId: rule.id,
      ruleName: rule.name,
      devid,
      event,
      at,
      runValues: JSON.stringify(values),
      recordId,
    })
    .execute();
  // Actions run when a rule fires; a clearing is logged (and clears the record) only.
  const actions = event === 'fire' ? rule.actions : [];
  if (actions.length === 0) return { runId, jobs: [] };
  const jobs = actions.map((action, position) => ({
    id: randomUUID(),
    runId,
    actionId: action.id,
    position,
    name: action.name,
    kind: action.kind,
    state: 'pending' as const,
    attempts: 0,
    nextAt: at,
    leaseOwner: lease.node,
    leaseUntil: at + lease.leaseMs,
    error: null,
    finishedAt: null,
    createdAt: at,
  }));
  await trx.insertInto('ruleJobs').values(jobs).execute();
  const byId = await ruleJobsRepository(trx).actions(actions.map((action) => action.id));
  const run = {
    userId: rule.userId,
    ruleId: rule.id,
    ruleName: rule.name,
    severity: rule.severity,
    devid,
    event,
    at,
    runValues: JSON.stringify(values),
    recordId,
  };
  return {
    runId,
    jobs: jobs.map((job) => ({ job: { ...job, ...run }, action: byId.get(job.actionId) })),
  };
}

/**
 * Fires a rule on a device: unless throttled (its last firing within the rule's throttle), opens its
 * record — or counts up the one still standing — logs the run and queues its actions. The phase becomes
 * `fired` either way.
 */
export async function fire(
  trx: Db,
  rule: CompiledRule,
  devid: string,
  at: number,
  values: RunValues,
  lease: JobLease,
): Promise<Written> {
  const state = await stateOf(trx, rule.id, devid);
  const last = state?.firedAt ?? null;
  const throttled = rule.throttleMs > 0 && last !== null && at - last < rule.throttleMs;
  await setState(
    trx,
    rule.id,
    devid,
    { phase: 'fired', dueAt: null, ...(throttled ? {} : { firedAt: at }) },
    at,
  );
  if (throttled) return NOTHING;

  let recordId: string | null = null;
  if (rule.record) {
    const firedValues = JSON.stringify(values);
    const open = await trx
      .selectFrom('ruleRecords')
      .select('id')
      .where('ruleId', '=', rule.id)
      .where('devid', '=', devid)
      .where('state', '<>', 'cleared')
      .executeTakeFirst();
    if (open) {
      await trx
        .updateTable('ruleRecords')
        .set((eb) => ({ count: eb('count', '+', 1), lastFiredAt: at, firedValues, severity: rule.severity }))
        .where('id', '=', open.id)
        .execute();
      recordId = open.id;
    } else {
      recordId = randomUUID();
      await trx
        .insertInto('ruleRecords')
        .values({
          id: recordId,
          userId: rule.userId,
          ruleId: rule.id,
          ruleName: rule.name,
          devid,
          severity: rule.severity,
          state: 'active',
          count: 1,
          firstFiredAt: at,
          lastFiredAt: at,
          acknowledgedBy: null,
          acknowledgedAt: null,
          clearedBy: null,
          clearedAt: null,
          firedValues,
        })
        .execute();
    }
  }
  return logRun(trx, rule, devid, 'fire', at, values, recordId, lease);
}

/**
 * Clears a rule on a device: its standing record is cleared by "auto" and the clearing logged (also when
 * the rule keeps no records but had fired); the phase becomes `phase`.
 */
export async function clear(
  trx: Db,
  rule: CompiledRule,
  devid: string,
  at: number,
  values: RunValues,
  phase: RulePhase,
  lease: JobLease,
): Promise<Written> {
  const before = await stateOf(trx, rule.id, devid);
  await setState(trx, rule.id, devid, { phase, dueAt: null }, at);
  const cleared = await trx
    .updateTable('ruleRecords')
    .set({ state: 'cleared', clearedBy: RECORD_CLEARED_AUTO, clearedAt: at })
    .where('ruleId', '=', rule.id)
    .where('devid', '=', devid)
    .where('state', '<>', 'cleared')
    .returning('id')
    .execute();
  const recordId = cleared[0]?.id ?? null;
  const wasFired = before?.phase === 'fired' || before?.phase === 'clearing';
  if (recordId === null && !wasFired) return NOTHING;
  return logRun(trx, rule, devid, 'clear', at, values, recordId, lease);
}

/** Writes one effect in the caller's transaction. */
export async function applyEffect(
  trx: Db,
  effect: RuleEffect,
  now: number,
  lease: JobLease,
): Promise<Written> {
  switch (effect.kind) {
    case 'arm':
      await setState(
        trx,
        effect.rule.id,
        effect.devid,
        {
          phase: effect.phase,
          dueAt: effect.dueAt,
          since: effect.since,
          stateValues: JSON.stringify(effect.values),
        },
        now,
      );
      return NOTHING;
    case 'phase':
      await setState(trx, effect.rule.id, effect.devid, { phase: effect.phase, dueAt: null }, now);
      return NOTHING;
    case 'fire':
      return fire(trx, effect.rule, effect.devid, effect.at, effect.values, lease);
    case 'clear':
      return clear(trx, effect.rule, effect.devid, effect.at, effect.values, effect.phase, lease);
  }
}
