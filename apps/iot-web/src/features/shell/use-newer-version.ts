import { useQuery } from '@tanstack/react-query';
import { APP_VERSION, type AppVersion } from '@fleetkey/contract';
import { useIotApi } from '../common/hooks/useIotApi';

/** The console's name under /app/{projectName}/version.json (one of the server's built-in apps). */
export const IOT_APP_NAME = 'iot';
/** How often an open console asks whether a newer build is out. */
export const VERSION_POLL_MS = 10 * 60_000;

/**
 * The version file of this console when it names another version than the one running (a new build was
 * deployed while the page stayed open), else undefined. A failed read says nothing: it is asked again later.
 */
export function useNewerVersion(): AppVersion | undefined {
  const api = useIotApi();
  const query = useQuery({
    queryKey: ['app-version', IOT_APP_NAME],
    queryFn: () => api.system.appVersion(IOT_APP_NAME),
    refetchInterval: VERSION_POLL_MS,
    staleTime: VERSION_POLL_MS,
    retry: false,
    meta: { silentError: true },
  });
  return newerThanRunning(query.data);
}

/** The version file when it names another version than the running one (a rollback is a new build too). */
export function newerThanRunning(file: AppVersion | undefined, running: string = APP_VERSION) {
  return file && file.version !== running ? file : undefined;
}
