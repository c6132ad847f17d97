import { emailSchema, fullMobileSchema, registrationSchema, usernameSchema } from '@fleetkey/contract';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { registrationService } from './registration.service';
import { userToSessionUser } from './session-user';
import { usersRepository } from './users.repository';

/** Registration and the "already taken?" checks of the sign-up forms. */
export function usersRoutes(context: AppContext): void {
  const { app, db } = context;
  const users = usersRepository(db);
  const registration = registrationService(context);

  app.post(
    '/v1/users',
    { config: { audience: 'public' }, schema: { body: registrationSchema } },
    async (request, reply) => {
      const user = await registration.register(request.body);
      return reply.status(201).send({ data: userToSessionUser(user) });
    },
  );

  app.get(
    '/v1/auth/mobile_exist',
    { config: { audience: 'public' }, schema: { querystring: z.object({ mobile: fullMobileSchema }) } },
    async (r) => ({
      data: (await users.findByMobile(r.query.mobile)) !== undefined,
    }),
  );

  app.get(
    '/v1/auth/email_exist',
    { config: { audience: 'public' }, schema: { querystring: z.object({ email: emailSchema }) } },
    async (r) => ({
      data: (await users.findByEmail(r.query.email)) !== undefined,
    }),
  );

  app.get(
    '/v1/auth/user_exist',
    { config: { audience: 'public' }, schema: { querystring: z.object({ username: usernameSchema }) } },
    async (r) => ({
      data: (await users.findByUsername(r.query.username)) !== undefined,
    }),
  );
}
