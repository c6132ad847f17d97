import { useState } from 'react';
import { App, Button, Select, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@fleetkey/web-kit';
import { permissionName } from './permission-name';
import { ExportButton } from '../common/ExportButton';
import { PERMISSION_TYPES, type PermissionType, type PermissionView } from '@fleetkey/contract';
import { Allowed } from '../admin-access/Allowed';
import { PasswordConfirmDialog } from '../admin-access/PasswordConfirmDialog';
import { timeColumn } from '../common/time-sort';
import { useListView } from '../common/use-list-view';
import { ListTable, listPageOf } from '../common/ListTable';
import { TABLE_PAGE_SIZE } from '../common/paging';
import { PermissionDetailDrawer } from './components/PermissionDetailDrawer';
import { PermissionFormDialog } from './components/PermissionFormDialog';
import { SearchBox } from '../common/SearchBox';
import { usePermissionActions, usePermissionList } from './hooks/usePermissions';
import { ListToolbar } from '../common/ListToolbar';
import { fieldColumns } from '../common/field-columns';

type Dialog =
  { kind: 'none' } | { kind: 'new' } | { kind: 'edit' | 'detail' | 'delete'; permission: PermissionView };

/**
 * /Home/permissionManage/permissionManage: the permission catalogue — search, type filter, order by update
 * date, pages, CSV of the view, details; creating, editing and deleting only with permissions:write. System
 * permissions (one per console resource) are marked and cannot be deleted.
 */
export function PermissionManage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { view, page, setPage, update } = useListView<{
    search: string;
    type: PermissionType | 'all';
    descend: boolean;
  }>({ search: '', type: 'all', descend: true });
  const { search, type, descend } = view;
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const filter = { search, type: type === 'all' ? undefined : type, descend };
  const list = usePermissionList({ ...filter, page, pageSize: TABLE_PAGE_SIZE });
  const actions = usePermissionActions();
  const close = () => setDialog({ kind: 'none' });

  // A refusal reaches the user through the central toast; the password dialog has done its part.
  const remove = (permission: PermissionView) => {
    close();
    actions.remove.mutate(permission.id, {
      onSuccess: () => void message.success(t('permissionsAdmin.deleted', { name: permission.name })),
    });
  };

  const columns: TableColumnsType<PermissionView> = [
    {
      key: 'name',
      title: t('permissionsAdmin.fields.name'),
      render: (_, p) => (
        <Space size={4}>
          <Typography.Link onClick={() => setDialog({ kind: 'detail', permission: p })}>
            {permissionName(t, p)}
          </Typography.Link>
          {p.type === 'system' && <Tag color="blue">{t('permissionsAdmin.types.system')}</Tag>}
        </Space>
      ),
    },
    ...fieldColumns<PermissionView>(t, 'permissionsAdmin.fields', ['key', 'desc', 'os', 'version']),
    {
      key: 'details',
      title: t('permissionsAdmin.fields.details'),
      render: (_, p) => (
        <Typography.Text ellipsis={{ tooltip: p.details }} style={{ maxWidth: 200 }}>
          {p.details}
        </Typography.Text>
      ),
    },
    timeColumn('updatedAt', t('permissionsAdmin.fields.updatedAt'), descend, (p) => p.updatedAt),
    {
      key: 'actions',
      // Kept in view when the table scrolls sideways on narrow screens.
      fixed: 'right' as const,
      title: t('permissionsAdmin.actions'),
      render: (_, p) => (
        <Allowed permission="permissions:write">
          <Space>
            <Button
              size="small"
              type="link"
              onClick={() => setDialog({ kind: 'edit', permission: p })}
              data-testid={`permission-edit-${p.id}`}
            >
              {t('permissionsAdmin.edit')}
            </Button>
            {p.type === 'system' ? (
              <Tooltip title={t('permissionsAdmin.systemFixed')}>
                <Button size="small" type="link" danger disabled>
                  {t('permissionsAdmin.delete')}
                </Button>
              </Tooltip>
            ) : (
              <Button
                size="small"
                type="link"
                danger
                onClick={() => setDialog({ kind: 'delete', permission: p })}
                data-testid={`permission-delete-${p.id}`}
              >
                {t('permissionsAdmin.delete')}
              </Button>
            )}
          </Space>
        </Allowed>
      ),
    },
  ];

  return (
    <>
      <ListToolbar
        filters={
          <>
            <SearchBox
              placeholder={t('permissionsAdmin.searchPlaceholder')}
              testId="permission-search"
              onSearch={(text) => update({ search: text })}
            />
            <Select<PermissionType | 'all'>
              value={type}
              style={{ width: 160 }}
              onChange={(value) => update({ type: value })}
              options={(['all', ...PERMISSION_TYPES] as const).map((value) => ({
                value,
                label: t(`permissionsAdmin.types.${value}`),
              }))}
              data-testid="permission-type-filter"
            />
          </>
        }
      >
        <Space>
          <ExportButton
            testId="permission-export"
            exporting={actions.exportCsv.isPending}
            onExport={() => actions.exportCsv.mutate(filter)}
          >
            {t('permissionsAdmin.export')}
          </ExportButton>
          <Allowed permission="permissions:write">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'new' })}
              data-testid="permission-new"
            >
              {t('permissionsAdmin.new')}
            </Button>
          </Allowed>
        </Space>
      </ListToolbar>
      <QueryError query={list} />
      <ListTable<PermissionView>
        testId="permission-table"
        {...listPageOf(list, page, setPage)}
        onOrder={(next) => next !== descend && update({ descend: next })}
        emptyText={t('permissionsAdmin.empty')}
        columns={columns}
      />
      {(dialog.kind === 'new' || dialog.kind === 'edit') && (
        <PermissionFormDialog
          permission={dialog.kind === 'edit' ? dialog.permission : undefined}
          onClose={close}
        />
      )}
      {dialog.kind === 'detail' && <PermissionDetailDrawer permission={dialog.permission} onClose={close} />}
      <PasswordConfirmDialog
        open={dialog.kind === 'delete'}
        title={
          dialog.kind === 'delete'
            ? t('permissionsAdmin.deleteTitle', { name: dialog.permission.name })
            : undefined
        }
        onCancel={close}
        onConfirmed={() => (dialog.kind === 'delete' ? remove(dialog.permission) : undefined)}
      />
    </>
  );
}
