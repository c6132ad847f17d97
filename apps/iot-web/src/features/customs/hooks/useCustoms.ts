import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { customsApi } from '@fleetkey/api-client';
import type { CustomBodyInput, CustomKey } from '@fleetkey/contract';
import { useApiClient } from '@fleetkey/web-kit';
import { useIotAccess } from '../../access/use-iot-access';
import { pickTemplate } from '../display-template';

/** First element of every customs query key. */
export const CUSTOMS_KEY = 'customs';

/** The customs and common-file calls over the console's api client. */
export function useCustomsApi() {
  return customsApi(useApiClient());
}

/** The customs of one device type (all its apps and customtypes); nothing without a type. */
export function useTypeCustoms(devtype: string | undefined) {
  const api = useCustomsApi();
  const readable = useIotAccess().can('customs', 'read');
  return useQuery({
    queryKey: [CUSTOMS_KEY, 'type', devtype],
    queryFn: () => api.list({ devtype }),
    enabled: Boolean(devtype) && readable,
    meta: { silentError: true },
  });
}

/**
 * The display template the device and real-time pages apply to a type, when one exists. A user who may not
 * read customs, or a failed read, gets the plain table: the template only dresses the data.
 */
export function useDisplayTemplate(devtype: string | undefined) {
  const customs = useTypeCustoms(devtype);
  return customs.data ? pickTemplate(customs.data) : undefined;
}

/** Saving (create or replace) and deleting a custom; each refreshes every customs query. */
export function useCustomActions() {
  const api = useCustomsApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [CUSTOMS_KEY] });
  return {
    save: useMutation({
      mutationFn: ({ body, exists }: { body: CustomBodyInput; exists: boolean }) => {
        const { value, ...key } = body;
        return exists ? api.update(key, value) : api.create(body);
      },
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (key: CustomKey) => api.remove(key), onSuccess: refresh }),
  };
}
