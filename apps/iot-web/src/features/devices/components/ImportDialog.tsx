import { useState } from 'react';
import { Alert, Flex, Modal, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DEVICE_IMPORT_COLUMNS,
  DEVICE_IMPORT_FILE_MAX_BYTES,
  DEVICE_IMPORT_ROWS_MAX,
} from '@fleetkey/contract';
import type { DeviceWithSecret } from '@fleetkey/contract';
import { ImportFileDrop } from '../../common/ImportFileDrop';
import { ImportFooter } from '../../common/ImportFooter';
import { useDeviceImport } from '../hooks/useDeviceImport';
import { ImportErrorReport } from './ImportErrorReport';
import { useImportErrorText } from '../../common/hooks/use-import-error-text';

export interface ImportDialogProps {
  onImported: (devices: DeviceWithSecret[]) => void;
  onClose: () => void;
}

const MAX_KB = Math.round(DEVICE_IMPORT_FILE_MAX_BYTES / 1024);

/** Bulk import from CSV/XLSX: pick a file, watch the upload, then the secrets or the per-row report. */
export function ImportDialog({ onImported, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const errorText = useImportErrorText();
  const { state, start, cancel, reset } = useDeviceImport();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const busy = state.phase === 'uploading' || state.phase === 'processing';

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
        <ImportFooter
          template={{ fileName: 'devices-template.csv', csv: `${DEVICE_IMPORT_COLUMNS.join(',')}\n` }}
          templateTestId="import-template"
          startDisabled={!file || busy}
          starting={busy}
          onStart={() => {
            if (file) void start(file).then((devices) => devices && onImported(devices));
          }}
          startTestId="import-start"
        />
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
        <ImportFileDrop
          file={file}
          disabled={busy}
          onChange={(picked) => {
            // The import button sends it, with progress.
            const fits = !picked || picked.size <= DEVICE_IMPORT_FILE_MAX_BYTES;
            setTooLarge(!fits);
            setFile(fits ? picked : null);
            reset();
          }}
          label={t('import.pick')}
          testId="import-file"
        />
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
