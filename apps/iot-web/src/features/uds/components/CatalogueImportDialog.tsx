import { useState } from 'react';
import { Alert, App, Button, Flex, Modal, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@fleetkey/api-client';
import {
  DEVICE_IMPORT_FILE_MAX_BYTES,
  DEVICE_IMPORT_ROWS_MAX,
  ERROR_CODES,
  UDS_IMPORT_COLUMNS,
  UDS_SEVERITIES,
  type UdsImportInvalidData,
} from '@fleetkey/contract';
import { useErrorText, saveBlob } from '@fleetkey/web-kit';
import { ImportErrorReport } from '../../devices/components/ImportErrorReport';
import { useErrorCodeActions } from '../hooks/useUds';

const MAX_KB = Math.round(DEVICE_IMPORT_FILE_MAX_BYTES / 1024);

/** The failing cells of a refused import (nothing was imported), or null for another failure. */
function invalidRows(error: unknown): UdsImportInvalidData['rows'] | null {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.UDS_IMPORT_INVALID) return null;
  const rows = (error.data as Partial<UdsImportInvalidData> | undefined)?.rows;
  return Array.isArray(rows) ? rows : null;
}

/** Imports a catalogue file (CSV or XLSX): every row, or none with each failing cell listed. */
export function CatalogueImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { importFile } = useErrorCodeActions();
  const [file, setFile] = useState<File | null>(null);
  const rows = importFile.isError ? invalidRows(importFile.error) : null;

  const template = () =>
    saveBlob(
      new Blob([`${UDS_IMPORT_COLUMNS.join(',')}\nP0301,,Cylinder 1 misfire detected,high,\n`], {
        type: 'text/csv',
      }),
      'uds-error-codes-template.csv',
    );

  return (
    <Modal
      open
      width={680}
      title={t('uds.importTitle')}
      onCancel={onClose}
      footer={
        <Flex justify="space-between">
          <Button icon={<DownloadOutlined />} onClick={template}>
            {t('import.template')}
          </Button>
          <Button
            type="primary"
            disabled={!file}
            loading={importFile.isPending}
            onClick={() =>
              file &&
              importFile.mutate(file, {
                onSuccess: (result) => {
                  void message.success(t('uds.imported', { added: result.added, updated: result.updated }));
                  onClose();
                },
              })
            }
            data-testid="uds-import-start"
          >
            {t('import.start')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12} data-testid="uds-import-dialog">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('uds.importHint', {
            columns: UDS_IMPORT_COLUMNS.join(', '),
            severities: UDS_SEVERITIES.join(', '),
            rows: DEVICE_IMPORT_ROWS_MAX,
            kb: MAX_KB,
          })}
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".csv,.xlsx"
          maxCount={1}
          fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
          beforeUpload={(picked) => {
            // Sent by the import button, not by antd's own uploader.
            setFile(picked);
            importFile.reset();
            return Upload.LIST_IGNORE;
          }}
          onRemove={() => {
            setFile(null);
            importFile.reset();
          }}
          data-testid="uds-import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('import.pick')}</p>
        </Upload.Dragger>
        {rows && <ImportErrorReport rows={rows} nothingImportedKey="uds.nothingImported" />}
        {importFile.isError && !rows && (
          <Alert type="error" showIcon title={errorText(importFile.error)} data-testid="uds-import-failed" />
        )}
      </Flex>
    </Modal>
  );
}
