import { passwordSchema, usernameSchema } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { hashPassword } from '../../accounts/auth/passwords';
import { adminsRepository } from '../../accounts/admins/admins.repository';

const body = z.object({
  username: usernameSchema,
  password: passwordSchema,
  /** A super-administrator may do everything; otherwise only what roles linked later grant. */
  superAdmin: z.boolean().default(false),
});

/**
 * POST /v1/test/admin: an administrator with a known password that need not be changed, so a browser test
 * can sign in at /admin through the real form (the first-start `admin` has a random password). Registered
 * only when NODE_ENV=test (see app.ts).
 */
export function testAdminRoutes({ app, db, clock }: AppContext): void {
  app.post('/v1/test/admin', { config: { audience: 'test' }, schema: { body } }, async (request, reply) => {
    const { username, password, superAdmin } = request.body;
    const id = randomUUID();
    const now = clock.now();
    await adminsRepository(db).insert({
      id,
      username,
      name: username,
      role: 1,
      passwordHash: await hashPassword(password),
      mustChangePassword: 0,
      superAdmin: superAdmin ? 1 : 0,
      createdAt: now,
      updatedAt: now,
    });
    return reply.status(201).send({ data: { id, username } });
  });
}
