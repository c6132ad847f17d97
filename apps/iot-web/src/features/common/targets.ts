import type { RuleTargets } from '@fleetkey/contract';

// Rules and statistics examples name their devices the same way (the contract's ruleTargetsSchema): a type,
// then all its devices, listed ones, or the members of listed groups. Their forms share these fields.

/** Which devices of the type are meant. */
export const TARGET_KINDS = ['all', 'devices', 'groups'] as const;
/** Which devices of the type are meant. */
export type TargetKind = (typeof TARGET_KINDS)[number];

/** The target fields as a form holds them: every kind's list at once, so switching back keeps a choice. */
export interface TargetFormValues {
  devtype?: string;
  targetKind: TargetKind;
  devids: string[];
  groupids: string[];
}

/** The form's fields of saved targets. */
export function targetFormValues(targets: RuleTargets): TargetFormValues {
  return {
    devtype: targets.devtype,
    targetKind: targets.devids ? 'devices' : targets.groupids ? 'groups' : 'all',
    devids: targets.devids ?? [],
    groupids: targets.groupids ?? [],
  };
}

/** The targets a form means: only the chosen kind's list is sent (the schema checks the rest). */
export function targetsBody(values: TargetFormValues) {
  return {
    devtype: values.devtype ?? '',
    ...(values.targetKind === 'devices' ? { devids: values.devids } : {}),
    ...(values.targetKind === 'groups' ? { groupids: values.groupids } : {}),
  };
}

/** The form's path of a body issue: the targets' fields sit at the form's top. */
export function targetsFormPath(path: readonly PropertyKey[]): (string | number)[] {
  const parts = path.map((part) => (typeof part === 'number' ? part : String(part)));
  if (parts[0] !== 'targets') return parts;
  return parts.length > 1 ? parts.slice(1) : ['devtype'];
}
