import { useQuery } from '@tanstack/react-query';
import { systemApi } from '@fleetkey/api-client';
import type { SiteLinks } from '@fleetkey/contract';
import { useApiClient } from '../providers/console-context';

/** Query key of the link settings (GET /site/links). */
export const SITE_LINKS_KEY = ['site-links'] as const;

/**
 * The help, legal, feedback, chat-group and contact links administrators set on the system config
 * screen; undefined while loading or when unreadable, so a link shows only once it is known to be set.
 */
export function useSiteLinks(): SiteLinks | undefined {
  const api = useApiClient();
  const links = useQuery({
    queryKey: SITE_LINKS_KEY,
    queryFn: () => systemApi(api).siteLinks(),
    staleTime: 60_000,
    meta: { silentError: true },
  });
  return links.data;
}
