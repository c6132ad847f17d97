import { useState } from 'react';
import { App, Button, Space, Typography, Upload } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QueryError, formatBytes } from '@fleetkey/web-kit';
import type { DevBoardUploadView } from '@fleetkey/contract';
import { Allowed } from '../admin-access/Allowed';
import { PasswordConfirmDialog } from '../admin-access/PasswordConfirmDialog';
import { ListTable, listPageOf } from '../common/ListTable';
import { SearchBox } from '../common/SearchBox';
import { timeColumn } from '../common/time-sort';
import { TABLE_PAGE_SIZE } from '../common/paging';
import { useListView } from '../common/use-list-view';
import { BoardPicker } from './components/BoardPicker';
import { useDevBoardActions } from './hooks/useDevBoards';
import { useUploadActions, useUploadList } from './hooks/useUploads';
import { ListToolbar } from '../common/ListToolbar';

/**
 * /Home/AWPinManage/UploadManage: the files uploaded for development boards — who uploaded what for which
 * board, its size and date; search, a board filter, pages; download; upload for the chosen board and
 * delete one or many behind the password confirmation (boarduploads:write).
 */
export function UploadManage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { view, page, setPage, update } = useListView<{
    search: string;
    boardId: string | undefined;
    descend: boolean;
  }>({ search: '', boardId: undefined, descend: true });
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const list = useUploadList({ ...view, page, pageSize: TABLE_PAGE_SIZE });
  const actions = useUploadActions();
  const { upload } = useDevBoardActions();

  const remove = (ids: string[]) => {
    setDeleting(null);
    const done = () => {
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      void message.success(t('awpin.uploads.deleted', { count: ids.length }));
    };
    if (ids.length === 1 && ids[0] !== undefined) actions.remove.mutate(ids[0], { onSuccess: done });
    else actions.removeMany.mutate(ids, { onSuccess: done });
  };

  const columns: TableColumnsType<DevBoardUploadView> = [
    { key: 'fileName', title: t('awpin.fields.fileName'), dataIndex: 'fileName' },
    { key: 'serial', title: t('awpin.fields.serial'), dataIndex: 'serial' },
    { key: 'model', title: t('awpin.fields.model'), dataIndex: 'model' },
    { key: 'size', title: t('awpin.fields.size'), render: (_, u) => formatBytes(u.size) },
    {
      key: 'sha256',
      title: 'SHA-256',
      render: (_, u) => (
        <Typography.Text code copyable={{ text: u.sha256 }}>
          {u.sha256.slice(0, 12)}
        </Typography.Text>
      ),
    },
    { key: 'uploader', title: t('awpin.fields.uploader'), dataIndex: 'uploader' },
    timeColumn('createdAt', t('awpin.fields.uploadedAt'), view.descend, (u) => u.createdAt),
    {
      key: 'actions',
      fixed: 'right' as const,
      title: t('awpin.actions'),
      render: (_, u) => (
        <Space size={0}>
          <Button
            size="small"
            type="link"
            onClick={() => actions.download.mutate({ id: u.id, fileName: u.fileName })}
            data-testid={`upload-download-${u.fileName}`}
          >
            {t('awpin.uploads.download')}
          </Button>
          <Allowed permission="boarduploads:write">
            <Button
              size="small"
              type="link"
              danger
              onClick={() => setDeleting([u.id])}
              data-testid={`upload-delete-${u.fileName}`}
            >
              {t('awpin.delete')}
            </Button>
          </Allowed>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListToolbar
        filters={
          <>
            <SearchBox
              placeholder={t('awpin.uploads.searchPlaceholder')}
              testId="upload-search"
              onSearch={(search) => update({ search })}
            />
            <BoardPicker
              value={view.boardId}
              onChange={(boardId) => update({ boardId })}
              testId="upload-board"
            />
          </>
        }
      >
        <Allowed permission="boarduploads:write">
          <Space>
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selected.length === 0}
              onClick={() => setDeleting(selected)}
              data-testid="upload-batch-delete"
            >
              {t('awpin.batchDelete', { count: selected.length })}
            </Button>
            <Upload
              showUploadList={false}
              disabled={view.boardId === undefined}
              beforeUpload={(file) => {
                if (view.boardId)
                  upload.mutate(
                    { boardId: view.boardId, file },
                    {
                      onSuccess: () =>
                        void message.success(t('awpin.boards.uploaded', { fileName: file.name })),
                    },
                  );
                return false;
              }}
            >
              <Button
                type="primary"
                icon={<UploadOutlined />}
                disabled={view.boardId === undefined}
                loading={upload.isPending}
                title={view.boardId === undefined ? t('awpin.uploads.chooseBoard') : undefined}
                data-testid="upload-new"
              >
                {t('awpin.boards.upload')}
              </Button>
            </Upload>
          </Space>
        </Allowed>
      </ListToolbar>
      <QueryError query={list} />
      <ListTable<DevBoardUploadView>
        testId="upload-table"
        {...listPageOf(list, page, setPage)}
        onOrder={(descend) => descend !== view.descend && update({ descend })}
        emptyText={t('awpin.uploads.empty')}
        columns={columns}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
      />
      <PasswordConfirmDialog
        open={deleting !== null}
        title={deleting ? t('awpin.uploads.deleteTitle', { count: deleting.length }) : undefined}
        onCancel={() => setDeleting(null)}
        onConfirmed={() => (deleting ? remove(deleting) : undefined)}
      />
    </>
  );
}
