import { sql } from 'kysely';
import type { AppContext } from '../../../../app-context';
import { sqliteConnectionOf } from '../../../../db/engine';
import type { Db } from '../../../../db/kysely';
import type { IngestWriter } from '../../telemetry/ingest-writer';
import { nodeName } from '../../../../platform/node-name';
import { startTicker } from '../../../../platform/ticker';
import type { CommandDelivery } from '../../commands/command-delivery';
import type { CommandReplies } from '../../commands/command-replies';
import { ruleActionRunner, type ActionRunner } from './rule-action-runner';
import { JOB_LEASE_MS, startRuleActionQueue } from './rule-action-queue';
import { createRuleEffectWriter } from './rule-effect-writer';
import { createRuleEngine, type RuleEngine } from './rule-engine';
import { startRuleTimers } from './rule-timers';

/** Every this long a node reads all rules again, changed or not (group members and scopes change too). */
const REFRESH_MS = 30_000;

/** The rules of this node: the engine, the action runner (its "send test" too) and their lifecycle. */
export interface RulesRuntime {
  engine: RuleEngine;
  actions: ActionRunner;
  /** Rules changed on this node: the engine takes them before the change is answered. */
  changed(): Promise<void>;
  /** Writes the engine's last effects (before the database closes). */
  close(): Promise<void>;
}

/** A fingerprint of the rules table that any write changes (count and the latest update). */
async function rulesSignature(db: Db): Promise<string> {
  const { rows } = await sql<{ n: number | string; m: number | string | null }>`
    select count(*) as n, max(updated_at) as m from rules`.execute(db);
  return `${rows[0]?.n}:${rows[0]?.m}`;
}

/**
 * Starts the rule engine, its timers and its action queue on this node. Other nodes' rule changes are
 * seen by polling the rules' fingerprint every RULE_TICK_MS, and everything is read again every REFRESH_MS.
 */
export async function startRules(
  context: AppContext,
  commandDeps: { replies: CommandReplies; delivery: CommandDelivery },
  exclusive: IngestWriter['exclusive'],
): Promise<RulesRuntime> {
  const { app, db, clock, config } = context;
  const node = nodeName();
  const log = app.log.child({ module: 'rules', node });
  const { tickMs } = config.rules;
  const actions = ruleActionRunner(context, commandDeps);
  const queue = startRuleActionQueue(app, { db, clock, log, tickMs, node }, actions);
  const lease = { node, leaseMs: JOB_LEASE_MS };
  // SQLite has one connection, which a saturated ingest keeps busy: the engine's writes go in between its
  // batches (ahead of the next one), so a firing is stored — and its actions start — within one batch.
  const transaction = <T>(work: (trx: Db) => Promise<T>): Promise<T> =>
    sqliteConnectionOf(db) ? exclusive(work) : db.transaction().execute(work);
  const effects = createRuleEffectWriter({ db, clock, log, transaction, lease }, (jobs) => queue.start(jobs));
  const engine = await createRuleEngine(db, clock, log, effects);
  startRuleTimers(app, { db, clock, log, tickMs, lease }, engine, (jobs) => queue.start(jobs));

  let signature = await rulesSignature(db);
  let loadedAt = Date.now();
  const reload = async () => {
    signature = await rulesSignature(db);
    loadedAt = Date.now();
    await engine.reload();
  };
  startTicker(app, { tickMs, log, what: 'rule changes' }, async () => {
    if ((await rulesSignature(db)) !== signature || Date.now() - loadedAt >= REFRESH_MS) await reload();
  });

  return { engine, actions, changed: reload, close: () => effects.close() };
}
