import {
  TRUSTED_BROWSER_COOKIE,
  handoffQuerySchema,
  loginBodySchema,
  SECURITY_REMEMBER_DAYS,
  type SessionUser,
} from '@fleetkey/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { cookieOptions, endSession, requireUser, startSession } from '../../../platform/auth/auth.plugin';
import { AppError } from '../../../platform/errors/app-error';
import { requestLanguage } from '../../../platform/http/request-language';
import { adminsRepository } from '../admins/admins.repository';
import { adminToSessionUser, userToSessionUser } from '../users/session-user';
import { usersRepository } from '../users/users.repository';
import { handoffService } from './handoff.service';
import { loginService, type LoginOutcome } from './login.service';
import { loggedSignIn } from './sign-in-log';

/** Sign-in and sign-out of both consoles (licence-portal.md §7 Auth, iot-console.md §7 Auth). */
export function authRoutes(context: AppContext): void {
  const { app, db, config } = context;
  const login = loginService(context);
  const handoff = handoffService(context);

  // Answers the signed-in identity after starting the session (and remembering the browser when earned).
  async function signIn(request: FastifyRequest, reply: FastifyReply, outcome: LoginOutcome) {
    await startSession(context, request, reply, outcome.principal, outcome.persistent);
    if (outcome.trustedBrowserToken) {
      reply.setCookie(
        TRUSTED_BROWSER_COOKIE,
        outcome.trustedBrowserToken,
        cookieOptions(config, SECURITY_REMEMBER_DAYS * 86_400),
      );
    }
    const { kind, id } = outcome.principal;
    const userRow = kind === 'user' ? await usersRepository(db).findById(id) : undefined;
    const adminRow = kind === 'admin' ? await adminsRepository(db).findById(id) : undefined;
    const user: SessionUser | undefined = userRow
      ? userToSessionUser(userRow)
      : adminRow && adminToSessionUser(adminRow);
    if (!user) throw AppError.of('UNAUTHORIZED');
    return { data: { ...user, mustChangePassword: outcome.mustChangePassword ?? false } };
  }

  app.get(
    '/v1/auth/ujwt',
    { config: { audience: 'user' }, schema: { querystring: handoffQuerySchema } },
    async (request) => {
      const user = requireUser(request);
      return { data: { ujwt: await handoff.issue(user.id, request.query.loginType) } };
    },
  );

  // With `?ujwt=` the login is a hand-off from the other console: redeemed before the body is validated,
  // because such a call carries no credentials in its body.
  const redeemHandoff = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = (request.query as { ujwt?: unknown }).ujwt;
    if (typeof token !== 'string' || token === '') return;
    const { userId } = await handoff.redeem(token);
    const outcome = await loggedSignIn(request.log, 'ujwt', userId, async () => ({
      principal: { kind: 'user', id: userId },
    }));
    return reply.send(await signIn(request, reply, outcome));
  };

  app.post(
    '/v1/auth/login',
    { config: { audience: 'public' }, schema: { body: loginBodySchema }, preValidation: redeemHandoff },
    async (request, reply) => {
      const { body } = request;
      const method = body.password === undefined ? 'sms' : body.smsCode ? 'phone-security' : 'password';
      const outcome = await loggedSignIn(request.log, method, body.user, () =>
        login.loginUser(body, request.cookies[TRUSTED_BROWSER_COOKIE], request.ip, requestLanguage(request)),
      );
      return signIn(request, reply, { ...outcome, persistent: body.remember === true });
    },
  );

  app.post(
    '/v1/auth/admin/login',
    { config: { audience: 'public' }, schema: { body: loginBodySchema } },
    async (request, reply) => {
      const outcome = await loggedSignIn(request.log, 'admin-password', request.body.user, () =>
        login.loginAdmin(request.body, request.ip),
      );
      return signIn(request, reply, { ...outcome, persistent: request.body.remember === true });
    },
  );

  // GET, as both specs call it. A SameSite=Lax cookie still rides on another site's link or redirect, so a
  // browser request that says it comes from another site (Fetch Metadata) is refused; clients that send no
  // Sec-Fetch-Site (scripts, older browsers) are served. The consoles send GET from their own origin;
  // POST stays for clients that prefer a write the CSRF header guards.
  app.get('/v1/auth/logout', { config: { audience: 'public' } }, async (request, reply) => {
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') throw AppError.of('CROSS_SITE_REFUSED');
    await endSession(db, config, request, reply);
    return { data: null };
  });
  app.post('/v1/auth/logout', { config: { audience: 'public' } }, async (request, reply) => {
    await endSession(db, config, request, reply);
    return { data: null };
  });
}
