import { useState } from 'react';
import { App, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { GUEST_SORTS, type GuestRow, type GuestSort, type Level } from '@fleetkey/contract';
import { LoadError } from '../common/LoadError';
import { TABLE_PAGE_SIZE, tablePagination } from '../common/paging';
import { LevelDialog } from './components/LevelDialog';
import { registerColumns, type RegisterOrder } from './components/register-columns';
import { RegisterToolbar } from './components/RegisterToolbar';
import { RemarkDialog } from './components/RemarkDialog';
import { UserDetailDrawer } from './components/UserDetailDrawer';
import { useRegisterActions, useRegisteredUsers } from './hooks/useRegisteredUsers';

type Dialog = { kind: 'none' } | { kind: 'detail' | 'level' | 'remark'; user: GuestRow };

const DEFAULT_ORDER: RegisterOrder = { sort: 'createdAt', descend: true };
const isGuestSort = (key: unknown): key is GuestSort => (GUEST_SORTS as readonly unknown[]).includes(key);

/**
 * /Home/RegisterList/RegisterList: every registered user — search, level filter, server-side order and
 * pages, CSV of the view, the licence/user info panel in a drawer; level changes need levels:write and
 * remarks users:write (the buttons are hidden otherwise).
 */
export function RegisterList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState<Level | undefined>(undefined);
  const [order, setOrder] = useState<RegisterOrder>(DEFAULT_ORDER);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const view = { search: search || undefined, level, ...order };
  const list = useRegisteredUsers(view, page);
  const actions = useRegisterActions();
  const close = () => setDialog({ kind: 'none' });
  const firstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const columns = registerColumns(t, order, {
    onDetail: (user) => setDialog({ kind: 'detail', user }),
    onLevel: (user) => setDialog({ kind: 'level', user }),
    onRemark: (user) => setDialog({ kind: 'remark', user }),
  });

  return (
    <>
      <RegisterToolbar
        level={level}
        onSearch={firstPage(setSearch)}
        onLevel={firstPage(setLevel)}
        onExport={() => actions.exportCsv.mutate(view)}
        exporting={actions.exportCsv.isPending}
      />
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      <div data-testid="register-table">
        <Table<GuestRow>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.result}
          columns={columns}
          locale={{
            emptyText: t(search || level !== undefined ? 'registerList.noMatch' : 'registerList.empty'),
          }}
          scroll={{ x: 'max-content' }}
          onChange={(_pagination, _filters, sorter, { action }) => {
            if (action !== 'sort') return;
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            const next =
              one?.order && isGuestSort(one.columnKey)
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
    </>
  );
}
