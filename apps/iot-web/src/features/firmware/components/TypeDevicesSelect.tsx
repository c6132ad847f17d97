import { useTranslation } from 'react-i18next';
import { DEVICE_BATCH_MAX } from '@fleetkey/contract';
import { DEVICE_OPTIONS_LIMIT } from '../../common/hooks/useDeviceOptions';
import { useIotApi } from '../../common/hooks/useIotApi';
import { useServerSearch } from '../../common/hooks/use-server-search';
import { QUERY_ROOTS } from '../../common/query-keys';
import { ServerSearchSelect } from '../../common/ServerSearchSelect';

/** Picks several devices of one type by name or id, searching on the server as the user types. */
export function TypeDevicesSelect({
  devtype,
  value,
  onChange,
  placeholder,
  testId = 'firmware-notify-devices',
}: {
  devtype: string;
  /** Given by the enclosing Form.Item. */
  value?: string[];
  onChange?: (devids: string[]) => void;
  placeholder?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const api = useIotApi();
  const search = useServerSearch(
    [QUERY_ROOTS.devices, devtype],
    (text) => api.devices.list({ search: text, limit: DEVICE_OPTIONS_LIMIT, filter: { devtype } }),
    (device) => ({
      value: device.devid,
      label: device.devname === device.devid ? device.devid : `${device.devname} (${device.devid})`,
    }),
  );
  return (
    <ServerSearchSelect
      search={search}
      value={value}
      onChange={onChange}
      maxCount={DEVICE_BATCH_MAX}
      placeholder={placeholder ?? t('firmware.notify.devicesPlaceholder')}
      testId={testId}
    />
  );
}
