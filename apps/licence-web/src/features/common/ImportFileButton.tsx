import { useState } from 'react';
import { Alert, App, Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@fleetkey/web-kit';
import type { NodeImportResult } from '@fleetkey/contract';
import { importFailures, type ImportFailure } from './import-failures';

/**
 * Imports a JSON file (node or board file): picks the file, sends it, and either says how many records
 * were created and updated or lists every failure the server found (licence-portal.md §8 messages, row by
 * row) — the server imports all or nothing, so a listed failure means nothing was imported.
 */
export function ImportFileButton({
  label,
  testId,
  importing,
  onImport,
}: {
  label: string;
  testId: string;
  importing: boolean;
  onImport: (file: File) => Promise<NodeImportResult>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [failures, setFailures] = useState<ImportFailure[] | string | null>(null);

  const send = async (file: File) => {
    setFailures(null);
    try {
      const result = await onImport(file);
      void message.success(t('importFile.done', { ...result }));
    } catch (error) {
      setFailures(importFailures(error) ?? errorText(error));
    }
  };

  const line = (failure: ImportFailure) => {
    const text = t(failure.message, failure.params);
    if (failure.row === undefined) return text;
    return failure.field
      ? t('importFile.rowField', { row: failure.row, field: failure.field, text })
      : t('importFile.row', { row: failure.row, text });
  };

  return (
    <>
      <span data-testid={`${testId}-picker`}>
        <Upload
          accept=".json,application/json"
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            // The file goes through the portal's client, not antd's own request.
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={importing} data-testid={testId}>
            {label}
          </Button>
        </Upload>
      </span>
      {failures !== null && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setFailures(null)}
          // Below the whole toolbar it sits in (a wrapping flex row), whatever follows the button.
          style={{ flexBasis: '100%', order: 1 }}
          message={t('importFile.failed')}
          description={
            typeof failures === 'string' ? (
              failures
            ) : (
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {failures.map((failure, index) => (
                  <li key={index}>{line(failure)}</li>
                ))}
              </ul>
            )
          }
          data-testid={`${testId}-errors`}
        />
      )}
    </>
  );
}
