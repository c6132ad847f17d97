import { couponListQuerySchema, couponUseSchema } from '@fleetkey/contract';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { requireUser } from '../../../platform/auth/auth.plugin';
import { couponsService } from './coupons.service';

const couponParams = z.object({ couponId: z.string().min(1).max(36) });

/** /coupons: the user's own cards (CardVoucher page) and using one on a licence. */
export function couponsRoutes(context: AppContext): void {
  const { app } = context;
  const coupons = couponsService(context);

  app.get(
    '/v1/coupons',
    { config: { audience: 'user' }, schema: { querystring: couponListQuerySchema } },
    async (request) => ({
      data: await coupons.list(requireUser(request).id, request.query),
    }),
  );

  app.post(
    '/v1/coupons/:couponId/use',
    { config: { audience: 'user' }, schema: { params: couponParams, body: couponUseSchema } },
    async (request) => {
      const user = requireUser(request);
      return {
        data: await coupons.use(
          { userId: user.id, ip: request.ip },
          request.params.couponId,
          request.body.licenceId,
        ),
      };
    },
  );
}
