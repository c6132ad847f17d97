import { useQuery } from '@tanstack/react-query';
import { systemApi } from '@fleetkey/api-client';
import { DEFAULT_AUTH_STYLE } from '@fleetkey/contract';
import type { AuthStyle } from '@fleetkey/contract';
import { useApiClient } from '@fleetkey/web-kit';

/** The styles of the registration and forgot-password views; undefined while they load. */
export interface AuthStyles {
  register: AuthStyle | undefined;
  forgot: AuthStyle | undefined;
}

/**
 * Which style each view uses, from the client configuration (`/config.json`, set by administrators in the
 * system configuration); the second style when the file cannot be read.
 */
export function useAuthStyles(): AuthStyles {
  const api = useApiClient();
  // The same query the client-download view reads: one fetch serves both.
  const config = useQuery({
    queryKey: ['client-config'],
    queryFn: () => systemApi(api).clientConfig(),
    meta: { silentError: true },
  });
  if (config.isPending) return { register: undefined, forgot: undefined };
  return {
    register: config.data?.registerStyle ?? DEFAULT_AUTH_STYLE,
    forgot: config.data?.forgotStyle ?? DEFAULT_AUTH_STYLE,
  };
}
