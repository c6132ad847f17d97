import { useState } from 'react';
import { App, Button, Space, Tabs, Upload } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError, useIndustryLabel } from '@fleetkey/web-kit';
import type { DevBoardView } from '@fleetkey/contract';
import { Allowed } from '../admin-access/Allowed';
import { useAdminGrants } from '../admin-access/use-admin-grants';
import { PasswordConfirmDialog } from '../admin-access/PasswordConfirmDialog';
import { ListTable, listPageOf } from '../common/ListTable';
import { SearchBox } from '../common/SearchBox';
import { formatDateTime } from '../common/format';
import { timeColumn } from '../common/time-sort';
import { TABLE_PAGE_SIZE } from '../common/paging';
import { useListView } from '../common/use-list-view';
import { BoardFilters, type BoardFilterValues } from './components/BoardFilters';
import { DevBoardFormDialog } from './components/DevBoardFormDialog';
import { DevBoardStatistics } from './components/DevBoardStatistics';
import { MyBoardUses } from './components/MyBoardUses';
import { useDevBoardActions, useDevBoardList } from './hooks/useDevBoards';
import { ListToolbar } from '../common/ListToolbar';
import { fieldColumns } from '../common/field-columns';

type Dialog =
  | { kind: 'none' }
  | { kind: 'new' }
  | { kind: 'edit'; board: DevBoardView }
  | { kind: 'delete'; ids: string[] };

/**
 * /Home/AWPinManage/DevBoardManage: AWPin development boards — search, series / industry / company
 * filters, pages; create, edit, upload a file for a board, delete one or many behind the password
 * confirmation (devboards:write, uploads:write); and the boards' use statistics on a second tab. A user of
 * the platform reads the boards and sees, on that tab, how often their own toolkit used each board.
 */
export function DevBoardManage() {
  const { t } = useTranslation();
  const industryLabel = useIndustryLabel();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'statistics' ? 'statistics' : 'boards';
  // Users read the boards and see their own toolkit's uses; the statistics over everyone are administrators'.
  const { isAdmin } = useAdminGrants();
  const { view, page, setPage, update } = useListView<
    BoardFilterValues & { search: string; descend: boolean }
  >({
    search: '',
    descend: true,
  });
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [selected, setSelected] = useState<string[]>([]);
  const list = useDevBoardList({ ...view, page, pageSize: TABLE_PAGE_SIZE });
  const actions = useDevBoardActions();
  const close = () => setDialog({ kind: 'none' });

  const remove = (ids: string[]) => {
    close();
    actions.remove.mutate(ids, {
      onSuccess: () => {
        setSelected((current) => current.filter((id) => !ids.includes(id)));
        void message.success(t('awpin.boards.deleted', { count: ids.length }));
      },
    });
  };
  const upload = (board: DevBoardView, file: File) =>
    actions.upload.mutate(
      { boardId: board.id, file },
      {
        onSuccess: () => void message.success(t('awpin.boards.uploaded', { fileName: file.name })),
        onError: () => void message.error(t('awpin.boards.uploadFailed', { fileName: file.name })),
      },
    );

  const columns: TableColumnsType<DevBoardView> = [
    { key: 'serial', title: t('awpin.fields.serial'), dataIndex: 'serial', fixed: 'left' as const },
    ...fieldColumns<DevBoardView>(t, 'awpin.fields', ['model', 'uid', 'name', 'version']),
    { key: 'industry', title: t('awpin.fields.industry'), render: (_, b) => industryLabel(b.industry) },
    ...fieldColumns<DevBoardView>(t, 'awpin.fields', ['company', 'module', 'type', 'useTimes', 'uploads']),
    {
      key: 'lastUsedAt',
      title: t('awpin.fields.lastUsedAt'),
      render: (_, b) => (b.lastUsedAt === null ? '—' : formatDateTime(b.lastUsedAt)),
    },
    timeColumn('updatedAt', t('awpin.fields.updatedAt'), view.descend, (b) => b.updatedAt),
    {
      key: 'actions',
      fixed: 'right' as const,
      title: t('awpin.actions'),
      render: (_, b) => (
        <Space size={0}>
          <Allowed permission="devboards:write">
            <Button
              size="small"
              type="link"
              onClick={() => setDialog({ kind: 'edit', board: b })}
              data-testid={`devboard-edit-${b.serial}`}
            >
              {t('awpin.edit')}
            </Button>
          </Allowed>
          <Allowed permission="boarduploads:write">
            <Upload
              showUploadList={false}
              beforeUpload={(file) => {
                upload(b, file);
                return false;
              }}
            >
              <Button
                size="small"
                type="link"
                loading={actions.upload.isPending && actions.upload.variables?.boardId === b.id}
                data-testid={`devboard-upload-${b.serial}`}
              >
                {t('awpin.boards.upload')}
              </Button>
            </Upload>
          </Allowed>
          <Allowed permission="devboards:write">
            <Button
              size="small"
              type="link"
              danger
              onClick={() => setDialog({ kind: 'delete', ids: [b.id] })}
              data-testid={`devboard-delete-${b.serial}`}
            >
              {t('awpin.delete')}
            </Button>
          </Allowed>
        </Space>
      ),
    },
  ];

  const boards = (
    <>
      <ListToolbar
        filters={
          <>
            <SearchBox
              placeholder={t('awpin.boards.searchPlaceholder')}
              testId="devboard-search"
              onSearch={(search) => update({ search })}
            />
            <BoardFilters onChange={update} />
          </>
        }
      >
        <Allowed permission="devboards:write">
          <Space>
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selected.length === 0}
              onClick={() => setDialog({ kind: 'delete', ids: selected })}
              data-testid="devboard-batch-delete"
            >
              {t('awpin.batchDelete', { count: selected.length })}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'new' })}
              data-testid="devboard-new"
            >
              {t('awpin.boards.new')}
            </Button>
          </Space>
        </Allowed>
      </ListToolbar>
      <QueryError query={list} />
      <ListTable<DevBoardView>
        testId="devboard-table"
        {...listPageOf(list, page, setPage)}
        onOrder={(descend) => descend !== view.descend && update({ descend })}
        emptyText={t('awpin.boards.empty')}
        columns={columns}
        rowSelection={
          isAdmin
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
      />
    </>
  );

  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'statistics' ? { tab: key } : {})}
        items={[
          { key: 'boards', label: t('awpin.tabs.boards'), children: boards },
          isAdmin
            ? { key: 'statistics', label: t('awpin.tabs.statistics'), children: <DevBoardStatistics /> }
            : { key: 'statistics', label: t('awpin.tabs.myUses'), children: <MyBoardUses /> },
        ]}
        destroyOnHidden
      />
      {(dialog.kind === 'new' || dialog.kind === 'edit') && (
        <DevBoardFormDialog board={dialog.kind === 'edit' ? dialog.board : undefined} onClose={close} />
      )}
      <PasswordConfirmDialog
        open={dialog.kind === 'delete'}
        title={
          dialog.kind === 'delete' ? t('awpin.boards.deleteTitle', { count: dialog.ids.length }) : undefined
        }
        onCancel={close}
        onConfirmed={() => (dialog.kind === 'delete' ? remove(dialog.ids) : undefined)}
      />
    </>
  );
}
