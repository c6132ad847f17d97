import { useState } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UDS_EXPORT_FORMATS, type UdsErrorCodeView } from '@fleetkey/contract';
import { useIotAccess } from '../access/use-iot-access';
import { useListPage } from '../common/hooks/use-list-page';
import { ListPage } from '../common/ListPage';
import { RowActions } from '../common/RowActions';
import { CatalogueImportDialog } from './components/CatalogueImportDialog';
import { DtcCode } from './components/DtcCode';
import { ErrorCodeDialog } from './components/ErrorCodeDialog';
import { useErrorCodeActions, useErrorCodes } from './hooks/useUds';
import { SEVERITY_COLOURS } from './uds-texts';
import { actionsColumn } from '../common/actions-column';

type Dialog =
  { mode: 'none' } | { mode: 'create' } | { mode: 'import' } | { mode: 'edit'; entry: UdsErrorCodeView };

/** The DTC catalogue: searched by code or description, edited one by one or imported from a file, exported. */
export function CatalogueTab() {
  const { t } = useTranslation();
  const view = useListPage();
  const list = useErrorCodes(view.query);
  const actions = useErrorCodeActions();
  const writable = useIotAccess().can('uds', 'write');
  const [dialog, setDialog] = useState<Dialog>({ mode: 'none' });
  const close = () => setDialog({ mode: 'none' });

  const columns: TableColumnsType<UdsErrorCodeView> = [
    {
      title: t('uds.code'),
      key: 'code',
      width: 150,
      render: (_, entry) => <DtcCode sae={entry.sae} code={entry.code} testId="code-sae" />,
    },
    { title: t('uds.descriptionZh'), dataIndex: 'descriptionZh', key: 'zh', render: (d: string) => d || '—' },
    { title: t('uds.descriptionEn'), dataIndex: 'descriptionEn', key: 'en' },
    {
      title: t('uds.severity'),
      dataIndex: 'severity',
      key: 'severity',
      width: 110,
      render: (severity: UdsErrorCodeView['severity']) => (
        <Tag color={SEVERITY_COLOURS[severity]}>{t(`uds.severities.${severity}`)}</Tag>
      ),
    },
    {
      title: t('uds.suggestedAction'),
      dataIndex: 'action',
      key: 'action',
      ellipsis: true,
      render: (a: string) => a || '—',
    },
  ];
  if (writable)
    columns.push(
      actionsColumn(
        t,
        (entry) => (
          <RowActions
            onEdit={() => setDialog({ mode: 'edit', entry })}
            remove={{
              title: t('uds.confirmDelete', { code: entry.sae }),
              onConfirm: () => view.deleteRow(actions.remove, entry.id),
              testId: 'code-delete',
            }}
          />
        ),
        { width: 140 },
      ),
    );

  return (
    <ListPage<UdsErrorCodeView>
      testId="uds-catalogue"
      list={{ view, query: list }}
      search={t('uds.search')}
      actions={
        <>
          {UDS_EXPORT_FORMATS.map((format) => (
            <Button
              key={format}
              icon={<DownloadOutlined />}
              loading={actions.exportFile.isPending && actions.exportFile.variables === format}
              onClick={() => actions.exportFile.mutate(format)}
              data-testid={`uds-export-${format}`}
            >
              {t(`uds.export.${format}`)}
            </Button>
          ))}
          {writable && (
            <Button
              icon={<UploadOutlined />}
              onClick={() => setDialog({ mode: 'import' })}
              data-testid="uds-import"
            >
              {t('uds.import')}
            </Button>
          )}
        </>
      }
      create={
        writable && {
          label: t('uds.create'),
          testId: 'uds-create',
          onClick: () => setDialog({ mode: 'create' }),
        }
      }
      rowKey="id"
      columns={columns}
    >
      {dialog.mode === 'create' && (
        <ErrorCodeDialog onSave={(body) => actions.create.mutateAsync(body)} onClose={close} />
      )}
      {dialog.mode === 'edit' && (
        <ErrorCodeDialog
          editing={dialog.entry}
          onSave={(body) => actions.update.mutateAsync({ id: dialog.entry.id, body })}
          onClose={close}
        />
      )}
      {dialog.mode === 'import' && <CatalogueImportDialog onClose={close} />}
    </ListPage>
  );
}
