import { Button, Popconfirm } from 'antd';
import { DownloadOutlined, PlusSquareOutlined, SyncOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BatchDeleteButton } from '../../common/BatchDeleteButton';
import { CreateButton } from '../../common/CreateButton';

export interface DeviceActionsProps {
  /** Whether the user may change devices (sub-users without devices:write only read and download). */
  editable: boolean;
  selectedCount: number;
  /** Whether the user may add devices to a group, project or multicast group (the bulk "Add to…"). */
  bulkAddable: boolean;
  onBulkAdd: () => void;
  onRenewSecrets: () => void;
  onBatchDelete: () => void;
  onDownload: () => void;
  downloading: boolean;
  onImport: () => void;
  onCreate: () => void;
}

/** The device list's actions: the batch ones on the selection (add to…, new secrets, delete), then download, import and create. */
export function DeviceActions(props: DeviceActionsProps) {
  const { t } = useTranslation();
  const none = props.selectedCount === 0;
  const download = (
    <Button
      icon={<DownloadOutlined />}
      loading={props.downloading}
      onClick={props.onDownload}
      data-testid="device-download"
    >
      {t('devices.download')}
    </Button>
  );
  const bulkAdd = props.bulkAddable && (
    <Button
      icon={<PlusSquareOutlined />}
      disabled={none}
      onClick={props.onBulkAdd}
      data-testid="device-bulk-add"
    >
      {t('devices.bulk.open')}
    </Button>
  );
  if (!props.editable)
    return (
      <>
        {bulkAdd}
        {download}
      </>
    );
  return (
    <>
      {bulkAdd}
      <Popconfirm
        title={t('secrets.confirmRenew', { count: props.selectedCount })}
        onConfirm={props.onRenewSecrets}
        disabled={none}
      >
        <Button icon={<SyncOutlined />} disabled={none} data-testid="device-renew-secrets">
          {t('secrets.renew')}
        </Button>
      </Popconfirm>
      <BatchDeleteButton
        count={props.selectedCount}
        onConfirm={props.onBatchDelete}
        testId="device-batch-delete"
      />
      {download}
      <Button icon={<UploadOutlined />} onClick={props.onImport} data-testid="device-import">
        {t('import.open')}
      </Button>
      <CreateButton label={t('devices.create')} onClick={props.onCreate} testId="device-create" />
    </>
  );
}
