import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientInfoConfig, SiteLinks } from '@fleetkey/contract';
import { SITE_LINKS_KEY } from '@fleetkey/web-kit';
import { SYS_KEYS } from '../query-keys';
import { useSysAdminApi } from './useSysAdminApi';

/** The system configuration, including the client info behind /config.json. */
export function useSysConfig() {
  const api = useSysAdminApi();
  return useQuery({
    queryKey: SYS_KEYS.config,
    queryFn: () => api.config.get(),
    meta: { silentError: true },
  });
}

/** Saves the changed client-info fields; the answer is the new configuration. */
export function useSaveSysConfig() {
  const api = useSysAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<ClientInfoConfig>) => api.config.update(changes),
    onSuccess: (config) => queryClient.setQueryData(SYS_KEYS.config, config),
  });
}

/** Saves the changed link settings; the consoles' own link query is refreshed with the answer. */
export function useSaveSiteLinks() {
  const api = useSysAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (links: Partial<SiteLinks>) => api.config.updateLinks(links),
    onSuccess: (config) => {
      queryClient.setQueryData(SYS_KEYS.config, config);
      queryClient.setQueryData(SITE_LINKS_KEY, config.links);
    },
  });
}
