import { useState } from 'react';
import { App, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { LICENCE_ADMIN_SORTS, type LicenceAdminRow, type LicenceAdminSort } from '@fleetkey/contract';
import { PasswordConfirmDialog } from '../admin-access/PasswordConfirmDialog';
import { useAdminGrants } from '../admin-access/use-admin-grants';
import { LoadError } from '../common/LoadError';
import { TABLE_PAGE_SIZE, tablePagination } from '../common/paging';
import { licenceAdminColumns, type LicenceAdminOrder } from './components/licence-admin-columns';
import { LicenceAdminToolbar, type LicenceAdminFilters } from './components/LicenceAdminToolbar';
import { LicenceDetailDrawer } from './components/LicenceDetailDrawer';
import { LicenceEditDialog } from './components/LicenceEditDialog';
import { LicenceRoleDialog } from './components/LicenceRoleDialog';
import { useLicenceAdminActions, useLicenceAdminList } from './hooks/useLicenceAdmin';

type Dialog =
  { kind: 'none' } | { kind: 'detail' | 'owner' | 'edit' | 'role' | 'delete'; licence: LicenceAdminRow };

const DEFAULT_ORDER: LicenceAdminOrder = { sort: 'createdAt', descend: true };
const isSort = (key: unknown): key is LicenceAdminSort =>
  (LICENCE_ADMIN_SORTS as readonly unknown[]).includes(key);

/**
 * /Home/LicenceAdmin/LicenceAdmin, where administrators land: every user's licences — search, use-status,
 * edition and status filters, order by creation or expiry, pages, CSV of the view, detail drawers; edit,
 * role assignment (with roles:read to list the roles) and delete (after the password) need licences:write.
 */
export function LicenceAdmin() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { can } = useAdminGrants();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<LicenceAdminFilters>({});
  const [order, setOrder] = useState<LicenceAdminOrder>(DEFAULT_ORDER);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const view = { search: search || undefined, ...filters, ...order };
  const list = useLicenceAdminList(view, page);
  const actions = useLicenceAdminActions();
  const close = () => setDialog({ kind: 'none' });
  const firstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  // A refusal reaches the user through the central toast; the password dialog has done its part.
  const remove = (licence: LicenceAdminRow) => {
    close();
    actions.remove.mutate(licence.id, {
      onSuccess: () => void message.success(t('licenceAdmin.deleted', { number: licence.licenceNo })),
    });
  };

  const columns = licenceAdminColumns(t, order, can('roles:read'), {
    onDetail: (licence) => setDialog({ kind: 'detail', licence }),
    onOwner: (licence) => setDialog({ kind: 'owner', licence }),
    onEdit: (licence) => setDialog({ kind: 'edit', licence }),
    onRole: (licence) => setDialog({ kind: 'role', licence }),
    onDelete: (licence) => setDialog({ kind: 'delete', licence }),
  });
  const filtered = search !== '' || Object.values(filters).some((value) => value !== undefined);

  return (
    <>
      <LicenceAdminToolbar
        filters={filters}
        onSearch={firstPage(setSearch)}
        onFilters={firstPage(setFilters)}
        onExport={() => actions.exportCsv.mutate(view)}
        exporting={actions.exportCsv.isPending}
      />
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      <div data-testid="licence-admin-table">
        <Table<LicenceAdminRow>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.result}
          columns={columns}
          locale={{ emptyText: t(filtered ? 'licenceAdmin.noMatch' : 'licenceAdmin.empty') }}
          scroll={{ x: 'max-content' }}
          onChange={(_pagination, _filters, sorter, { action }) => {
            if (action !== 'sort') return;
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            const next =
              one?.order && isSort(one.columnKey)
                ? { sort: one.columnKey, descend: one.order === 'descend' }
                : DEFAULT_ORDER;
            firstPage(setOrder)(next);
          }}
          pagination={tablePagination(t, {
            page,
            pageSize: TABLE_PAGE_SIZE,
            total: list.data?.totalCount ?? 0,
            onChange: setPage,
          })}
        />
      </div>
      {(dialog.kind === 'detail' || dialog.kind === 'owner') && (
        <LicenceDetailDrawer
          licence={dialog.licence}
          withLicence={dialog.kind === 'detail'}
          onClose={close}
        />
      )}
      {dialog.kind === 'edit' && (
        <LicenceEditDialog
          licence={dialog.licence}
          onClose={close}
          onSubmit={async (change) => {
            await actions.update.mutateAsync({ id: dialog.licence.id, change });
            void message.success(t('licenceAdmin.saved'));
          }}
        />
      )}
      {dialog.kind === 'role' && (
        <LicenceRoleDialog
          licence={dialog.licence}
          onClose={close}
          onSubmit={async (roleId) => {
            await actions.assignRole.mutateAsync({ id: dialog.licence.id, roleId });
            void message.success(t('licenceAdmin.saved'));
          }}
        />
      )}
      <PasswordConfirmDialog
        open={dialog.kind === 'delete'}
        title={
          dialog.kind === 'delete'
            ? t('licenceAdmin.deleteTitle', { number: dialog.licence.licenceNo })
            : undefined
        }
        onCancel={close}
        onConfirmed={() => (dialog.kind === 'delete' ? remove(dialog.licence) : undefined)}
      />
    </>
  );
}
