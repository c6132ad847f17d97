import { RULE_LIMITS, type RuleBodyInput, type RuleStatus, type RuleView } from '@fleetkey/contract';

/** What the "apply to devices" dialog holds: the devices, and whether the copies start enabled. */
export interface RuleCopyValues {
  devids: string[];
  status: RuleStatus;
}

/** A copy's name: the rule's, then the device's id, cut to the contract's length with the id kept whole. */
export function copyName(name: string, devid: string): string {
  const suffix = ` · ${devid}`;
  return `${name.slice(0, Math.max(0, RULE_LIMITS.nameMax - suffix.length))}${suffix}`;
}

/**
 * One rule per chosen device, as POST /rules/batch/create takes them (all saved, or none): the rule's
 * trigger, clear condition, severity, throttle and actions, watching that device alone.
 */
export function ruleCopies(rule: RuleView, { devids, status }: RuleCopyValues): RuleBodyInput[] {
  return devids.map((devid) => ({
    name: copyName(rule.name, devid),
    desc: rule.desc,
    description: rule.description,
    status,
    record: rule.record,
    severity: rule.severity,
    targets: { devtype: rule.targets.devtype, devids: [devid] },
    trigger: rule.trigger,
    clear: rule.clear,
    throttleMinutes: rule.throttleMinutes,
    actionIds: rule.actionIds,
  }));
}
