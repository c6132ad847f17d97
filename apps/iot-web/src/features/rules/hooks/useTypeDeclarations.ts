import { useQuery } from '@tanstack/react-query';
import { useIotAccess } from '../../access/use-iot-access';
import { useIotApi } from '../../common/hooks/useIotApi';
import { QUERY_ROOTS } from '../../common/query-keys';
import { declaredPoints } from '../rule-form';

/**
 * A type's declared points (with units) and event codes, for the trigger builder; nothing without a type,
 * or for a user who may not read device types (the builder then takes any point name).
 */
export function useTypeDeclarations(devtype: string | undefined) {
  const api = useIotApi();
  const readable = useIotAccess().can('devtypes', 'read');
  return useQuery({
    // The same key as the other readers of one type (its commands): one call serves them all.
    queryKey: [QUERY_ROOTS.devtypes, 'one', devtype],
    queryFn: () => api.devtypes.get(devtype ?? ''),
    enabled: Boolean(devtype) && readable,
    select: (type) => ({
      points: declaredPoints(type),
      events: [...type.warnings, ...type.errors, ...type.logs],
    }),
    meta: { silentError: true },
  });
}
