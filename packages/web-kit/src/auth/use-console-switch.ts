import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '@fleetkey/api-client';
import { useApiClient } from '../providers/console-context';
import type { AppId } from '../theme/theme-store';
import { handoffUrl } from './auto-sign-in';

/**
 * Moves the signed-in user to the other console: fetches a ujwt (marked with the target console as its
 * cross-system `loginType`) and opens that console's /Login with it, which signs in on arrival. A failure
 * is reported by the console's error toast.
 */
export function useConsoleSwitch(to: AppId): { switchConsole: () => void; switching: boolean } {
  const api = useApiClient();
  const handoff = useMutation({
    mutationFn: () => authApi(api).handoffToken(to),
    // The other console is another single-page app: a full page load, not a route change.
    onSuccess: ({ ujwt }) => window.location.assign(handoffUrl(to, ujwt)),
  });
  const { mutate } = handoff;
  const switchConsole = useCallback(() => mutate(), [mutate]);
  return { switchConsole, switching: handoff.isPending || handoff.isSuccess };
}
