import {
  changePasswordBodySchema,
  codeChangePasswordBodySchema,
  codeQuerySchema,
  iotChangePasswordBodySchema,
  iotResetPasswordBodySchema,
  recoverPasswordQuerySchema,
  resetPasswordBodySchema,
} from '@fleetkey/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { requireUser } from '../../../platform/auth/auth.plugin';
import type { Principal } from '../../../platform/auth/sessions.repository';
import { AppError } from '../../../platform/errors/app-error';
import { requestLanguage } from '../../../platform/http/request-language';
import { withOplog } from '../../../platform/oplog/oplog';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { passwordsService } from './passwords.service';

/** Password change and reset, in the licence portal's (PUT) and the IoT console's (POST) forms. */
export function passwordsRoutes(context: AppContext): void {
  const { app } = context;
  const passwords = passwordsService(context);

  // Users and administrators both change their own password here; an administrator's change is a write
  // of theirs like any other, so it lands in the operation log with it.
  async function changeOwn(request: FastifyRequest, oldPassword: string, newPassword: string) {
    const principal: Principal | null = request.principal;
    if (!principal || !request.user) throw AppError.of('UNAUTHORIZED');
    if (principal.kind === 'admin') {
      const actor = { adminId: principal.id, adminName: request.user.username, ip: request.ip };
      await withOplog(context.db, context.clock, actor, oplogText('changedOwnPassword', {}), (trx) =>
        passwordsService({ ...context, db: trx }).change(principal, oldPassword, newPassword),
      );
    } else {
      await passwords.change(principal, oldPassword, newPassword);
    }
    request.log.info({ event: 'password-changed', principal }, 'password changed; sessions ended');
    return { data: null };
  }

  app.put(
    '/v1/auth/change_password',
    { config: { audience: 'signed-in' }, schema: { body: changePasswordBodySchema } },
    (request) => changeOwn(request, request.body.oldPassword, request.body.newPassword),
  );

  app.post(
    '/v1/auth/change_password',
    { config: { audience: 'signed-in' }, schema: { body: iotChangePasswordBodySchema } },
    async (request) => {
      const { oldpassword, password, mobile, code } = request.body;
      if (oldpassword !== undefined) return changeOwn(request, oldpassword, password);
      // The form without the old password: the mobile and its code prove the account (users only).
      if (request.principal?.kind !== 'user') throw AppError.of('FORBIDDEN');
      await passwords.changeWithCode(request.principal.id, code ?? '', password, mobile);
      request.log.info(
        { event: 'password-changed', principal: request.principal },
        'password changed by code',
      );
      return { data: null };
    },
  );

  app.put(
    '/v1/auth/new_change_password',
    {
      config: { audience: 'account' },
      schema: { querystring: codeQuerySchema, body: codeChangePasswordBodySchema },
    },
    async (request) => {
      await passwords.changeWithCode(requireUser(request).id, request.query.code, request.body.newPassword);
      return { data: null };
    },
  );

  app.put(
    '/v1/auth/reset_password',
    {
      config: { audience: 'public' },
      schema: { querystring: codeQuerySchema, body: resetPasswordBodySchema },
    },
    async (request) => {
      await passwords.reset({ account: request.body.user }, request.query.code, request.body.newPassword);
      request.log.info({ event: 'password-reset' }, 'password reset by code; sessions ended');
      return { data: null };
    },
  );

  app.get(
    '/v1/auth/recover_password',
    { config: { audience: 'public' }, schema: { querystring: recoverPasswordQuerySchema } },
    async (request) => ({
      data: {
        receiver: await passwords.recover(
          request.query.username,
          request.query.type,
          requestLanguage(request),
        ),
      },
    }),
  );

  app.post(
    '/v1/auth/reset_password',
    { config: { audience: 'public' }, schema: { body: iotResetPasswordBodySchema } },
    async (request) => {
      const { mobile, email, code, password } = request.body;
      await passwords.reset(email ? { email } : { mobile: mobile ?? '' }, code, password);
      request.log.info({ event: 'password-reset' }, 'password reset by code; sessions ended');
      return { data: null };
    },
  );
}
