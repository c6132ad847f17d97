import { useState } from 'react';
import { App, Button, Flex, Popconfirm, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DeviceTypeSummary } from '@fleetkey/contract';
import { BatchDeleteButton } from '../common/BatchDeleteButton';
import { formatDateTime } from '../common/format';
import { useListSearch } from '../common/hooks/use-list-search';
import { ListToolbar } from '../common/ListToolbar';
import { LoadError } from '../common/LoadError';
import { TABLE_PAGE_SIZE } from '../common/paging';
import { DeviceTypeDialog } from './components/DeviceTypeDialog';
import { useDeviceType, useDeviceTypeActions, useDeviceTypeList } from './hooks/useDeviceTypes';

type DialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; devtype: string };

/** The device types screen: search, list with device counts, create, edit, delete and batch delete. */
export function DeviceTypeList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const search = useListSearch();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(TABLE_PAGE_SIZE);
  const [descend, setDescend] = useState(true);
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });

  const list = useDeviceTypeList({ page, pageSize, search: search.settled, descend });
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
      <ListToolbar
        search={{
          text: search.text,
          valid: search.valid,
          onChange: (text) => {
            search.setText(text);
            setPage(1);
          },
          placeholder: t('deviceTypes.searchPlaceholder'),
          width: 280,
          testId: 'devtype-search',
        }}
        actions={
          <>
            <BatchDeleteButton
              count={selected.length}
              onConfirm={removeSelected}
              testId="devtype-batch-delete"
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ mode: 'create' })}
              data-testid="devtype-create"
            >
              {t('deviceTypes.create')}
            </Button>
          </>
        }
      />
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
      {(dialog.mode === 'create' || (dialog.mode === 'edit' && editing.data)) && (
        <DeviceTypeDialog
          // The edit dialog opens once the whole type (commands and their parameters) has loaded.
          editing={dialog.mode === 'edit' ? editing.data : undefined}
          onCreate={(input) => actions.create.mutateAsync(input)}
          onUpdate={(devtype, input) => actions.update.mutateAsync({ devtype, input })}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
    </Flex>
  );
}
