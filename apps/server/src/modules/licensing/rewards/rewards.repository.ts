import { exists } from '../../../db/exists';
import type { Db } from '../../../db/kysely';

/** Rewards an account receives at most once (licence-portal.md §9). */
export const REWARD_KINDS = {
  registrationTrial: 'registrationTrial',
  emailBind: 'emailBind',
  firstBind: 'firstBind',
  companyApproval: 'companyApproval',
} as const;
/** A once-per-account reward. */
export type RewardKind = (typeof REWARD_KINDS)[keyof typeof REWARD_KINDS];

/** Once-per-account rewards. */
export function rewardsRepository(db: Db) {
  return {
    /** Whether the account has received the reward already. */
    async granted(userId: string, kind: RewardKind): Promise<boolean> {
      return exists(db.selectFrom('rewards').where('userId', '=', userId).where('kind', '=', kind));
    },

    /**
     * Claims a reward for an account inside the caller's transaction; true only for the first claim.
     * The primary key (userId, kind) decides between concurrent claims: the loser inserts nothing, so
     * it must not grant, and the winner grants in the same transaction as its claim.
     */
    async claim(userId: string, kind: RewardKind, now: number): Promise<boolean> {
      const result = await db
        .insertInto('rewards')
        .values({ userId, kind, grantedAt: now })
        .onConflict((oc) => oc.columns(['userId', 'kind']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
  };
}
