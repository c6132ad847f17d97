import { MAIN_ACCOUNT_ROLE, type SessionUser } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { startSession } from '../../../platform/auth/auth.plugin';
import { usersRepository } from '../../accounts/users/users.repository';

const body = z
  .object({ role: z.number().int().min(0).max(99).default(MAIN_ACCOUNT_ROLE) })
  .default({ role: 0 });

/**
 * POST /v1/test/session: makes a throwaway user with the given role and signs the caller in.
 * Registered only when NODE_ENV=test (see app.ts), so browser tests can reach the shells before
 * sign-in screens exist; it never exists in production.
 */
export function testSessionRoutes({ app, db, config, clock }: AppContext): void {
  app.post('/v1/test/session', { config: { audience: 'test' }, schema: { body } }, async (request, reply) => {
    const id = randomUUID();
    const now = Date.now();
    const username = `test_${id.slice(0, 8)}`;
    await usersRepository(db).insert({
      id,
      username,
      name: 'Test User',
      role: request.body.role,
      createdAt: now,
      updatedAt: now,
    });
    await startSession({ db, config, clock }, request, reply, { kind: 'user', id });
    const user: SessionUser = {
      id,
      username,
      name: 'Test User',
      mobile: '',
      email: '',
      role: request.body.role,
      avatar: '',
      enableTwoFactorCheck: 'false',
    };
    return { data: user };
  });
}
