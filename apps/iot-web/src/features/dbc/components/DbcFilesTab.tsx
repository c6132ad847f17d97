import { useState } from 'react';
import { Alert, App, Button, Flex, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DbcFileView } from '@fleetkey/contract';
import { formatBytes, QueryError, useErrorText, WholeTable } from '@fleetkey/web-kit';
import { useIotAccess } from '../../access/use-iot-access';
import { formatDateTime } from '../../common/format';
import { NoData } from '../../common/NoData';
import { RowActions } from '../../common/RowActions';
import { dbcUsers } from '../dbc-errors';
import { useDbcFileActions, useDbcFiles } from '../hooks/useDbcFiles';
import { DbcDetailDrawer } from './DbcDetailDrawer';
import { DbcUploadDialog } from './DbcUploadDialog';
import { actionsColumn } from '../../common/actions-column';

/** A refused delete: the file, and the strategies that still use it (null when refused for another reason). */
interface RefusedDelete {
  name: string;
  users: string[] | null;
  error: unknown;
}

/** The account's DBC files: upload, list, open one (tree and text), delete after a confirmation. */
export function DbcFilesTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const files = useDbcFiles();
  const actions = useDbcFileActions();
  const writable = useIotAccess().can('dbc', 'write');
  const [uploading, setUploading] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const [refused, setRefused] = useState<RefusedDelete | null>(null);
  const rows = files.data ?? [];

  const remove = (name: string) => {
    setRefused(null);
    actions.remove.mutate(name, {
      onSuccess: () => void message.success(t('dbc.files.deleted', { name })),
      onError: (error) => setRefused({ name, users: dbcUsers(error), error }),
    });
  };

  const columns: TableColumnsType<DbcFileView> = [
    {
      title: t('dbc.files.name'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string) => (
        <Typography.Link onClick={() => setOpen(name)} data-testid={`dbc-file-${name}`}>
          {name}
        </Typography.Link>
      ),
    },
    { title: t('dbc.files.messages'), dataIndex: 'messageCount', key: 'messages', width: 110 },
    { title: t('dbc.files.signals'), dataIndex: 'signalCount', key: 'signals', width: 110 },
    {
      title: t('dbc.files.size'),
      dataIndex: 'size',
      key: 'size',
      width: 110,
      render: (size: number) => formatBytes(size),
    },
    {
      title: t('dbc.files.uploadedAt'),
      dataIndex: 'uploadedAt',
      key: 'uploadedAt',
      width: 190,
      render: (at: string) => formatDateTime(Date.parse(at)),
    },
    actionsColumn(
      t,
      (file) => (
        <Flex>
          <Button size="small" type="link" onClick={() => setOpen(file.name)}>
            {t('dbc.files.view')}
          </Button>
          {writable && (
            <RowActions
              onEdit={undefined}
              remove={{
                title: t('dbc.files.confirmDelete', { name: file.name }),
                description: t('dbc.files.deleteHint'),
                onConfirm: () => remove(file.name),
                testId: `dbc-delete-${file.name}`,
              }}
            />
          )}
        </Flex>
      ),
      { width: 160 },
    ),
  ];

  return (
    <Flex vertical gap={12} data-testid="dbc-files">
      <Flex gap={8} justify="space-between" wrap>
        <Typography.Text type="secondary">{t('dbc.files.intro')}</Typography.Text>
        <Flex gap={8}>
          <Button icon={<ReloadOutlined />} onClick={() => void files.refetch()}>
            {t('dbc.refresh')}
          </Button>
          {writable && (
            <Button
              type="primary"
              icon={<UploadOutlined />}
              onClick={() => setUploading(true)}
              data-testid="dbc-upload"
            >
              {t('dbc.upload.open')}
            </Button>
          )}
        </Flex>
      </Flex>
      {refused && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setRefused(null) }}
          title={errorText(refused.error)}
          description={
            refused.users && refused.users.length > 0
              ? t('dbc.files.inUse', { name: refused.name, strategies: refused.users.join(', ') })
              : undefined
          }
          data-testid="dbc-delete-refused"
        />
      )}
      <QueryError query={files} />
      <WholeTable<DbcFileView>
        rowKey="name"
        loading={files.isFetching}
        columns={columns}
        dataSource={rows}
        empty={<NoData hint={t('dbc.files.empty')} />}
        data-testid="dbc-file-table"
      />
      {uploading && (
        <DbcUploadDialog
          existing={rows.map((file) => file.name)}
          onUpload={actions.upload}
          onClose={() => setUploading(false)}
        />
      )}
      {open && <DbcDetailDrawer name={open} onClose={() => setOpen(null)} />}
    </Flex>
  );
}
