import type { RewardsStatus } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { requireUser } from '../../../platform/auth/auth.plugin';
import { REWARD_KINDS, rewardsRepository } from './rewards.repository';

/** /rewards/mine: what the signed-in user can still receive, so a screen promises only that. */
export function rewardsRoutes({ app, db }: AppContext): void {
  app.get(
    '/v1/rewards/mine',
    { config: { audience: 'user' } },
    async (request): Promise<{ data: RewardsStatus }> => {
      const user = requireUser(request);
      const firstBindGiven = await rewardsRepository(db).granted(user.id, REWARD_KINDS.firstBind);
      return { data: { firstBindBonus: !firstBindGiven } };
    },
  );
}
