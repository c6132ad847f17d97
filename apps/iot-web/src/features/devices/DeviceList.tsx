import { useState } from 'react';
import { App, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeviceSecret, DeviceTableStatus, DeviceView } from '@fleetkey/contract';
import { saveBlob } from '@fleetkey/web-kit';
import { deviceDetailPath } from '../common/device-links';
import { DeviceStatusTag } from '../common/DeviceStatusTag';
import { useAllDeviceTypes } from '../common/hooks/useAllDeviceTypes';
import { useListPage } from '../common/hooks/use-list-page';
import { useIotAccess } from '../access/use-iot-access';
import { ListPage } from '../common/ListPage';
import { RowActions } from '../common/RowActions';
import { timeSort } from '../common/time-sort';
import { allowedBulkTargets } from './bulk/bulk-targets';
import { BulkAddDialog } from './bulk/BulkAddDialog';
import { DeviceActions } from './components/DeviceActions';
import { DeviceDialog } from './components/DeviceDialog';
import { DeviceFilters } from './components/DeviceFilters';
import { ImportDialog } from './components/ImportDialog';
import { SecretDialog } from './components/SecretDialog';
import { useDeviceActions, useDeviceList } from './hooks/useDevices';
import { dateTimeColumn } from '../common/date-time-column';
import { actionsColumn } from '../common/actions-column';

type Dialog =
  | { mode: 'none' }
  | { mode: 'create' }
  | { mode: 'edit'; device: DeviceView }
  | { mode: 'import' }
  | { mode: 'bulkAdd' };

/** The devices screen: filters, a server-paged table, create/edit/delete, batch actions, import, download. */
export function DeviceList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const view = useListPage();
  const [devtype, setDevtype] = useState('');
  const [status, setStatus] = useState<DeviceTableStatus | undefined>(undefined);
  const [dialog, setDialog] = useState<Dialog>({ mode: 'none' });
  // New secrets live only here, until the secret dialog is closed.
  const [secrets, setSecrets] = useState<DeviceSecret[]>([]);

  const list = useDeviceList({ ...view.query, devtype, status });
  const types = useAllDeviceTypes();
  const typeNames = (types.data ?? []).map((type) => type.devtype);
  const actions = useDeviceActions();
  const { can } = useIotAccess();
  const editable = can('devices', 'write');
  const bulkTargets = allowedBulkTargets(can);

  const columns: TableColumnsType<DeviceView> = [
    {
      title: t('devices.devid'),
      dataIndex: 'devid',
      key: 'devid',
      render: (devid: string, device) => (
        <Link to={deviceDetailPath(device)} data-testid={`device-link-${devid}`}>
          {devid}
        </Link>
      ),
    },
    { title: t('devices.devname'), dataIndex: 'devname', key: 'devname' },
    { title: t('devices.devtype'), dataIndex: 'devtype', key: 'devtype' },
    {
      title: t('devices.status'),
      dataIndex: 'status',
      key: 'status',
      render: (code: DeviceTableStatus) => <DeviceStatusTag status={code} />,
    },
    {
      title: t('devices.gateway'),
      dataIndex: 'gateway',
      key: 'gateway',
      render: (g: string | null) => g ?? '—',
    },
    dateTimeColumn(t('devices.registertime'), 'registertime', timeSort(view.query.descend)),
    ...(!editable
      ? []
      : [
          actionsColumn<DeviceView>(t, (device) => (
            <RowActions
              onEdit={() => setDialog({ mode: 'edit', device })}
              remove={{
                title: t('devices.confirmDelete', { name: device.devid }),
                onConfirm: () => view.deleteRow(actions.remove, device.devid),
                testId: `device-delete-${device.devid}`,
              }}
            />
          )),
        ]),
  ];

  return (
    <ListPage<DeviceView>
      testId="device-list"
      list={{ view, query: list }}
      search={t('devices.searchPlaceholder')}
      filters={
        <DeviceFilters
          devtype={devtype}
          devtypes={typeNames}
          onDevtype={view.firstPage(setDevtype)}
          status={status}
          onStatus={view.firstPage(setStatus)}
        />
      }
      actions={
        <DeviceActions
          editable={editable}
          selectedCount={view.selected.length}
          bulkAddable={bulkTargets.length > 0}
          onBulkAdd={() => setDialog({ mode: 'bulkAdd' })}
          onRenewSecrets={() => actions.renewSecrets.mutate(view.selected, { onSuccess: setSecrets })}
          onBatchDelete={() => actions.removeMany.mutate(view.selected, { onSuccess: view.onDeletedMany })}
          onDownload={() =>
            actions.download.mutate(devtype || undefined, {
              onSuccess: (file) => saveBlob(file.blob, file.fileName ?? 'devices.csv'),
            })
          }
          downloading={actions.download.isPending}
          onImport={() => setDialog({ mode: 'import' })}
          onCreate={() => setDialog({ mode: 'create' })}
        />
      }
      rowKey="devid"
      columns={columns}
      selectable={editable || bulkTargets.length > 0}
    >
      {(dialog.mode === 'create' || dialog.mode === 'edit') && (
        <DeviceDialog
          editing={dialog.mode === 'edit' ? dialog.device : undefined}
          devtypes={typeNames}
          onCreate={async (input) => {
            const created = await actions.create.mutateAsync(input);
            setSecrets([{ devid: created.devid, devsecret: created.devsecret }]);
          }}
          onUpdate={(devid, input) => actions.update.mutateAsync({ devid, input })}
          onClose={() => setDialog({ mode: 'none' })}
        />
      )}
      {dialog.mode === 'import' && (
        <ImportDialog
          onImported={(devices) => {
            setDialog({ mode: 'none' });
            void message.success(t('import.done', { count: devices.length }));
            setSecrets(devices.map((d) => ({ devid: d.devid, devsecret: d.devsecret })));
          }}
          onClose={() => setDialog({ mode: 'none' })}
        />
      )}
      {dialog.mode === 'bulkAdd' && (
        <BulkAddDialog
          devids={view.selected}
          targets={bulkTargets}
          onAdded={() => view.setSelected([])}
          onClose={() => setDialog({ mode: 'none' })}
        />
      )}
      {secrets.length > 0 && <SecretDialog secrets={secrets} onClose={() => setSecrets([])} />}
    </ListPage>
  );
}
