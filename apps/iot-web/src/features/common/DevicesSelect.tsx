import { useTranslation } from 'react-i18next';
import { DEVICE_BATCH_MAX } from '@fleetkey/contract';
import { deviceLabel } from './format';
import { DEVICE_OPTIONS_LIMIT } from './hooks/useDeviceOptions';
import { useIotApi } from './hooks/useIotApi';
import { useServerSearch } from './hooks/use-server-search';
import { QUERY_ROOTS } from './query-keys';
import { ServerSearchSelect } from './ServerSearchSelect';

/**
 * Picks several devices (of one type when `devtype` is given) by name or id, searching on the server as the
 * user types; the server lists the exact id first, then ids starting with what was typed.
 */
export function DevicesSelect({
  devtype,
  value,
  onChange,
  placeholder,
  maxCount = DEVICE_BATCH_MAX,
  testId = 'firmware-notify-devices',
}: {
  devtype?: string;
  /** How many may be chosen: a batch call's limit unless the caller's call takes fewer. */
  maxCount?: number;
  /** Given by the enclosing Form.Item. */
  value?: string[];
  onChange?: (devids: string[]) => void;
  placeholder?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const api = useIotApi();
  const search = useServerSearch(
    [QUERY_ROOTS.devices, devtype ?? ''],
    (text) =>
      api.devices.list({
        search: text,
        limit: DEVICE_OPTIONS_LIMIT,
        ...(devtype ? { filter: { devtype } } : {}),
      }),
    (device) => ({ value: device.devid, label: deviceLabel(device) }),
  );
  return (
    <ServerSearchSelect
      search={search}
      value={value}
      onChange={onChange}
      maxCount={maxCount}
      placeholder={
        placeholder ?? (devtype ? t('deviceSelect.typePlaceholder') : t('deviceSelect.placeholderMany'))
      }
      testId={testId}
    />
  );
}
