import { useState } from 'react';
import { App, Flex } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceView, TelemetryRow } from '@fleetkey/contract';
import { LoadError, WholeTable } from '@fleetkey/web-kit';
import { formatDataTime } from '../../common/format';
import { useFormatValue } from '../../common/hooks/use-format-value';
import { NoData } from '../../common/NoData';
import { RowActions } from '../../common/RowActions';
import { dataTimeColumn } from '../../customs/components/point-table-columns';
import { pointColumns } from '../../customs/display-template';
import { useDisplayTemplate } from '../../customs/hooks/useCustoms';
import { DataRowDialog } from '../../device-data/components/DataRowDialog';
import { DataToolbar } from '../../device-data/components/DataToolbar';
import { rowFields } from '../../device-data/data-row-form';
import { useDataEdits } from '../../device-data/hooks/useDataEdits';
import { pointNames } from '../../history/history-series';
import { useClearData, useRecentData } from '../hooks/useDeviceDetail';
import { actionsColumn } from '../../common/actions-column';

/**
 * The device's newest data rows, one column per point (as its type's display template says, when it has one);
 * with `editable` (data write), rows can be added, corrected and deleted, and everything cleared, each
 * delete after a confirmation.
 */
export function RecentData({ device, editable }: { device: DeviceView; editable: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const format = useFormatValue();
  const recent = useRecentData(device);
  const clear = useClearData(device);
  const edits = useDataEdits(device);
  const [selected, setSelected] = useState<number[]>([]);
  // null: closed; 'new': a new row; a row: its correction.
  const [dialog, setDialog] = useState<TelemetryRow | 'new' | null>(null);
  const rows = recent.data?.result ?? [];
  const names = pointNames(rows);
  const template = useDisplayTemplate(device.devtype);
  const deleted = ({ deleted: count }: { deleted: number }) =>
    void message.success(t('data.cleared', { count }));
  const columns: TableColumnsType<TelemetryRow> = [
    dataTimeColumn<TelemetryRow>(t('data.time')),
    ...pointColumns(names, template, format).map((column) => ({
      title: column.title,
      key: column.name,
      render: (_: unknown, row: TelemetryRow) => (
        <span style={{ color: column.color }}>{column.format(row[column.name])}</span>
      ),
    })),
    ...(editable
      ? [
          actionsColumn<TelemetryRow>(
            t,
            (row) => (
              <RowActions
                onEdit={() => setDialog(row)}
                remove={{
                  title: t('data.edit.confirmDelete', { time: formatDataTime(row.time) }),
                  testId: `data-delete-${row.time}`,
                  onConfirm: () => edits.removeRows.mutate([row.time], { onSuccess: deleted }),
                }}
              />
            ),
            { width: 140 },
          ),
        ]
      : []),
  ];
  if (recent.isError) return <LoadError error={recent.error} onRetry={() => void recent.refetch()} />;
  const table = (
    <WholeTable<TelemetryRow>
      rowKey="time"
      loading={recent.isFetching}
      columns={columns}
      dataSource={rows}
      rowSelection={
        editable
          ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }
          : undefined
      }
      data-testid="recent-data"
      empty={<NoData />}
    />
  );
  if (!editable) return table;
  return (
    <Flex vertical gap={8}>
      <DataToolbar
        devid={device.devid}
        // Nothing stored (or not known yet): there is nothing to clear.
        empty={recent.isPending || rows.length === 0}
        selectedCount={selected.length}
        deleting={edits.removeRows.isPending}
        clearing={clear.isPending}
        onAdd={() => setDialog('new')}
        onDeleteSelected={() =>
          edits.removeRows.mutate(selected, {
            onSuccess: deleted,
            onSettled: () => setSelected([]),
          })
        }
        onClear={() => clear.mutate(undefined, { onSuccess: deleted })}
      />
      {table}
      {dialog !== null && (
        <DataRowDialog
          editing={dialog === 'new' ? undefined : { time: dialog.time, points: rowFields(dialog) }}
          pointNames={names}
          onSave={(row) => (dialog === 'new' ? edits.add.mutateAsync(row) : edits.update.mutateAsync(row))}
          onClose={() => setDialog(null)}
        />
      )}
    </Flex>
  );
}
