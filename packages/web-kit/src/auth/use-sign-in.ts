import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authApi } from '@fleetkey/api-client';
import type { LoginResult, PasswordLogin, SmsLogin } from '@fleetkey/api-client';
import { sessionUserSchema } from '@fleetkey/contract';
import type { SessionUser } from '@fleetkey/contract';
import { useApiClient } from '../providers/console-context';
import { storeUser } from '../session/session-store';
import { useToaster } from '../ui/toaster';

/**
 * Where a console goes after a sign-in, from the user (role), the page's `path` query, and whether the
 * account must first replace its initial password (an administrator's own page, where that is done).
 */
export type SignInTarget = (user: SessionUser, mustChangePassword: boolean) => string;

/** The login call (user or admin endpoint); errors are shown by the form itself. */
export function useLoginCall(admin: boolean) {
  const api = useApiClient();
  return useMutation({
    mutationFn: (body: PasswordLogin | SmsLogin): Promise<LoginResult> =>
      admin && 'password' in body
        ? authApi(api).adminLogin({
            user: body.user,
            password: body.password,
            svgCode: body.svgCode,
            svgCodeUUID: body.svgCodeUUID,
          })
        : authApi(api).login(body),
    meta: { silentError: true },
  });
}

/** Finishes a sign-in: stores the display user, warns when the password must change, and goes on. */
export function useCompleteSignIn(target: SignInTarget) {
  const navigate = useNavigate();
  const { show } = useToaster();
  const { t } = useTranslation();
  return useCallback(
    (result: LoginResult) => {
      const user = sessionUserSchema.parse(result);
      storeUser(user);
      if (result.mustChangePassword) show(t('auth.mustChangePassword'), 'warning');
      void navigate(target(user, result.mustChangePassword === true), { replace: true });
    },
    [navigate, show, t, target],
  );
}
