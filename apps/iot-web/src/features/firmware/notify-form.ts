import { firmwareNotifySchema, ROLLOUT_LIMITS, type UpgradeType } from '@fleetkey/contract';

/** The rollout settings the notify dialog asks for, in the order it shows them. */
export const ROLLOUT_SETTINGS = [
  'batchSize',
  'batchIntervalSeconds',
  'failureThresholdPercent',
  'failureMinimum',
  'timeoutSeconds',
] as const satisfies readonly (keyof typeof ROLLOUT_LIMITS)[];

/** One rollout setting. */
export type RolloutSetting = (typeof ROLLOUT_SETTINGS)[number];

/** What the notify dialog's form holds. */
export type NotifyFormValues = {
  upgrade_type: UpgradeType;
  ids?: string[];
  groupid?: string;
} & Record<RolloutSetting, number>;

// The entries are built from ROLLOUT_SETTINGS, so every setting has one.
const ROLLOUT_DEFAULTS = Object.fromEntries(
  ROLLOUT_SETTINGS.map((setting) => [setting, ROLLOUT_LIMITS[setting].default]),
) as Record<RolloutSetting, number>;

/** A new notify form: every device of the type, and the contract's default settings. */
export const NOTIFY_DEFAULTS: NotifyFormValues = { upgrade_type: 'all', ...ROLLOUT_DEFAULTS };

/**
 * The form as a notify body, checked with the contract's schema (the server's own): only the targets of the
 * chosen kind go (devices picked before switching to "a group" are not sent).
 */
export function toNotifyInput({ ids, groupid, ...values }: NotifyFormValues) {
  return firmwareNotifySchema.safeParse({
    ...values,
    ...(values.upgrade_type === 'ids' ? { ids } : {}),
    ...(values.upgrade_type === 'group' ? { groupid } : {}),
  });
}
