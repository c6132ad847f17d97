import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceView } from '@fleetkey/contract';
import { useDebounced } from '@fleetkey/web-kit';
import { useDeviceOptions } from './hooks/useDeviceOptions';
import { deviceLabel } from './format';

export interface DeviceSelectProps {
  value: DeviceView | null;
  onChange: (device: DeviceView | null) => void;
  disabled?: boolean;
  'data-testid'?: string;
}

/** Picks one device by name or id, searching on the server as the user types. */
export function DeviceSelect({ value, onChange, disabled, 'data-testid': testId }: DeviceSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const options = useDeviceOptions(useDebounced(search.trim(), 250));
  const found = options.data?.result ?? [];
  // The chosen device stays an option even when the current search no longer finds it.
  const devices = value && !found.some((d) => d.devid === value.devid) ? [value, ...found] : found;
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      disabled={disabled}
      value={value?.devid ?? null}
      placeholder={t('deviceSelect.placeholder')}
      notFoundContent={options.isFetching ? t('deviceSelect.searching') : t('list.noData')}
      loading={options.isFetching}
      style={{ width: 280 }}
      data-testid={testId}
      onChange={(devid: string | null | undefined) =>
        onChange(devices.find((d) => d.devid === devid) ?? null)
      }
      options={devices.map((d) => ({
        value: d.devid,
        label: deviceLabel(d),
      }))}
    />
  );
}
