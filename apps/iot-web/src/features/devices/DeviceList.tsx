import { useState } from 'react';
import { App, Button, Flex, Popconfirm, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeviceSecret, DeviceTableStatus, DeviceView } from '@fleetkey/contract';
import { deviceDetailPath } from '../common/device-links';
import { DeviceStatusTag } from '../common/DeviceStatusTag';
import { saveBlob } from '../common/download';
import { formatDateTime } from '../common/format';
import { useAllDeviceTypes } from '../common/hooks/useAllDeviceTypes';
import { useListSearch } from '../common/hooks/use-list-search';
import { LoadError } from '../common/LoadError';
import { TABLE_PAGE_SIZE } from '../common/paging';
import { DeviceDialog } from './components/DeviceDialog';
import { DeviceToolbar } from './components/DeviceToolbar';
import { ImportDialog } from './components/ImportDialog';
import { SecretDialog } from './components/SecretDialog';
import { useDeviceActions, useDeviceList } from './hooks/useDevices';

type Dialog =
  { mode: 'none' } | { mode: 'create' } | { mode: 'edit'; device: DeviceView } | { mode: 'import' };

/** The devices screen: filters, a server-paged table, create/edit/delete, batch actions, import, download. */
export function DeviceList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const search = useListSearch();
  const [devtype, setDevtype] = useState('');
  const [status, setStatus] = useState<DeviceTableStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(TABLE_PAGE_SIZE);
  const [descend, setDescend] = useState(true);
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog>({ mode: 'none' });
  // New secrets live only here, until the secret dialog is closed.
  const [secrets, setSecrets] = useState<DeviceSecret[]>([]);

  const list = useDeviceList({ page, pageSize, search: search.settled, devtype, status, descend });
  const types = useAllDeviceTypes();
  const typeNames = (types.data ?? []).map((type) => type.devtype);
  const actions = useDeviceActions();
  const firstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  // Failures are toasted by the central error handler; only success is handled here.
  const removeOne = (devid: string) =>
    actions.remove.mutate(devid, {
      onSuccess: () => {
        setSelected((keys) => keys.filter((key) => key !== devid));
        void message.success(t('list.deleted'));
      },
    });
  const removeSelected = () =>
    actions.removeMany.mutate(selected, {
      onSuccess: ({ deleted }) => {
        setSelected([]);
        void message.success(t('list.deletedCount', { count: deleted }));
      },
    });
  const download = () =>
    actions.download.mutate(devtype || undefined, {
      onSuccess: (file) => saveBlob(file.blob, file.fileName ?? 'devices.csv'),
    });

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
    {
      title: t('devices.registertime'),
      dataIndex: 'registertime',
      key: 'registertime',
      sorter: true,
      sortOrder: descend ? 'descend' : 'ascend',
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (ms: number) => formatDateTime(ms),
    },
    {
      title: t('list.actions'),
      key: 'actions',
      render: (_, device) => (
        <Space size={0}>
          <Button size="small" type="link" onClick={() => setDialog({ mode: 'edit', device })}>
            {t('list.edit')}
          </Button>
          <Popconfirm
            title={t('devices.confirmDelete', { name: device.devid })}
            okText={t('list.delete')}
            okButtonProps={{ danger: true }}
            onConfirm={() => removeOne(device.devid)}
          >
            <Button size="small" type="link" danger data-testid={`device-delete-${device.devid}`}>
              {t('list.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12} data-testid="device-list">
      <DeviceToolbar
        search={search.text}
        searchValid={search.valid}
        onSearch={firstPage(search.setText)}
        devtype={devtype}
        devtypes={typeNames}
        onDevtype={firstPage(setDevtype)}
        status={status}
        onStatus={firstPage(setStatus)}
        selectedCount={selected.length}
        onCreate={() => setDialog({ mode: 'create' })}
        onImport={() => setDialog({ mode: 'import' })}
        onDownload={download}
        downloading={actions.download.isPending}
        onBatchDelete={removeSelected}
        onRenewSecrets={() => actions.renewSecrets.mutate(selected, { onSuccess: setSecrets })}
      />
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      <Table<DeviceView>
        rowKey="devid"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.result ?? []}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          preserveSelectedRowKeys: true,
        }}
        locale={{ emptyText: t('list.noData') }}
        onChange={(pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          setDescend(one?.order !== 'ascend');
          setPage(pagination.current ?? 1);
          setPageSize(pagination.pageSize ?? TABLE_PAGE_SIZE);
        }}
        pagination={{
          current: page,
          pageSize,
          total: list.data?.totalCount ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { count: total }),
        }}
      />
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
      {secrets.length > 0 && <SecretDialog secrets={secrets} onClose={() => setSecrets([])} />}
    </Flex>
  );
}
