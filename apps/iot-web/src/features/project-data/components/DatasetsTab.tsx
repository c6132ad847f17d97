import { useState } from 'react';
import { Button, Empty, Flex, Popconfirm, Select, Typography } from 'antd';
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QueryError, saveBlob } from '@fleetkey/web-kit';
import { useDatasets, useProjectDataActions, useProjectDataApi } from '../hooks/useProjectData';
import { DatasetDialog } from './DatasetDialog';
import { RecordImportDialog } from './RecordImportDialog';
import { RecordTable } from './RecordTable';

/** A project's data sets: pick one, edit its schema, and work on its records (table, import, export). */
export function DatasetsTab({ projectId, writable }: { projectId: string; writable: boolean }) {
  const { t } = useTranslation();
  const datasets = useDatasets(projectId);
  const actions = useProjectDataActions(projectId);
  const api = useProjectDataApi();
  const [chosen, setChosen] = useState<string>();
  const [dialog, setDialog] = useState<'new' | 'edit' | 'import' | null>(null);
  const list = datasets.data ?? [];
  const dataset = list.find((each) => each.id === chosen) ?? list[0];

  const download = async (format: 'csv' | 'xlsx') => {
    if (!dataset) return;
    const file = await api.exportFile({ datasetid: dataset.id }, format);
    saveBlob(file.blob, file.fileName ?? `${dataset.name}.${format}`);
  };

  return (
    <Flex vertical gap={12} data-testid="datasets-tab">
      <QueryError query={datasets} />
      <Flex gap={8} wrap align="center">
        <Select
          style={{ width: 200 }}
          placeholder={t('projectData.pickDataset')}
          value={dataset?.id}
          onChange={setChosen}
          options={list.map((each) => ({ value: each.id, label: `${each.name} (${each.records})` }))}
          data-testid="dataset-select"
        />
        {writable && (
          <Button icon={<PlusOutlined />} onClick={() => setDialog('new')} data-testid="dataset-new">
            {t('projectData.newDataset')}
          </Button>
        )}
        {dataset && writable && (
          <>
            <Button onClick={() => setDialog('edit')} data-testid="dataset-edit">
              {t('projectData.editSchema')}
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setDialog('import')} data-testid="data-import">
              {t('projectData.import')}
            </Button>
          </>
        )}
        {dataset && (
          <>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void download('csv')}
              data-testid="data-export-csv"
            >
              CSV
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => void download('xlsx')}>
              XLSX
            </Button>
          </>
        )}
        {dataset && writable && (
          <Popconfirm
            title={t('projectData.confirmDeleteDataset', { name: dataset.name })}
            onConfirm={() => actions.removeDataset.mutate(dataset.id)}
          >
            <Button danger>{t('projectData.deleteDataset')}</Button>
          </Popconfirm>
        )}
      </Flex>
      {dataset ? (
        <>
          {dataset.description && <Typography.Text type="secondary">{dataset.description}</Typography.Text>}
          <RecordTable key={dataset.id} projectId={projectId} dataset={dataset} writable={writable} />
        </>
      ) : (
        !datasets.isPending && <Empty description={t('projectData.noDatasets')} />
      )}
      {(dialog === 'new' || (dialog === 'edit' && dataset)) && (
        <DatasetDialog
          editing={dialog === 'edit' ? dataset : undefined}
          onClose={() => setDialog(null)}
          onSave={async (body) => {
            const saved =
              dialog === 'edit' && dataset
                ? await actions.updateDataset.mutateAsync({ id: dataset.id, body })
                : await actions.createDataset.mutateAsync(body);
            setChosen(saved.id);
          }}
        />
      )}
      {dialog === 'import' && dataset && (
        <RecordImportDialog projectId={projectId} dataset={dataset} onClose={() => setDialog(null)} />
      )}
    </Flex>
  );
}
