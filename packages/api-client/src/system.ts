import type { ClientInfoConfig, HealthStatus, SiteLinks } from '@fleetkey/contract';
import type { ApiClient } from './client';

/** Platform calls: health, and the client-info file served at the host root. */
export function systemApi(client: ApiClient) {
  return {
    health: () => client.get<HealthStatus>('/health'),
    clientConfig: () => client.get<ClientInfoConfig>('/config.json', { fromRoot: true }),
    /** GET /site/links: help, legal, feedback, chat-group and contact links ('' = not set, hide it). */
    siteLinks: () => client.get<SiteLinks>('/site/links'),
  };
}
