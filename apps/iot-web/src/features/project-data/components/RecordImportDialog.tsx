import { useState } from 'react';
import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_DATA_LIMITS, type DatasetView, type ProjectDataRowError } from '@fleetkey/contract';
import { ImportFileDrop } from '../../common/ImportFileDrop';
import { useProjectDataActions } from '../hooks/useProjectData';
import { useImportErrorText } from '../../common/hooks/use-import-error-text';
import { WholeTable } from '@fleetkey/web-kit';

// The server names the failing rows in `data.rows` of a 400 PROJECT_DATA_ROWS_INVALID.
function rowErrorsOf(error: unknown): ProjectDataRowError[] | null {
  const { code, data } = (error ?? {}) as { code?: string; data?: { rows?: ProjectDataRowError[] } };
  return code === 'PROJECT_DATA_ROWS_INVALID' ? (data?.rows ?? []) : null;
}

/** Import of a CSV/XLSX file into a data set: all rows or none; the failing rows listed with their field. */
export function RecordImportDialog({
  projectId,
  dataset,
  onClose,
}: {
  projectId: string;
  dataset: DatasetView;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useImportErrorText();
  const { importFile } = useProjectDataActions(projectId);
  const [file, setFile] = useState<File | null>(null);
  const rows = importFile.isError ? rowErrorsOf(importFile.error) : null;
  return (
    <Modal
      open
      width={640}
      title={t('projectData.importTitle', { name: dataset.name })}
      onCancel={onClose}
      footer={
        <Button
          type="primary"
          disabled={!file}
          loading={importFile.isPending}
          onClick={() => file && importFile.mutate({ datasetId: dataset.id, file })}
          data-testid="data-import-start"
        >
          {t('projectData.importStart')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('projectData.importHint', {
          columns: dataset.fields.map((field) => field.name).join(', '),
          rows: PROJECT_DATA_LIMITS.importRowsMax,
        })}
      </Typography.Paragraph>
      <ImportFileDrop
        file={file}
        onChange={(picked) => {
          setFile(picked);
          // Taking the file out keeps the last import's outcome in view.
          if (picked) importFile.reset();
        }}
        label={t('projectData.importPick')}
        testId="data-import-file"
      />
      {importFile.isSuccess && (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 12 }}
          title={t('projectData.imported', { count: importFile.data.imported })}
          data-testid="data-import-done"
        />
      )}
      {importFile.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title={errorText(importFile.error)}
          data-testid="data-import-failed"
        />
      )}
      {rows && (
        <WholeTable<ProjectDataRowError>
          style={{ marginTop: 8 }}
          rowKey={(row) => `${row.row}-${row.field}`}
          dataSource={rows}
          columns={[
            { key: 'row', title: t('projectData.row'), dataIndex: 'row', width: 80 },
            { key: 'field', title: t('projectData.field'), dataIndex: 'field', width: 140 },
            { key: 'message', title: t('projectData.problem'), render: (_, row) => t(row.message) },
          ]}
          data-testid="data-import-rows"
        />
      )}
    </Modal>
  );
}
