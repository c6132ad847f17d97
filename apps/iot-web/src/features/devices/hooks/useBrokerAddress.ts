import { useQuery } from '@tanstack/react-query';
import { useIotApi } from '../../common/hooks/useIotApi';

/**
 * Where devices reach the embedded broker: this host and the port the server reports (it moves off 1883
 * when another broker runs there). Undefined with an external broker, whose address the operator knows.
 */
export function useBrokerAddress(): string | undefined {
  const api = useIotApi();
  const { data } = useQuery({
    queryKey: ['health', 'mqtt'],
    queryFn: () => api.system.health(),
    staleTime: 60_000,
    meta: { silentError: true },
  });
  return data?.mqttPort === undefined ? undefined : `mqtt://${window.location.hostname}:${data.mqttPort}`;
}
