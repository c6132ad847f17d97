import { useIotApi } from './hooks/useIotApi';
import { DEVICE_OPTIONS_LIMIT } from './hooks/useDeviceOptions';
import { useServerSearch } from './hooks/use-server-search';
import { QUERY_ROOTS } from './query-keys';
import { ServerSearchSelect, type ServerPickerProps } from './ServerSearchSelect';

/** Picks several devices (of one type, when given) by name or id, searching on the server as the user types. */
export function DevicesSelect({
  devtype,
  maxCount,
  placeholder,
  ...picker
}: ServerPickerProps & { devtype?: string; maxCount: number; placeholder: string }) {
  const api = useIotApi();
  const search = useServerSearch(
    [QUERY_ROOTS.devices, devtype ?? ''],
    (text) =>
      api.devices.list({
        search: text,
        limit: DEVICE_OPTIONS_LIMIT,
        ...(devtype ? { filter: { devtype } } : {}),
      }),
    (device) => ({
      value: device.devid,
      label: device.devname === device.devid ? device.devid : `${device.devname} (${device.devid})`,
    }),
  );
  return <ServerSearchSelect {...picker} search={search} maxCount={maxCount} placeholder={placeholder} />;
}
