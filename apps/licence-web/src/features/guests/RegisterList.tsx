import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayName, GUEST_SORTS, type GuestRow, type GuestSort, type Level } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { PasswordConfirmDialog } from '../admin-access/PasswordConfirmDialog';
import { useListView } from '../common/use-list-view';
import { ListTable, listPageOf } from '../common/ListTable';
import { columnOrder } from '../common/time-sort';
import { LevelDialog } from './components/LevelDialog';
import { registerColumns, type RegisterOrder } from './components/register-columns';
import { RegisterToolbar } from './components/RegisterToolbar';
import { RegistrationTrend } from './components/RegistrationTrend';
import { RemarkDialog } from './components/RemarkDialog';
import { UserDetailDrawer } from './components/UserDetailDrawer';
import { useRegisterActions, useRegisteredUsers } from './hooks/useRegisteredUsers';

type Dialog = { kind: 'none' } | { kind: 'detail' | 'level' | 'remark' | 'delete'; user: GuestRow };

const DEFAULT_ORDER: RegisterOrder = { sort: 'createdAt', descend: true };
const isGuestSort = (key: unknown): key is GuestSort => (GUEST_SORTS as readonly unknown[]).includes(key);

/**
 * /Home/RegisterList/RegisterList: the registrations per day, then every registered user — search, level filter, server-side order and
 * pages, CSV of the view, the licence/user info panel in a drawer; level changes need levels:write, remarks
 * and deleting a user (after the administrator's password) users:write (the buttons are hidden otherwise).
 */
export function RegisterList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { view, page, setPage, update } = useListView<{
    search: string;
    level?: Level;
    order: RegisterOrder;
  }>({ search: '', order: DEFAULT_ORDER });
  const { search, level, order } = view;
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const query = { search: search || undefined, level, ...order };
  const list = useRegisteredUsers(query, page);
  const actions = useRegisterActions();
  const close = () => setDialog({ kind: 'none' });

  const columns = registerColumns(t, order, {
    onDetail: (user) => setDialog({ kind: 'detail', user }),
    onLevel: (user) => setDialog({ kind: 'level', user }),
    onRemark: (user) => setDialog({ kind: 'remark', user }),
    onDelete: (user) => setDialog({ kind: 'delete', user }),
  });

  const remove = (user: GuestRow) => {
    close();
    actions.remove.mutate(user.id, {
      onSuccess: () => void message.success(t('registerList.deleted', { name: displayName(user) })),
    });
  };

  return (
    <>
      <RegistrationTrend />
      <RegisterToolbar
        level={level}
        onSearch={(next) => update({ search: next })}
        onLevel={(next) => update({ level: next })}
        onExport={() => actions.exportCsv.mutate(query)}
        exporting={actions.exportCsv.isPending}
      />
      <QueryError query={list} />
      <ListTable<GuestRow>
        testId="register-table"
        {...listPageOf(list, page, setPage)}
        onSort={(sorter) => update({ order: columnOrder(sorter, isGuestSort, DEFAULT_ORDER) })}
        emptyText={t(search || level !== undefined ? 'registerList.noMatch' : 'registerList.empty')}
        columns={columns}
      />
      {dialog.kind === 'detail' && <UserDetailDrawer user={dialog.user} onClose={close} />}
      {dialog.kind === 'level' && (
        <LevelDialog
          user={dialog.user}
          onClose={close}
          onSubmit={async (next) => {
            await actions.setLevel.mutateAsync({ id: dialog.user.id, level: next });
            void message.success(t('registerList.levelChanged'));
          }}
        />
      )}
      {dialog.kind === 'remark' && (
        <RemarkDialog
          user={dialog.user}
          onClose={close}
          onSubmit={async (remark) => {
            await actions.setRemark.mutateAsync({ id: dialog.user.id, remark });
            void message.success(t('registerList.remarkSaved'));
          }}
        />
      )}
      <PasswordConfirmDialog
        open={dialog.kind === 'delete'}
        title={
          dialog.kind === 'delete'
            ? t('registerList.deleteTitle', { name: displayName(dialog.user) })
            : undefined
        }
        onCancel={close}
        onConfirmed={() => (dialog.kind === 'delete' ? remove(dialog.user) : undefined)}
      />
    </>
  );
}
