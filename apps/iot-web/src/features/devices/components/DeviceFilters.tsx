import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceTableStatus } from '@fleetkey/contract';
import { STATUS_LOOKS } from '../../common/device-status';

export interface DeviceFiltersProps {
  devtype: string;
  devtypes: readonly string[];
  onDevtype: (value: string) => void;
  status: DeviceTableStatus | undefined;
  onStatus: (value: DeviceTableStatus | undefined) => void;
}

/** The device list's filters beside its search: the type with "all" first, then the status. */
export function DeviceFilters(props: DeviceFiltersProps) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        value={props.devtype}
        onChange={props.onDevtype}
        style={{ width: 180 }}
        data-testid="device-type-filter"
        options={[
          { value: '', label: t('dashboard.allTypes') },
          ...props.devtypes.map((d) => ({ value: d, label: d })),
        ]}
      />
      <Select<DeviceTableStatus | 'all'>
        value={props.status ?? 'all'}
        onChange={(value) => props.onStatus(value === 'all' ? undefined : value)}
        style={{ width: 140 }}
        data-testid="device-status-filter"
        options={[
          { value: 'all', label: t('devices.allStatuses') },
          ...STATUS_LOOKS.map((look) => ({ value: look.tableCode, label: t(look.labelKey) })),
        ]}
      />
    </>
  );
}
