import { PASSWORD_CONFIRM_PATHS, passwordConfirmBodySchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { requireAdmin, requireUser } from '../../../platform/auth/auth.plugin';
import { dataRoutes } from '../../../platform/http/data-routes';
import { passwordConfirmService } from './password-confirm.service';

/** The password-confirm dialog's two checks: one for users of the platform, one for administrators. */
export function passwordConfirmRoutes(context: AppContext): void {
  const route = dataRoutes(context.app);
  const confirm = passwordConfirmService(context);

  route.post(`/v1${PASSWORD_CONFIRM_PATHS.user}`, {
    config: { audience: 'account' },
    schema: { body: passwordConfirmBodySchema },
    answer: (request) => confirm.confirm({ kind: 'user', id: requireUser(request).id }, request.body),
  });

  route.post(`/v1${PASSWORD_CONFIRM_PATHS.admin}`, {
    config: { audience: 'admin' },
    schema: { body: passwordConfirmBodySchema },
    answer: (request) => confirm.confirm({ kind: 'admin', id: requireAdmin(request).id }, request.body),
  });
}
