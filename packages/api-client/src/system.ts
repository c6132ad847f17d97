import type { AppVersion, ClientInfoConfig, HealthStatus, SiteLinks } from '@fleetkey/contract';
import type { ApiClient } from './client';

/** Platform calls: health, the client-info file served at the host root, links and apps' version files. */
export function systemApi(client: ApiClient) {
  return {
    health: () => client.get<HealthStatus>('/health'),
    clientConfig: () => client.get<ClientInfoConfig>('/config.json', { fromRoot: true }),
    /** GET /site/links: help, legal, feedback, chat-group and contact links ('' = not set, hide it). */
    siteLinks: () => client.get<SiteLinks>('/site/links'),
    /** GET /app/{projectName}/version.json: the version an app's newest build carries (a file, answered bare). */
    appVersion: (projectName: string) =>
      client.get<AppVersion>(`/app/${encodeURIComponent(projectName)}/version.json`),
  };
}
