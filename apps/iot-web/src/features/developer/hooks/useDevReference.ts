import { useQuery } from '@tanstack/react-query';
import { devReferenceApi } from '@fleetkey/api-client';
import type { DevSchemaName } from '@fleetkey/contract';
import { useApiClient } from '@fleetkey/web-kit';
import { useIotApi } from '../../common/hooks/useIotApi';

const ROOT = 'dev-reference';
// The reference changes only with a new server build: read once per visit, the panels report failures.
const once = { staleTime: Infinity, meta: { silentError: true } } as const;

/** GET /dev/{name}: one object's JSON Schema. */
export function useDevSchema(name: DevSchemaName) {
  const api = devReferenceApi(useApiClient());
  return useQuery({ queryKey: [ROOT, 'schema', name], queryFn: () => api.schema(name), ...once });
}

/** GET /dev/code_desc: the error-code catalogue. */
export function useErrorCodes() {
  const api = devReferenceApi(useApiClient());
  return useQuery({ queryKey: [ROOT, 'codes'], queryFn: () => api.codes(), ...once });
}

/** GET /dev/multicast/lora: the fields of a multicast group's LoRaWAN session. */
export function useLoraFields() {
  const api = useIotApi();
  return useQuery({ queryKey: [ROOT, 'lora'], queryFn: () => api.multicast.loraFields(), ...once });
}
