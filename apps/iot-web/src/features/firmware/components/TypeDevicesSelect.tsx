import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICE_BATCH_MAX } from '@fleetkey/contract';
import { useDebounced } from '../../common/hooks/use-debounced';
import { useTypeDeviceOptions } from '../hooks/useNotifyTargets';

/** Picks several devices of one type by name or id, searching on the server as the user types. */
export function TypeDevicesSelect({
  devtype,
  value,
  onChange,
}: {
  devtype: string;
  /** Given by the enclosing Form.Item. */
  value?: string[];
  onChange?: (devids: string[]) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const options = useTypeDeviceOptions(devtype, useDebounced(search.trim(), 250));
  const found = (options.data?.result ?? []).map((d) => ({
    value: d.devid,
    label: d.devname === d.devid ? d.devid : `${d.devname} (${d.devid})`,
  }));
  // Chosen devices stay options (shown by id) when the current search no longer finds them.
  const chosen = (value ?? [])
    .filter((devid) => !found.some((option) => option.value === devid))
    .map((devid) => ({ value: devid, label: devid }));
  return (
    <Select
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      value={value}
      onChange={onChange}
      maxCount={DEVICE_BATCH_MAX}
      placeholder={t('firmware.notify.devicesPlaceholder')}
      notFoundContent={options.isFetching ? t('deviceSelect.searching') : t('list.noData')}
      loading={options.isFetching}
      options={[...chosen, ...found]}
      data-testid="firmware-notify-devices"
    />
  );
}
