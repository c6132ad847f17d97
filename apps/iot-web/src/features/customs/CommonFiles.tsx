import { useState } from 'react';
import { CopyOutlined, DeleteOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Popconfirm, Progress, Table, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMON_FILE_MAX_BYTES, type CommonFileView } from '@fleetkey/contract';
import { formatBytes, LoadError, useErrorText } from '@fleetkey/web-kit';
import { useIotAccess } from '../access/use-iot-access';
import { NoData } from '../common/NoData';
import { FilePreview, previewable } from './components/FilePreview';
import { useCommonFileActions, useCommonFiles } from './hooks/useCommonFiles';
import { dateTimeColumn } from '../common/date-time-column';

/** The account's common files: upload with progress, preview of images and PDF, copy a link, delete. */
export function CommonFiles() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const files = useCommonFiles();
  const actions = useCommonFileActions();
  const writable = useIotAccess().can('files', 'write');
  const [previewing, setPreviewing] = useState<CommonFileView | null>(null);
  const { progress } = actions;

  const upload = (file: File) => {
    // Checked here too, so a too-large file is refused before it is sent at all (the server checks anyway).
    if (file.size > COMMON_FILE_MAX_BYTES) {
      void message.error(t('errors.codes.COMMON_FILE_TOO_LARGE'));
      return false;
    }
    actions.upload.mutate(file, {
      onSuccess: () => void message.success(t('commonFiles.uploaded')),
      onError: (error) => void message.error(errorText(error)),
    });
    return false;
  };
  const copyLink = (file: CommonFileView) =>
    actions.link.mutate(file.id, {
      onSuccess: (link) => {
        const url = new URL(link.url, window.location.origin).toString();
        // The link is shown in the message too: a page without clipboard access still lets it be copied.
        void navigator.clipboard
          .writeText(url)
          .catch(() => undefined)
          .then(
            () =>
              void message.success({
                content: (
                  <span style={{ wordBreak: 'break-all', maxWidth: 560, display: 'inline-block' }}>
                    {t('commonFiles.linkCopied')} {url}
                  </span>
                ),
                duration: 6,
              }),
          );
      },
      onError: (error) => void message.error(errorText(error)),
    });

  if (files.isError) return <LoadError error={files.error} onRetry={() => void files.refetch()} />;
  return (
    <Card size="small" data-testid="common-files">
      <Flex vertical gap={12}>
        {writable && (
          <Flex gap={12} align="center" wrap>
            <Upload beforeUpload={upload} showUploadList={false} data-testid="common-file-input">
              <Button icon={<UploadOutlined />} loading={actions.upload.isPending} type="primary">
                {t('commonFiles.upload')}
              </Button>
            </Upload>
            <Typography.Text type="secondary">
              {t('commonFiles.hint', { size: formatBytes(COMMON_FILE_MAX_BYTES) })}
            </Typography.Text>
            {progress && (
              <Progress
                style={{ width: 200 }}
                size="small"
                percent={Math.floor((progress.loaded / Math.max(progress.total, 1)) * 100)}
                data-testid="common-file-progress"
              />
            )}
          </Flex>
        )}
        <Table<CommonFileView>
          size="small"
          rowKey="id"
          loading={files.isFetching}
          dataSource={files.data ?? []}
          locale={{ emptyText: <NoData /> }}
          pagination={{ pageSize: 20, size: 'small', showSizeChanger: false }}
          columns={[
            { title: t('commonFiles.name'), dataIndex: 'fileName', key: 'fileName' },
            { title: t('commonFiles.kind'), dataIndex: 'kind', key: 'kind', width: 90 },
            {
              title: t('commonFiles.size'),
              dataIndex: 'size',
              key: 'size',
              width: 110,
              render: (size: number) => formatBytes(size),
            },
            { title: t('commonFiles.createdBy'), dataIndex: 'createdBy', key: 'createdBy', width: 140 },
            dateTimeColumn(t('commonFiles.createdAt'), 'createdAt', { width: 180 }),
            {
              key: 'actions',
              width: 200,
              render: (_, file) => (
                <Flex gap={4}>
                  {previewable(file) ? (
                    <Button
                      size="small"
                      icon={<EyeOutlined />}
                      onClick={() => setPreviewing(file)}
                      data-testid={`file-preview-${file.fileName}`}
                    >
                      {t('commonFiles.preview')}
                    </Button>
                  ) : (
                    <Button size="small" href={file.url}>
                      {t('commonFiles.download')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    icon={<CopyOutlined />}
                    aria-label={t('commonFiles.copyLink')}
                    title={t('commonFiles.copyLink')}
                    onClick={() => copyLink(file)}
                    data-testid={`file-link-${file.fileName}`}
                  />
                  {writable && (
                    <Popconfirm
                      title={t('commonFiles.confirmDelete', { name: file.fileName })}
                      onConfirm={() =>
                        actions.remove.mutate(file.id, {
                          onSuccess: () => void message.success(t('list.deleted')),
                        })
                      }
                    >
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('customs.delete')}
                      />
                    </Popconfirm>
                  )}
                </Flex>
              ),
            },
          ]}
        />
      </Flex>
      {previewing && <FilePreview file={previewing} onClose={() => setPreviewing(null)} />}
    </Card>
  );
}
