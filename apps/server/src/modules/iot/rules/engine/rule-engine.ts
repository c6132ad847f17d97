import type { DeviceEventType, DeviceStatus } from '@fleetkey/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../../../db/kysely';
import type { RulePhase } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import type { PointRow } from '../../telemetry/telemetry-rows';
import { forHolding, indexPoint, type PointIndex } from './point-index';
import { eventMatches, type Reading } from './rule-conditions';
import type { RuleEffect, RunValues } from './rule-effects';
import type { RuleEffectWriter } from './rule-effect-writer';
import { covers, loadRuleSet, pairKey, type CompiledRule, type DeviceRef, type RuleSet } from './rule-set';

// Evaluates the enabled rules on what devices send, in memory: each accepted message is a few map lookups
// and comparisons; what changes is handed to the effect writer (rule-effect-writer.ts), so ingest never
// waits on a rule. Per (rule, device) the engine keeps a phase — idle, armed (a "for N seconds/minutes"
// timer is stored and runs in rule-timers.ts), fired, clearing (a hysteresis "for N seconds" runs) — so a
// condition that keeps holding fires once, and fires again only after it stopped holding.

/** An event as the engine reads it. */
export interface EngineEvent {
  type: DeviceEventType;
  code: string;
  desc: string;
}

/** The rule engine of this node. */
export interface RuleEngine {
  /** Stored data of a device (called once the write settled). */
  onPoints(devid: string, devtype: string, points: readonly PointRow[]): void;
  /** A stored event of a device. */
  onEvent(devid: string, devtype: string, event: EngineEvent): void;
  /** A device's new status. */
  onStatus(devid: string, status: DeviceStatus): void;
  /** Reads the enabled rules again (after a change on this node; others poll for it). */
  reload(): Promise<void>;
  /** The rules as loaded. */
  current(): RuleSet;
  /** A phase the timer runner moved. */
  setPhase(ruleId: string, devid: string, phase: RulePhase): void;
}

const valueOf = (reading: Reading): unknown => reading.str ?? reading.num;

/** A device's rules as one load holds them, split by what sets them off. */
interface DevicePlan {
  /** Telemetry rules by point, indexed by threshold. */
  byPoint: Map<string, PointIndex>;
  /** Telemetry rules by point whose phase is not idle: evaluated on every reading of their point. */
  active: Map<string, Set<CompiledRule>>;
  noData: CompiledRule[];
  /**
   * The no-data rules armed on the device: data changes nothing for them (their timer looks at when data last
   * came), so a message walks the no-data rules only while one of them is not armed.
   */
  noDataArmed: Set<CompiledRule>;
  /** Rules an event may fire or clear. */
  events: CompiledRule[];
  /** Status and offline rules. */
  statuses: CompiledRule[];
  /** The device's phases that are not idle, by rule id. */
  phases: Map<string, RulePhase>;
}

/** A plan holding no rule yet, over the device's phases. */
const emptyPlan = (phases: Map<string, RulePhase>): DevicePlan => ({
  byPoint: new Map(),
  active: new Map(),
  noData: [],
  noDataArmed: new Set(),
  events: [],
  statuses: [],
  phases,
});

const NO_RULES = emptyPlan(new Map());

/** Starts the engine with the rules loaded; `effects` writes what it decides. */
export async function createRuleEngine(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  effects: RuleEffectWriter,
): Promise<RuleEngine> {
  let set: RuleSet = await loadRuleSet(db);
  // Phases by device, then rule: a message reads its device's map once.
  let phases = new Map<string, Map<string, RulePhase>>();
  let plans = new Map<string, DevicePlan>();
  // Devices of rule types that came after the load: looked up once each until the next load.
  let looked = new Map<string, Promise<DeviceRef | undefined>>();
  const previous = new Map<string, Map<string, Reading>>();

  const phasesOf = (devid: string) => {
    let map = phases.get(devid);
    if (!map) phases.set(devid, (map = new Map<string, RulePhase>()));
    return map;
  };
  const adopt = (loaded: RuleSet) => {
    set = loaded;
    phases = new Map();
    for (const [key, phase] of loaded.phases) {
      const [ruleId = '', devid = ''] = key.split('\n');
      phasesOf(devid).set(ruleId, phase);
    }
    plans = new Map();
    looked = new Map();
  };
  adopt(set);

  const activeOf = (plan: DevicePlan, point: string) => {
    let active = plan.active.get(point);
    if (!active) plan.active.set(point, (active = new Set()));
    return active;
  };

  const planFor = (devid: string, device: DeviceRef): DevicePlan => {
    let plan = plans.get(devid);
    if (plan) return plan;
    const rules = set.ofDevtype(device.devtype).filter((rule) => covers(rule, devid, device));
    const telemetryRules = new Map<string, CompiledRule[]>();
    plan = emptyPlan(phasesOf(devid));
    for (const rule of rules) {
      const { trigger } = rule;
      if (trigger.kind === 'telemetry') {
        const list = telemetryRules.get(trigger.point) ?? [];
        list.push(rule);
        telemetryRules.set(trigger.point, list);
        if (plan.phases.has(rule.id)) activeOf(plan, trigger.point).add(rule);
      }
      if (trigger.kind === 'noData') {
        plan.noData.push(rule);
        if (plan.phases.get(rule.id) === 'armed') plan.noDataArmed.add(rule);
      }
      if (trigger.kind === 'event' || rule.clear.kind === 'event') plan.events.push(rule);
      if (trigger.kind === 'status' || trigger.kind === 'offline') plan.statuses.push(rule);
    }
    for (const [point, list] of telemetryRules) plan.byPoint.set(point, indexPoint(list));
    plans.set(devid, plan);
    return plan;
  };

  // Phases set while a reload reads the table: the load may not hold them yet, so they are set again on it.
  let duringReload: { ruleId: string; devid: string; phase: RulePhase }[] | undefined;
  const setPhase = (ruleId: string, devid: string, phase: RulePhase) => {
    duringReload?.push({ ruleId, devid, phase });
    if (phase === 'idle') phases.get(devid)?.delete(ruleId);
    else phasesOf(devid).set(ruleId, phase);
    const plan = plans.get(devid);
    const rule = plan ? set.byId(ruleId) : undefined;
    if (plan && rule?.trigger.kind === 'telemetry') {
      const active = activeOf(plan, rule.trigger.point);
      if (phase === 'idle') active.delete(rule);
      else active.add(rule);
    }
    if (plan && rule?.trigger.kind === 'noData') {
      if (phase === 'armed') plan.noDataArmed.add(rule);
      else plan.noDataArmed.delete(rule);
    }
  };
  const push = (effect: RuleEffect) => {
    setPhase(effect.rule.id, effect.devid, effect.kind === 'fire' ? 'fired' : effect.phase);
    effects.push(effect);
  };
  const fire = (rule: CompiledRule, devid: string, values: RunValues) =>
    push({ kind: 'fire', rule, devid, at: clock.now(), values });
  const clearTo = (rule: CompiledRule, devid: string, values: RunValues, phase: RulePhase) =>
    push({ kind: 'clear', rule, devid, at: clock.now(), values, phase });
  const arm = (
    rule: CompiledRule,
    devid: string,
    phase: 'armed' | 'clearing',
    afterMs: number,
    values: RunValues,
  ) => {
    const now = clock.now();
    push({ kind: 'arm', rule, devid, phase, dueAt: now + afterMs, since: now, values });
  };
  const moveTo = (rule: CompiledRule, devid: string, phase: RulePhase) =>
    push({ kind: 'phase', rule, devid, phase });
  /** The trigger stopped holding on a fired pair: `auto` clears, other clear kinds leave the record. */
  const released = (rule: CompiledRule, devid: string, values: RunValues) => {
    if (rule.clear.kind === 'auto') clearTo(rule, devid, values, 'idle');
    else moveTo(rule, devid, 'idle');
  };

  /** Runs `evaluate` with the device's plan, at once when its owner is known. */
  const withPlan = (devid: string, devtype: string | undefined, evaluate: (plan: DevicePlan) => void) => {
    const known = set.devices.get(devid);
    if (known) return evaluate(planFor(devid, known));
    if (devtype !== undefined && set.ofDevtype(devtype).length === 0) return;
    let lookup = looked.get(devid);
    if (!lookup) {
      lookup = db
        .selectFrom('devices')
        .select(['userId', 'devtype'])
        .where('devid', '=', devid)
        .executeTakeFirst();
      looked.set(devid, lookup);
    }
    lookup
      .then((device) => evaluate(device ? planFor(devid, device) : NO_RULES))
      .catch((error: unknown) => {
        looked.delete(devid);
        log.warn({ err: error, devid }, 'device of a rule not looked up');
      });
  };

  /** One reading of a telemetry rule's point; values are built only when something happens. */
  const telemetry = (
    rule: CompiledRule,
    devid: string,
    plan: DevicePlan,
    reading: Reading,
    before: Reading | undefined,
  ) => {
    const { trigger, clear } = rule;
    if (trigger.kind !== 'telemetry' || !rule.test) return;
    const holds = rule.test(reading, before);
    const values = () => ({ [trigger.point]: valueOf(reading) });
    switch (plan.phases.get(rule.id) ?? 'idle') {
      case 'idle':
        if (!holds) return;
        if (trigger.forSeconds) return arm(rule, devid, 'armed', trigger.forSeconds * 1000, values());
        return fire(rule, devid, values());
      case 'armed':
        if (!holds) moveTo(rule, devid, 'idle');
        return;
      case 'fired':
        if (clear.kind === 'telemetry' && rule.clearTest?.(reading, before)) {
          if (clear.forSeconds) return arm(rule, devid, 'clearing', clear.forSeconds * 1000, values());
          return clearTo(rule, devid, values(), 'idle');
        }
        if (!holds && clear.kind !== 'telemetry') released(rule, devid, values());
        return;
      case 'clearing':
        if (!rule.clearTest?.(reading, before)) moveTo(rule, devid, 'fired');
        return;
    }
  };

  const dataArrived = (rule: CompiledRule, devid: string, plan: DevicePlan, at: number) => {
    const { trigger } = rule;
    if (trigger.kind !== 'noData') return;
    const phase = plan.phases.get(rule.id) ?? 'idle';
    if (phase === 'armed') return;
    if (phase === 'fired' && rule.clear.kind === 'auto') clearTo(rule, devid, { dataAt: at }, 'idle');
    arm(rule, devid, 'armed', trigger.minutes * 60_000, { dataAt: at });
  };

  const engine: RuleEngine = {
    onPoints(devid, devtype, points) {
      if (points.length === 0) return;
      withPlan(devid, devtype, (plan) => {
        if (plan.byPoint.size > 0) {
          let seen = previous.get(devid);
          if (!seen) previous.set(devid, (seen = new Map<string, Reading>()));
          const sorted = points.length > 1 ? [...points].sort((a, b) => a.ts - b.ts) : points;
          for (const point of sorted) {
            const index = plan.byPoint.get(point.key);
            if (!index) continue;
            const reading = { num: point.num, str: point.str };
            const before = seen.get(point.key);
            // The rules that hold, then those not idle that did not: an idle rule that does not hold has
            // nothing to do (with many threshold rules, that is nearly all of them).
            let evaluated: Set<CompiledRule> | undefined;
            forHolding(index, reading, before, (rule) => {
              (evaluated ??= new Set()).add(rule);
              telemetry(rule, devid, plan, reading, before);
            });
            const active = plan.active.get(point.key);
            if (active && active.size > 0)
              for (const rule of [...active])
                if (!evaluated?.has(rule)) telemetry(rule, devid, plan, reading, before);
            seen.set(point.key, reading);
          }
        }
        if (plan.noData.length > plan.noDataArmed.size) {
          const last = points.reduce((latest, point) => Math.max(latest, point.ts), 0);
          for (const rule of plan.noData) dataArrived(rule, devid, plan, last);
        }
      });
    },

    onEvent(devid, devtype, event) {
      withPlan(devid, devtype, (plan) => {
        const values = { event: { type: event.type, code: event.code, desc: event.desc } };
        for (const rule of plan.events) {
          if (rule.trigger.kind === 'event' && eventMatches(rule.trigger, event)) fire(rule, devid, values);
          else if (rule.clear.kind === 'event' && eventMatches(rule.clear, event))
            clearTo(
              rule,
              devid,
              values,
              rule.trigger.kind === 'event' ? 'idle' : (plan.phases.get(rule.id) ?? 'idle'),
            );
        }
      });
    },

    onStatus(devid, status) {
      withPlan(devid, undefined, (plan) => {
        const values = { status };
        for (const rule of plan.statuses) {
          const { trigger } = rule;
          const phase = plan.phases.get(rule.id) ?? 'idle';
          if (trigger.kind === 'status') {
            if (status === trigger.to && phase !== 'fired') fire(rule, devid, values);
            else if (status !== trigger.to && phase === 'fired') released(rule, devid, values);
          } else if (trigger.kind === 'offline') {
            if (status === 'offline' && phase === 'idle')
              arm(rule, devid, 'armed', trigger.minutes * 60_000, values);
            else if (status !== 'offline' && phase === 'armed') moveTo(rule, devid, 'idle');
            else if (status !== 'offline' && phase === 'fired') released(rule, devid, values);
          }
        }
      });
    },

    async reload() {
      // Effects still queued were decided on phases the table does not hold yet.
      await effects.flush();
      const moved: { ruleId: string; devid: string; phase: RulePhase }[] = [];
      duringReload = moved;
      let loaded: RuleSet;
      try {
        loaded = await loadRuleSet(db);
      } finally {
        duringReload = undefined;
      }
      adopt(loaded);
      for (const change of moved) setPhase(change.ruleId, change.devid, change.phase);
      await armSilentDevices(db, set, clock.now(), (ruleId, devid) => setPhase(ruleId, devid, 'armed'));
    },

    current: () => set,
    setPhase,
  };
  await armSilentDevices(db, set, clock.now(), (ruleId, devid) => setPhase(ruleId, devid, 'armed'));
  return engine;
}

/** Rows written at once by armSilentDevices. */
const ARM_BATCH = 500;

/**
 * "Offline for N minutes" and "no data for N minutes" must run for devices that never send anything: a
 * load arms them — the offline ones for an offline rule (from when they went), every covered device for a
 * no-data rule (the timer then looks at when data last came) — where the pair is idle or new.
 */
async function armSilentDevices(
  db: Db,
  set: RuleSet,
  now: number,
  armed: (ruleId: string, devid: string) => void,
): Promise<void> {
  for (const rule of set.rules) {
    const { trigger } = rule;
    if (trigger.kind !== 'offline' && trigger.kind !== 'noData') continue;
    const afterMs = trigger.minutes * 60_000;
    const rows = [];
    for (const [devid, device] of set.devices) {
      if (!covers(rule, devid, device)) continue;
      if (set.phases.has(pairKey(rule.id, devid))) continue;
      if (trigger.kind === 'offline' && device.status !== 'offline') continue;
      const since = trigger.kind === 'offline' ? (device.lastOfflineAt ?? now) : now;
      rows.push({
        ruleId: rule.id,
        devid,
        phase: 'armed' as const,
        dueAt: since + afterMs,
        since,
        stateValues: JSON.stringify(trigger.kind === 'offline' ? { status: 'offline' } : {}),
        firedAt: null,
        updatedAt: now,
      });
    }
    for (let start = 0; start < rows.length; start += ARM_BATCH) {
      const inserted = await db
        .insertInto('ruleStates')
        .values(rows.slice(start, start + ARM_BATCH))
        .onConflict((oc) =>
          oc
            .columns(['ruleId', 'devid'])
            .doUpdateSet({
              phase: 'armed',
              dueAt: sql.ref('excluded.due_at'),
              since: sql.ref('excluded.since'),
              stateValues: sql.ref('excluded.state_values'),
              updatedAt: now,
            })
            .where('ruleStates.phase', '=', 'idle'),
        )
        .returning(['ruleId', 'devid'])
        .execute();
      for (const row of inserted) armed(row.ruleId, row.devid);
    }
  }
}
