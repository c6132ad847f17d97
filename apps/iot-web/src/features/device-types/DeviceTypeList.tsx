import { useState } from 'react';
import { App, Button, Flex, Input, Popconfirm, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { searchInputSchema } from '@fleetkey/contract';
import type { DeviceTypeSummary } from '@fleetkey/contract';
import { formatDateTime } from '../common/format';
import { useDebounced } from '../common/hooks/use-debounced';
import { LoadError } from '../common/LoadError';
import { TABLE_PAGE_SIZE } from '../common/paging';
import { DeviceTypeDialog } from './components/DeviceTypeDialog';
import { useDeviceType, useDeviceTypeActions, useDeviceTypeList } from './hooks/useDeviceTypes';

type DialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; devtype: string };

/** The device types screen: search, list with device counts, create, edit, delete and batch delete. */
export function DeviceTypeList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(TABLE_PAGE_SIZE);
  const [descend, setDescend] = useState(true);
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });

  // Only a search the server accepts is sent; the box shows why another is refused.
  const searchValid = searchInputSchema.safeParse(search).success;
  const settledSearch = useDebounced(searchValid ? search.trim() : '', 300);
  const list = useDeviceTypeList({ page, pageSize, search: settledSearch, descend });
  const editing = useDeviceType(dialog.mode === 'edit' ? dialog.devtype : undefined);
  const actions = useDeviceTypeActions();

  // Failures are toasted by the central error handler; only success is handled here.
  const removeOne = (devtype: string) =>
    actions.remove.mutate(devtype, {
      onSuccess: () => {
        setSelected((keys) => keys.filter((key) => key !== devtype));
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

  const columns: TableColumnsType<DeviceTypeSummary> = [
    { title: t('deviceTypes.name'), dataIndex: 'devtype', key: 'devtype' },
    {
      title: t('deviceTypes.comment'),
      dataIndex: 'comment',
      key: 'comment',
      render: (c: string) => c || '—',
    },
    {
      title: t('deviceTypes.deviceCount'),
      key: 'count',
      align: 'right',
      render: (_, type) => type.devices.count,
    },
    {
      title: t('deviceTypes.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      sortOrder: descend ? 'descend' : 'ascend',
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (ms: number) => formatDateTime(ms),
    },
    {
      title: t('list.actions'),
      key: 'actions',
      render: (_, type) => (
        <Space>
          <Button size="small" type="link" onClick={() => setDialog({ mode: 'edit', devtype: type.devtype })}>
            {t('list.edit')}
          </Button>
          <Popconfirm
            title={t('deviceTypes.confirmDelete', { name: type.devtype })}
            description={type.devices.count > 0 ? t('deviceTypes.hasDevices') : undefined}
            okText={t('list.delete')}
            okButtonProps={{ danger: true }}
            onConfirm={() => removeOne(type.devtype)}
          >
            <Button size="small" type="link" danger data-testid={`devtype-delete-${type.devtype}`}>
              {t('list.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12} data-testid="devtype-list">
      <Flex gap={12} wrap justify="space-between">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('deviceTypes.searchPlaceholder')}
          value={search}
          status={searchValid ? undefined : 'error'}
          title={searchValid ? undefined : t('validation.searchInvalid')}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          style={{ width: 280 }}
          data-testid="devtype-search"
        />
        <Space>
          <Popconfirm
            title={t('list.confirmBatchDelete', { count: selected.length })}
            okText={t('list.delete')}
            okButtonProps={{ danger: true }}
            onConfirm={removeSelected}
            disabled={selected.length === 0}
          >
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selected.length === 0}
              data-testid="devtype-batch-delete"
            >
              {t('list.batchDelete')}
            </Button>
          </Popconfirm>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ mode: 'create' })}
            data-testid="devtype-create"
          >
            {t('deviceTypes.create')}
          </Button>
        </Space>
      </Flex>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      <Table<DeviceTypeSummary>
        rowKey="devtype"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.result ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
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
      {dialog.mode === 'create' && (
        <DeviceTypeDialog
          onCreate={(input) => actions.create.mutateAsync(input)}
          onUpdate={(devtype, input) => actions.update.mutateAsync({ devtype, input })}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
      {dialog.mode === 'edit' && editing.data && (
        <DeviceTypeDialog
          editing={editing.data}
          onCreate={(input) => actions.create.mutateAsync(input)}
          onUpdate={(devtype, input) => actions.update.mutateAsync({ devtype, input })}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
    </Flex>
  );
}
