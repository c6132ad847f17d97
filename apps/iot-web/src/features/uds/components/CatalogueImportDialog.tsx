import { useState } from 'react';
import { Alert, App, Flex, Modal, Typography } from 'antd';
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
import { ImportFileDrop } from '../../common/ImportFileDrop';
import { ImportFooter } from '../../common/ImportFooter';
import { ImportErrorReport } from '../../devices/components/ImportErrorReport';
import { useErrorCodeActions } from '../hooks/useUds';
import { useImportErrorText } from '../../common/hooks/use-import-error-text';

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
  const errorText = useImportErrorText();
  const { importFile } = useErrorCodeActions();
  const [file, setFile] = useState<File | null>(null);
  const rows = importFile.isError ? invalidRows(importFile.error) : null;

  return (
    <Modal
      open
      width={680}
      title={t('uds.importTitle')}
      onCancel={onClose}
      footer={
        <ImportFooter
          template={{
            fileName: 'uds-error-codes-template.csv',
            csv: `${UDS_IMPORT_COLUMNS.join(',')}\nP0301,,Cylinder 1 misfire detected,high,\n`,
          }}
          startDisabled={!file}
          starting={importFile.isPending}
          onStart={() =>
            file &&
            importFile.mutate(file, {
              onSuccess: (result) => {
                void message.success(t('uds.imported', { added: result.added, updated: result.updated }));
                onClose();
              },
            })
          }
          startTestId="uds-import-start"
        />
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
        <ImportFileDrop
          file={file}
          onChange={(picked) => {
            setFile(picked);
            importFile.reset();
          }}
          label={t('import.pick')}
          testId="uds-import-file"
        />
        {rows && <ImportErrorReport rows={rows} nothingImportedKey="uds.nothingImported" />}
        {importFile.isError && !rows && (
          <Alert type="error" showIcon title={errorText(importFile.error)} data-testid="uds-import-failed" />
        )}
      </Flex>
    </Modal>
  );
}
