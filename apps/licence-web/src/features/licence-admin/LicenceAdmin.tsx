import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { LICENCE_ADMIN_SORTS, type LicenceAdminRow, type LicenceAdminSort } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { PasswordConfirmDialog } from '../admin-access/PasswordConfirmDialog';
import { useAdminGrants } from '../admin-access/use-admin-grants';
import { useListView } from '../common/use-list-view';
import { ListTable, listPageOf } from '../common/ListTable';
import { columnOrder } from '../common/time-sort';
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
  const { view, page, setPage, update } = useListView<{
    search: string;
    filters: LicenceAdminFilters;
    order: LicenceAdminOrder;
  }>({ search: '', filters: {}, order: DEFAULT_ORDER });
  const { search, filters, order } = view;
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const query = { search: search || undefined, ...filters, ...order };
  const list = useLicenceAdminList(query, page);
  const actions = useLicenceAdminActions();
  const close = () => setDialog({ kind: 'none' });

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
        onSearch={(next) => update({ search: next })}
        onFilters={(next) => update({ filters: next })}
        onExport={() => actions.exportCsv.mutate(query)}
        exporting={actions.exportCsv.isPending}
      />
      <QueryError query={list} />
      <ListTable<LicenceAdminRow>
        testId="licence-admin-table"
        {...listPageOf(list, page, setPage)}
        onSort={(sorter) => update({ order: columnOrder(sorter, isSort, DEFAULT_ORDER) })}
        emptyText={t(filtered ? 'licenceAdmin.noMatch' : 'licenceAdmin.empty')}
        columns={columns}
      />
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
