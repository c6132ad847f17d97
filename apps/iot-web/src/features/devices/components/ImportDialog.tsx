import { useState } from 'react';
import { Alert, Button, Flex, Modal, Progress, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DEVICE_IMPORT_COLUMNS,
  DEVICE_IMPORT_FILE_MAX_BYTES,
  DEVICE_IMPORT_ROWS_MAX,
} from '@fleetkey/contract';
import type { DeviceWithSecret } from '@fleetkey/contract';
import { useDeviceImport } from '../hooks/useDeviceImport';
import { ImportErrorReport } from './ImportErrorReport';
import { useErrorText, saveBlob } from '@fleetkey/web-kit';

export interface ImportDialogProps {
  onImported: (devices: DeviceWithSecret[]) => void;
  onClose: () => void;
}

const ACCEPT = '.csv,.xlsx';
const MAX_KB = Math.round(DEVICE_IMPORT_FILE_MAX_BYTES / 1024);

/** Bulk import from CSV/XLSX: pick a file, watch the upload, then the secrets or the per-row report. */
export function ImportDialog({ onImported, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { state, start, cancel, reset } = useDeviceImport();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const busy = state.phase === 'uploading' || state.phase === 'processing';

  const template = () =>
    saveBlob(
      new Blob([`${DEVICE_IMPORT_COLUMNS.join(',')}\n`], { type: 'text/csv' }),
      'devices-template.csv',
    );

  return (
    <Modal
      open
      title={t('import.title')}
      width={680}
      onCancel={() => {
        cancel();
        onClose();
      }}
      footer={
        <Flex justify="space-between">
          <Button icon={<DownloadOutlined />} onClick={template} data-testid="import-template">
            {t('import.template')}
          </Button>
          <Button
            type="primary"
            disabled={!file || busy}
            loading={busy}
            onClick={() => {
              if (file) void start(file).then((devices) => devices && onImported(devices));
            }}
            data-testid="import-start"
          >
            {t('import.start')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12} data-testid="import-dialog">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('import.hint', {
            columns: DEVICE_IMPORT_COLUMNS.join(', '),
            rows: DEVICE_IMPORT_ROWS_MAX,
            kb: MAX_KB,
          })}
        </Typography.Paragraph>
        <Upload.Dragger
          accept={ACCEPT}
          maxCount={1}
          disabled={busy}
          fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
          beforeUpload={(picked) => {
            // The file is sent by the import button, with progress, not by antd's own uploader.
            const fits = picked.size <= DEVICE_IMPORT_FILE_MAX_BYTES;
            setTooLarge(!fits);
            setFile(fits ? picked : null);
            reset();
            return Upload.LIST_IGNORE;
          }}
          onRemove={() => {
            setFile(null);
            reset();
          }}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('import.pick')}</p>
        </Upload.Dragger>
        {tooLarge && <Alert type="error" showIcon title={t('import.tooLarge', { kb: MAX_KB })} />}
        {(state.phase === 'uploading' || state.phase === 'processing') && (
          <Flex vertical gap={4} data-testid="import-progress">
            <Progress percent={state.phase === 'uploading' ? state.percent : 99} status="active" />
            <Typography.Text type="secondary">
              {t(state.phase === 'uploading' ? 'import.uploading' : 'import.processing')}
            </Typography.Text>
          </Flex>
        )}
        {state.phase === 'invalid' && <ImportErrorReport rows={state.rows} />}
        {state.phase === 'failed' && (
          <Alert type="error" showIcon title={errorText(state.error)} data-testid="import-failed" />
        )}
      </Flex>
    </Modal>
  );
}
