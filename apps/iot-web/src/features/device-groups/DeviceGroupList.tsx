import { useState } from 'react';
import { App, Button, Flex, Popconfirm, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DeviceGroupView } from '@fleetkey/contract';
import { formatDateTime } from '../common/format';
import { useListSearch } from '../common/hooks/use-list-search';
import { ListToolbar } from '../common/ListToolbar';
import { LoadError } from '../common/LoadError';
import { TABLE_PAGE_SIZE } from '../common/paging';
import { GroupDialog } from './components/GroupDialog';
import { GroupMembers } from './components/GroupMembers';
import { useGroupActions, useGroupList } from './hooks/useDeviceGroups';

type Dialog = { mode: 'none' } | { mode: 'create' } | { mode: 'edit' | 'members'; group: DeviceGroupView };

/** The device groups screen: search, list with member counts, create, rename, delete, members. */
export function DeviceGroupList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const search = useListSearch();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>({ mode: 'none' });
  const list = useGroupList(page, TABLE_PAGE_SIZE, search.settled);
  const actions = useGroupActions();

  const columns: TableColumnsType<DeviceGroupView> = [
    {
      title: t('groups.name'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string, group) => (
        <Button type="link" size="small" onClick={() => setDialog({ mode: 'members', group })}>
          {name}
        </Button>
      ),
    },
    { title: t('groups.comment'), dataIndex: 'comment', key: 'comment', render: (c: string) => c || '—' },
    { title: t('groups.deviceCount'), key: 'count', align: 'right', render: (_, g) => g.devices.count },
    {
      title: t('deviceTypes.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (ms: number) => formatDateTime(ms),
    },
    {
      title: t('list.actions'),
      key: 'actions',
      render: (_, group) => (
        <Space size={0}>
          <Button size="small" type="link" onClick={() => setDialog({ mode: 'members', group })}>
            {t('groups.members')}
          </Button>
          <Button size="small" type="link" onClick={() => setDialog({ mode: 'edit', group })}>
            {t('list.edit')}
          </Button>
          <Popconfirm
            title={t('groups.confirmDelete', { name: group.name })}
            description={t('groups.devicesStay')}
            okText={t('list.delete')}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              actions.remove.mutate(group.id, { onSuccess: () => void message.success(t('list.deleted')) })
            }
          >
            <Button size="small" type="link" danger>
              {t('list.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12} data-testid="group-list">
      <ListToolbar
        search={{
          text: search.text,
          valid: search.valid,
          onChange: (text) => {
            search.setText(text);
            setPage(1);
          },
          placeholder: t('groups.searchPlaceholder'),
          width: 260,
        }}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ mode: 'create' })}
            data-testid="group-create"
          >
            {t('groups.create')}
          </Button>
        }
      />
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      <Table<DeviceGroupView>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.result ?? []}
        locale={{ emptyText: t('list.noData') }}
        onChange={(pagination) => setPage(pagination.current ?? 1)}
        pagination={{
          current: page,
          pageSize: TABLE_PAGE_SIZE,
          total: list.data?.totalCount ?? 0,
          showTotal: (total) => t('list.total', { count: total }),
        }}
      />
      {dialog.mode === 'create' && (
        <GroupDialog
          onSave={(values) => actions.create.mutateAsync(values)}
          onClose={() => setDialog({ mode: 'none' })}
        />
      )}
      {dialog.mode === 'edit' && (
        <GroupDialog
          editing={dialog.group}
          onSave={(input) => actions.update.mutateAsync({ groupid: dialog.group.id, input })}
          onClose={() => setDialog({ mode: 'none' })}
        />
      )}
      {dialog.mode === 'members' && (
        <GroupMembers group={dialog.group} onClose={() => setDialog({ mode: 'none' })} />
      )}
    </Flex>
  );
}
