import { hasOfflineLicence, UNBIND_LIMIT_PER_LICENCE } from '@fleetkey/contract';
import type { LicenceView } from '@fleetkey/contract';
import { hasRenewalRequest, hasUnbindRequest } from './licence-labels';

/** Why an action is shown but cannot be taken now (an i18n key under `licences.blocked`). */
export type BlockedReason = 'renewalPending' | 'unbindPending' | 'unbindLimit';

/** An action of a licence row: absent, or shown (with the reason it is disabled, if it is). */
export type ActionState = { blocked?: BlockedReason } | null;

/** The row actions that depend on the licence's state and the user's level (the cd-key and cards always show). */
export interface LicenceActions {
  bind: ActionState;
  /** Level ≥ 5 unbinds at once; anyone else asks an administrator. */
  unbind: (ActionState & { mode: 'direct' | 'request' }) | null;
  renew: ActionState;
  /** The signed offline licence file: level ≥ 5, for a licence bound and in force. */
  offline: ActionState;
}

/** Unbinds the licence still allows (UNBIND_LIMIT_PER_LICENCE over its life). */
export function unbindsLeft(licence: Pick<LicenceView, 'unbindCount'>): number {
  return Math.max(0, UNBIND_LIMIT_PER_LICENCE - licence.unbindCount);
}

/** The row actions of licence-portal.md §2 for one licence, as the server's rules will judge them. */
export function licenceActions(licence: LicenceView, level: number): LicenceActions {
  const bound = licence.bindDevice !== null;
  const direct = hasOfflineLicence(level);
  let unbindBlocked: BlockedReason | undefined;
  if (unbindsLeft(licence) === 0) unbindBlocked = 'unbindLimit';
  else if (!direct && hasUnbindRequest(licence.status)) unbindBlocked = 'unbindPending';
  return {
    bind: licence.useStatus === 'unused' ? {} : null,
    unbind: bound ? { mode: direct ? 'direct' : 'request', blocked: unbindBlocked } : null,
    renew: hasRenewalRequest(licence.status) ? { blocked: 'renewalPending' } : {},
    offline: direct && licence.useStatus === 'inUse' ? {} : null,
  };
}
