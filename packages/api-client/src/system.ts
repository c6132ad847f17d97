import type { ClientInfoConfig, HealthStatus } from '@fleetkey/contract';
import type { ApiClient } from './client';

/** Platform calls: health, and the client-info file served at the host root. */
export function systemApi(client: ApiClient) {
  return {
    health: () => client.get<HealthStatus>('/health'),
    clientConfig: () => client.get<ClientInfoConfig>('/config.json', { fromRoot: true }),
  };
}
