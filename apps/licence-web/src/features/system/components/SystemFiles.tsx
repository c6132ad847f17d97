import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FileUploadView } from '@fleetkey/contract';
import { Checksum, formatBytes, QueryError } from '@fleetkey/web-kit';
import { Allowed } from '../../admin-access/Allowed';
import { formatDateTime } from '../../common/format';
import { ListTable, listPageOf } from '../../common/ListTable';
import { pageWindow, TABLE_PAGE_SIZE } from '../../common/paging';
import { useSysAdminApi } from '../hooks/useSysAdminApi';
import { SYS_KEYS } from '../query-keys';
import { FileUploadDialog } from './FileUploadDialog';

/** The system's files on the configuration page: what was uploaded, and (with config:write) an upload. */
export function SystemFiles() {
  const { t } = useTranslation();
  const api = useSysAdminApi();
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const files = useQuery({
    queryKey: [...SYS_KEYS.files, page],
    queryFn: () => api.files.list(pageWindow(page, TABLE_PAGE_SIZE)),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

  return (
    <Flex vertical gap={8} data-testid="system-files">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{t('system.files.intro')}</Typography.Text>
        <Allowed permission="config:write">
          <Button icon={<UploadOutlined />} onClick={() => setUploading(true)} data-testid="file-upload">
            {t('system.files.upload')}
          </Button>
        </Allowed>
      </Flex>
      <QueryError query={files} />
      <ListTable<FileUploadView>
        testId="file-table"
        {...listPageOf(files, page, setPage)}
        emptyText={t('system.files.empty')}
        columns={[
          { key: 'fileName', dataIndex: 'fileName', title: t('system.files.fields.file') },
          { key: 'type', dataIndex: 'type', title: t('system.files.fields.type') },
          { key: 'log', dataIndex: 'log', title: t('system.files.fields.log') },
          {
            key: 'size',
            title: t('system.fields.size'),
            align: 'right',
            render: (_, file) => formatBytes(file.size),
          },
          {
            key: 'sha256',
            title: t('system.fields.sha256'),
            render: (_, file) => <Checksum sha256={file.sha256} />,
          },
          { key: 'adminName', dataIndex: 'adminName', title: t('system.fields.uploader') },
          {
            key: 'createdAt',
            title: t('system.fields.time'),
            render: (_, file) => formatDateTime(file.createdAt),
          },
        ]}
      />
      {uploading && <FileUploadDialog onClose={() => setUploading(false)} />}
    </Flex>
  );
}
