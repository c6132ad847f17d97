import { useState } from 'react';
import { Button, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceTypeSummary } from '@fleetkey/contract';
import { BatchDeleteButton } from '../common/BatchDeleteButton';
import { useIotAccess } from '../access/use-iot-access';
import { useListPage } from '../common/hooks/use-list-page';
import { ListPage } from '../common/ListPage';
import { RowActions } from '../common/RowActions';
import { timeSort } from '../common/time-sort';
import { DeviceTypeDialog } from './components/DeviceTypeDialog';
import { SectionsDrawer } from './components/SectionsDrawer';
import { useDeviceType, useDeviceTypeActions, useDeviceTypeList } from './hooks/useDeviceTypes';
import { dateTimeColumn } from '../common/date-time-column';
import { formatDateTime } from '../common/format';
import { pendingSince, retentionLabel } from './retention-label';
import { actionsColumn } from '../common/actions-column';

type DialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; devtype: string };

/**
 * The device types screen: search, list with retention and device counts, create, edit, delete and batch
 * delete.
 */
export function DeviceTypeList() {
  const { t } = useTranslation();
  const view = useListPage();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  // The type whose other sections (status, events, parameters, topics) are open in the drawer.
  const [sections, setSections] = useState<string | undefined>();

  const list = useDeviceTypeList(view.query);
  const editing = useDeviceType(dialog.mode === 'edit' ? dialog.devtype : undefined);
  const actions = useDeviceTypeActions();
  const editable = useIotAccess().can('devtypes', 'write');

  const columns: TableColumnsType<DeviceTypeSummary> = [
    {
      title: t('deviceTypes.name'),
      dataIndex: 'devtype',
      key: 'devtype',
      render: (devtype: string) => (
        <Button
          type="link"
          size="small"
          onClick={() => setSections(devtype)}
          data-testid={`devtype-open-${devtype}`}
        >
          {devtype}
        </Button>
      ),
    },
    {
      title: t('deviceTypes.comment'),
      dataIndex: 'comment',
      key: 'comment',
      render: (c: string) => c || '—',
    },
    {
      title: t('deviceTypes.mode'),
      dataIndex: 'mode',
      key: 'mode',
      render: (mode: DeviceTypeSummary['mode']) => (
        <Tag color={mode === 'strict' ? 'blue' : 'default'} data-testid="devtype-mode-tag">
          {t(`deviceTypes.modes.${mode}`)}
        </Tag>
      ),
    },
    {
      title: t('deviceTypes.retention.column'),
      key: 'retention',
      render: (_, type) => {
        const since = pendingSince(type, Date.now());
        return (
          <span data-testid="devtype-retention-cell">
            {retentionLabel(type.retentionDays, t)}
            {since !== null && (
              <Typography.Text type="secondary">
                {' '}
                ({t('deviceTypes.retention.from', { date: formatDateTime(since) })})
              </Typography.Text>
            )}
          </span>
        );
      },
    },
    {
      title: t('deviceTypes.deviceCount'),
      key: 'count',
      align: 'right',
      render: (_, type) => type.devices.count,
    },
    dateTimeColumn(t('deviceTypes.createdAt'), 'createdAt', timeSort(view.query.descend)),
    ...(!editable
      ? []
      : [
          actionsColumn<DeviceTypeSummary>(t, (type) => (
            <RowActions
              onEdit={() => setDialog({ mode: 'edit', devtype: type.devtype })}
              remove={{
                title: t('deviceTypes.confirmDelete', { name: type.devtype }),
                description: type.devices.count > 0 ? t('deviceTypes.hasDevices') : undefined,
                onConfirm: () => view.deleteRow(actions.remove, type.devtype),
                testId: `devtype-delete-${type.devtype}`,
              }}
            >
              <Button
                size="small"
                type="link"
                onClick={() => setSections(type.devtype)}
                data-testid={`devtype-sections-${type.devtype}`}
              >
                {t('deviceTypes.sections.open')}
              </Button>
            </RowActions>
          )),
        ]),
  ];

  return (
    <ListPage<DeviceTypeSummary>
      testId="devtype-list"
      list={{ view, query: list }}
      search={t('deviceTypes.searchPlaceholder')}
      actions={
        editable && (
          <BatchDeleteButton
            count={view.selected.length}
            onConfirm={() => actions.removeMany.mutate(view.selected, { onSuccess: view.onDeletedMany })}
            testId="devtype-batch-delete"
          />
        )
      }
      create={
        editable && {
          label: t('deviceTypes.create'),
          testId: 'devtype-create',
          onClick: () => setDialog({ mode: 'create' }),
        }
      }
      rowKey="devtype"
      columns={columns}
      selectable={editable}
    >
      {(dialog.mode === 'create' || (dialog.mode === 'edit' && editing.data)) && (
        <DeviceTypeDialog
          // The edit dialog opens once the whole type (commands and their parameters) has loaded.
          editing={dialog.mode === 'edit' ? editing.data : undefined}
          onCreate={(input) => actions.create.mutateAsync(input)}
          onUpdate={(devtype, input) => actions.update.mutateAsync({ devtype, input })}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
      {sections !== undefined && <SectionsDrawer devtype={sections} onClose={() => setSections(undefined)} />}
    </ListPage>
  );
}
