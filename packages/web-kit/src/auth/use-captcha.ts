import { useQuery } from '@tanstack/react-query';
import { authApi } from '@fleetkey/api-client';
import { useApiClient } from '../providers/console-context';

/**
 * A captcha: a fresh challenge per mount, never cached (each one is single use). `scope` keeps two
 * captchas on one screen apart (the sign-in form's and the security dialog's).
 */
export function useCaptcha(enabled = true, scope = 'login') {
  const api = useApiClient();
  const query = useQuery({
    queryKey: ['auth', 'captcha', scope],
    queryFn: () => authApi(api).captcha(),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    enabled,
    refetchOnWindowFocus: false,
    meta: { silentError: true },
  });
  return {
    challenge: query.data,
    loading: query.isFetching,
    failed: query.isError,
    refresh: () => void query.refetch(),
  };
}

/** The SVG markup as an image address. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
