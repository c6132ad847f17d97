import { useMemo } from 'react';
import {
  commandsApi,
  dbcApi,
  deviceGroupsApi,
  devicesApi,
  devtypesApi,
  eventsApi,
  firmwareApi,
  multicastApi,
  recordsApi,
  ruleActionsApi,
  ruleLogsApi,
  rulesApi,
  statisticsApi,
  systemApi,
  telemetryApi,
} from '@fleetkey/api-client';
import { useApiClient } from '@fleetkey/web-kit';

/** The IoT console's calls over the console's api client (its 401s go to /Login). */
export function useIotApi() {
  const client = useApiClient();
  return useMemo(
    () => ({
      devtypes: devtypesApi(client),
      devices: devicesApi(client),
      groups: deviceGroupsApi(client),
      telemetry: telemetryApi(client),
      events: eventsApi(client),
      firmware: firmwareApi(client),
      multicast: multicastApi(client),
      commands: commandsApi(client),
      system: systemApi(client),
      rules: rulesApi(client),
      ruleActions: ruleActionsApi(client),
      records: recordsApi(client),
      ruleLogs: ruleLogsApi(client),
      statistics: statisticsApi(client),
      dbc: dbcApi(client),
    }),
    [client],
  );
}

/** The calls `useIotApi` gives. */
export type IotApi = ReturnType<typeof useIotApi>;
