import { PASSWORD_CONFIRM_PATHS, passwordConfirmBodySchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { requireAdmin, requireUser } from '../../../platform/auth/auth.plugin';
import { passwordConfirmService } from './password-confirm.service';

/** The password-confirm dialog's two checks: one for users of the platform, one for administrators. */
export function passwordConfirmRoutes(context: AppContext): void {
  const { app } = context;
  const confirm = passwordConfirmService(context);

  app.post(
    `/v1${PASSWORD_CONFIRM_PATHS.user}`,
    { config: { audience: 'account' }, schema: { body: passwordConfirmBodySchema } },
    async (request) => ({
      data: await confirm.confirm({ kind: 'user', id: requireUser(request).id }, request.body),
    }),
  );

  app.post(
    `/v1${PASSWORD_CONFIRM_PATHS.admin}`,
    { config: { audience: 'admin' }, schema: { body: passwordConfirmBodySchema } },
    async (request) => ({
      data: await confirm.confirm({ kind: 'admin', id: requireAdmin(request).id }, request.body),
    }),
  );
}
