import { Button, Popconfirm, Select } from 'antd';
import { DownloadOutlined, KeyOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DeviceTableStatus } from '@fleetkey/contract';
import { BatchDeleteButton } from '../../common/BatchDeleteButton';
import { STATUS_LOOKS } from '../../common/device-status';
import { ListToolbar } from '../../common/ListToolbar';

export interface DeviceToolbarProps {
  search: string;
  searchValid: boolean;
  onSearch: (value: string) => void;
  devtype: string;
  devtypes: readonly string[];
  onDevtype: (value: string) => void;
  status: DeviceTableStatus | undefined;
  onStatus: (value: DeviceTableStatus | undefined) => void;
  selectedCount: number;
  onCreate: () => void;
  onImport: () => void;
  onDownload: () => void;
  downloading: boolean;
  onBatchDelete: () => void;
  onRenewSecrets: () => void;
}

/** Filters (search, type with "all" first, status) and the list's actions, batch ones on the selection. */
export function DeviceToolbar(props: DeviceToolbarProps) {
  const { t } = useTranslation();
  const none = props.selectedCount === 0;
  return (
    <ListToolbar
      search={{
        text: props.search,
        valid: props.searchValid,
        onChange: props.onSearch,
        placeholder: t('devices.searchPlaceholder'),
        width: 240,
        testId: 'device-search',
      }}
      filters={
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
      }
      actions={
        <>
          <Popconfirm
            title={t('secrets.confirmRenew', { count: props.selectedCount })}
            onConfirm={props.onRenewSecrets}
            disabled={none}
          >
            <Button icon={<KeyOutlined />} disabled={none} data-testid="device-renew-secrets">
              {t('secrets.renew')}
            </Button>
          </Popconfirm>
          <BatchDeleteButton
            count={props.selectedCount}
            onConfirm={props.onBatchDelete}
            testId="device-batch-delete"
          />
          <Button
            icon={<DownloadOutlined />}
            loading={props.downloading}
            onClick={props.onDownload}
            data-testid="device-download"
          >
            {t('devices.download')}
          </Button>
          <Button icon={<UploadOutlined />} onClick={props.onImport} data-testid="device-import">
            {t('import.open')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={props.onCreate} data-testid="device-create">
            {t('devices.create')}
          </Button>
        </>
      }
    />
  );
}
