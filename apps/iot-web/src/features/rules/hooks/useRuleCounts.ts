import { useQuery } from '@tanstack/react-query';
import { useIotAccess } from '../../access/use-iot-access';
import { useIotApi } from '../../common/hooks/useIotApi';
import { QUERY_ROOTS } from '../../common/query-keys';
import { RECORDS_POLL_MS } from './useRecords';

/**
 * The dashboard's rule figures (iot-console.md §7 Dashboard: rules counted with `filter={"desc":"trigger"}`)
 * and the active alarms; nothing for a user who may not read rules. The alarms move by themselves: polled.
 */
export function useRuleCounts() {
  const api = useIotApi();
  const readable = useIotAccess().can('rules', 'read');
  return useQuery({
    queryKey: [QUERY_ROOTS.records, 'dashboard-counts'],
    queryFn: async () => {
      const [rules, activeAlarms] = await Promise.all([
        api.rules.count({ desc: 'trigger' }),
        api.records.count({ state: 'active' }),
      ]);
      return { rules, activeAlarms };
    },
    enabled: readable,
    refetchInterval: RECORDS_POLL_MS,
    meta: { silentError: true },
  });
}
