import { useState } from 'react';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatisticExampleView, StatisticResultView } from '@fleetkey/contract';
import { useIotAccess } from '../../access/use-iot-access';
import { formatDateTime } from '../../common/format';
import { useFormatValue } from '../../common/hooks/use-format-value';
import type { ListPageView } from '../../common/hooks/use-list-page';
import { ListPage } from '../../common/ListPage';
import type { PagedQuery } from '../../common/paging';
import { RowActions } from '../../common/RowActions';
import { timeSort } from '../../common/time-sort';
import { formatInZone } from '../../tasks/task-schedule';
import { useResultActions } from '../hooks/useResults';
import { ResultDialog } from './ResultDialog';
import { actionsColumn } from '../../common/actions-column';

/** Antd tag colours of where a result came from. */
const SOURCE_COLORS = { computed: 'blue', manual: 'gold' } as const;

/**
 * The results table: each window (in the example's zone, which defines it) and device with its value,
 * readings, source and note; an override with a note, and a delete, for users who may write.
 */
export function ResultTable({
  view,
  query,
  example,
}: {
  view: ListPageView;
  query: PagedQuery<StatisticResultView>;
  example: StatisticExampleView | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormatValue();
  const writable = useIotAccess().can('statistics', 'write');
  const mutations = useResultActions();
  const [editing, setEditing] = useState<StatisticResultView | null>(null);
  // Until the example is read the windows show in the browser's zone (the same moments).
  const windowText = (result: StatisticResultView) =>
    example
      ? `${formatInZone(result.windowStart, example.timeZone)} – ${formatInZone(result.windowEnd, example.timeZone)}`
      : `${formatDateTime(result.windowStart)} – ${formatDateTime(result.windowEnd)}`;

  const columns: TableColumnsType<StatisticResultView> = [
    {
      title: example
        ? t('statistics.results.windowIn', { zone: example.timeZone })
        : t('statistics.results.window'),
      dataIndex: 'windowStart',
      key: 'windowStart',
      ...timeSort(view.query.descend),
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_, result) => <span data-testid="result-window">{windowText(result)}</span>,
    },
    { title: t('statistics.results.device'), dataIndex: 'devid', key: 'devid' },
    {
      title: t('statistics.results.value'),
      key: 'value',
      align: 'right',
      render: (_, result) => <span data-testid="result-value-cell">{format(result.value)}</span>,
    },
    { title: t('statistics.results.samples'), dataIndex: 'samples', key: 'samples', align: 'right' },
    {
      title: t('statistics.results.source'),
      key: 'source',
      render: (_, result) => (
        <Tag color={SOURCE_COLORS[result.source]} data-testid="result-source">
          {t(`statistics.sources.${result.source}`)}
        </Tag>
      ),
    },
    {
      title: t('statistics.results.note'),
      key: 'note',
      render: (_, result) =>
        result.editedBy ? (
          <Typography.Text
            title={t('statistics.results.editedBy', {
              who: result.editedBy,
              at: formatDateTime(result.editedAt),
            })}
          >
            {result.note || '—'}
          </Typography.Text>
        ) : (
          result.note || '—'
        ),
    },
  ];
  if (writable)
    columns.push(
      actionsColumn(t, (result) => (
        <RowActions
          onEdit={() => setEditing(result)}
          remove={{
            title: t('statistics.results.confirmDelete'),
            description: t('statistics.results.deleteHint'),
            onConfirm: () => view.deleteRow(mutations.remove, result.id),
            testId: 'result-delete',
          }}
        />
      )),
    );

  return (
    <ListPage<StatisticResultView>
      testId="result-list"
      list={{ view, query }}
      // The results tab holds the filters and the export above the chart.
      actions={null}
      rowKey="id"
      columns={columns}
    >
      {editing && (
        <ResultDialog
          result={editing}
          windowText={windowText(editing)}
          onSave={(value, note) => mutations.update.mutateAsync({ id: editing.id, value, note })}
          onClose={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
