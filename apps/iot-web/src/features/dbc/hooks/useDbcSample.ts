import { useMutation } from '@tanstack/react-query';
import type { DbcSampleBody } from '@fleetkey/contract';
import { useIotApi } from '../../common/hooks/useIotApi';

/** Decoding pasted frames with a DBC for a device (…/convert/sample); the tool shows a refusal itself. */
export function useDbcSample() {
  const api = useIotApi();
  return useMutation({
    mutationFn: ({ devid, body }: { devid: string; body: DbcSampleBody }) => api.dbc.sample(devid, body),
    meta: { silentError: true },
  });
}
