import type {
  DeviceStatus,
  RuleActionKind,
  RuleClear,
  RuleSeverity,
  RuleTargets,
  RuleTrigger,
} from '@fleetkey/contract';
import type { Db } from '../../../../db/kysely';
import type { RulePhase } from '../../../../db/schema';
import { clearTest, triggerTest, type ReadingTest } from './rule-conditions';

// The enabled rules as the engine holds them: compiled once per load, indexed by device type name, each
// with the exact set of devices it covers when that is narrower than "all the owner's devices of the type"
// (listed devices, the members of listed groups, the author's group or project scope). A load is a handful
// of queries whatever the number of rules; messages then never query.

/** An action a rule runs, as its jobs name it. */
export interface ActionRef {
  id: string;
  name: string;
  kind: RuleActionKind;
}

/** An enabled rule, ready to evaluate. */
export interface CompiledRule {
  id: string;
  userId: string;
  profileId: number | null;
  name: string;
  severity: RuleSeverity;
  record: boolean;
  throttleMs: number;
  devtype: string;
  /** The devices it covers; null: every device of the owner's type. */
  devids: ReadonlySet<string> | null;
  trigger: RuleTrigger;
  clear: RuleClear;
  /** A telemetry trigger's test on its point. */
  test: ReadingTest | undefined;
  /** A telemetry clear condition's test on the trigger's point. */
  clearTest: ReadingTest | undefined;
  actions: ActionRef[];
}

/** A device's owner and type, and its status and last going offline as loaded. */
export interface DeviceRef {
  userId: string;
  devtype: string;
  status?: DeviceStatus;
  lastOfflineAt?: number | null;
}

/** What one load holds. */
export interface RuleSet {
  /** The enabled rules of a type name (any owner); empty when none. */
  ofDevtype(devtype: string): readonly CompiledRule[];
  byId(id: string): CompiledRule | undefined;
  readonly rules: readonly CompiledRule[];
  /** Owner and type of the devices of the types that have rules, as loaded. */
  readonly devices: ReadonlyMap<string, DeviceRef>;
  /** The phases that are not idle, by `ruleId\ndevid`. */
  readonly phases: ReadonlyMap<string, RulePhase>;
}

/** The key of a (rule, device) pair in the engine's maps. */
export const pairKey = (ruleId: string, devid: string) => `${ruleId}\n${devid}`;

/** Whether a rule covers a device of its type. */
export function covers(rule: CompiledRule, devid: string, owner: DeviceRef): boolean {
  if (owner.userId !== rule.userId || owner.devtype !== rule.devtype) return false;
  return rule.devids === null || rule.devids.has(devid);
}

// The devices of every profile scope that enabled rules run under, by (owner, profile): the members of a
// group scope's groups, and a project scope's project devices and the members of its projects' groups (the
// same sets as db/device-scope's deviceInScope, read for all rules at once).
function scopeMembersOfRuleAuthors(db: Db) {
  const scopedOwners = db
    .selectFrom('rules')
    .select('rules.userId')
    .where('rules.status', '=', 'enabled')
    .where('rules.profileId', 'is not', null);
  const inGroups = db
    .selectFrom('accessProfileGroups')
    .innerJoin('deviceGroupMembers', 'deviceGroupMembers.groupId', 'accessProfileGroups.groupId')
    .select(['accessProfileGroups.ownerId', 'accessProfileGroups.profileId', 'deviceGroupMembers.devid'])
    .where('accessProfileGroups.ownerId', 'in', scopedOwners);
  const inProjects = db
    .selectFrom('accessProfileProjects')
    .innerJoin('projectDevices', 'projectDevices.projectId', 'accessProfileProjects.projectId')
    .select(['accessProfileProjects.ownerId', 'accessProfileProjects.profileId', 'projectDevices.devid'])
    .where('accessProfileProjects.ownerId', 'in', scopedOwners);
  const inProjectGroups = db
    .selectFrom('accessProfileProjects')
    .innerJoin('projectGroups', 'projectGroups.projectId', 'accessProfileProjects.projectId')
    .innerJoin('deviceGroupMembers', 'deviceGroupMembers.groupId', 'projectGroups.groupId')
    .select(['accessProfileProjects.ownerId', 'accessProfileProjects.profileId', 'deviceGroupMembers.devid'])
    .where('accessProfileProjects.ownerId', 'in', scopedOwners);
  return inGroups.union(inProjects).union(inProjectGroups).execute();
}

const groupOf = <T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => string) => {
  const map = new Map<string, Set<string>>();
  for (const row of rows) {
    const k = key(row);
    let set = map.get(k);
    if (!set) map.set(k, (set = new Set()));
    set.add(value(row));
  }
  return map;
};

/** Reads and compiles every enabled rule. */
export async function loadRuleSet(db: Db): Promise<RuleSet> {
  const rows = await db.selectFrom('rules').selectAll().where('status', '=', 'enabled').execute();
  const [links, groupMembers, scopeMembers, states] = await Promise.all([
    db
      .selectFrom('ruleActionLinks')
      .innerJoin('rules', 'rules.id', 'ruleActionLinks.ruleId')
      .innerJoin('ruleActions', 'ruleActions.id', 'ruleActionLinks.actionId')
      .select([
        'ruleActionLinks.ruleId',
        'ruleActionLinks.position',
        'ruleActions.id',
        'ruleActions.name',
        'ruleActions.kind',
      ])
      .where('rules.status', '=', 'enabled')
      .orderBy('ruleActionLinks.position')
      .execute(),
    db
      .selectFrom('deviceGroupMembers')
      .innerJoin('deviceGroups', 'deviceGroups.id', 'deviceGroupMembers.groupId')
      .select(['deviceGroupMembers.groupId', 'deviceGroupMembers.devid'])
      .where('deviceGroups.userId', 'in', (eb) =>
        eb.selectFrom('rules').select('rules.userId').where('rules.status', '=', 'enabled'),
      )
      .execute(),
    scopeMembersOfRuleAuthors(db),
    db
      .selectFrom('ruleStates')
      .innerJoin('rules', 'rules.id', 'ruleStates.ruleId')
      .select(['ruleStates.ruleId', 'ruleStates.devid', 'ruleStates.phase'])
      .where('rules.status', '=', 'enabled')
      .where('ruleStates.phase', '<>', 'idle')
      .execute(),
  ]);

  const members = groupOf(
    groupMembers,
    (row) => row.groupId,
    (row) => row.devid,
  );
  const scopes = groupOf(
    scopeMembers,
    (row) => `${row.ownerId}\n${row.profileId}`,
    (row) => row.devid,
  );
  const actions = new Map<string, ActionRef[]>();
  for (const link of links) {
    const list = actions.get(link.ruleId) ?? [];
    list.push({ id: link.id, name: link.name, kind: link.kind });
    actions.set(link.ruleId, list);
  }

  const rules = rows.map((row): CompiledRule => {
    // Written from the contract's parsed bodies.
    const targets = JSON.parse(row.targets) as RuleTargets;
    const trigger = JSON.parse(row.triggerDef) as RuleTrigger;
    const clear = JSON.parse(row.clearDef) as RuleClear;
    let devids: Set<string> | null = null;
    if (targets.devids) devids = new Set(targets.devids);
    else if (targets.groupids)
      devids = new Set(targets.groupids.flatMap((id) => [...(members.get(id) ?? [])]));
    if (row.profileId !== null) {
      const scope = scopes.get(`${row.userId}\n${row.profileId}`) ?? new Set<string>();
      devids = new Set([...(devids ?? scope)].filter((devid) => scope.has(devid)));
    }
    return {
      id: row.id,
      userId: row.userId,
      profileId: row.profileId,
      name: row.name,
      severity: row.severity,
      record: row.record === 1,
      throttleMs: row.throttleMinutes * 60_000,
      devtype: row.devtype,
      devids,
      trigger,
      clear,
      test: triggerTest(trigger),
      clearTest: clearTest(clear),
      actions: actions.get(row.id) ?? [],
    };
  });

  const byDevtype = new Map<string, CompiledRule[]>();
  for (const rule of rules) {
    const list = byDevtype.get(rule.devtype) ?? [];
    list.push(rule);
    byDevtype.set(rule.devtype, list);
  }
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const devtypes = [...byDevtype.keys()];
  const owners = new Set(rules.map((rule) => rule.userId));
  const deviceRows =
    devtypes.length === 0
      ? []
      : await db
          .selectFrom('devices')
          .select(['devid', 'userId', 'devtype', 'status', 'lastOfflineAt'])
          .where('devtype', 'in', devtypes)
          .execute();
  const devices = new Map<string, DeviceRef>();
  for (const device of deviceRows)
    if (owners.has(device.userId))
      devices.set(device.devid, { userId: device.userId, devtype: device.devtype });

  return {
    ofDevtype: (devtype) => byDevtype.get(devtype) ?? [],
    byId: (id) => byId.get(id),
    rules,
    devices,
    phases: new Map(states.map((state) => [pairKey(state.ruleId, state.devid), state.phase])),
  };
}
