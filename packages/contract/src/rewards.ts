// Rewards granted by account events (licence-portal.md §9).

/** Renewal cards given for binding an e-mail. */
export const EMAIL_BIND_REWARD_CARDS = 3;
/** Months each e-mail-bind renewal card adds. */
export const EMAIL_BIND_REWARD_CARD_MONTHS = 2;
/** Extra months on the first bind of a licence to a device. */
export const FIRST_BIND_BONUS_MONTHS = 2;
/** Months a trial is extended when the company info is approved. */
export const COMPANY_APPROVAL_TRIAL_MONTHS = 3;
/** Months of the trial licence a new registration gets. */
export const REGISTRATION_TRIAL_MONTHS = 3;

/** GET /rewards/mine: the once-per-account rewards the signed-in user can still receive. */
export interface RewardsStatus {
  /** True until the account's first device bind has added FIRST_BIND_BONUS_MONTHS to a licence. */
  firstBindBonus: boolean;
}
