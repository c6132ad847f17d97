import { useState } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatisticAlgorithmView } from '@fleetkey/contract';
import { useIotAccess } from '../access/use-iot-access';
import { useListPage } from '../common/hooks/use-list-page';
import { ListPage } from '../common/ListPage';
import { RowActions } from '../common/RowActions';
import { timeSort } from '../common/time-sort';
import { AlgorithmDialog } from './components/AlgorithmDialog';
import { useAlgorithmActions, useFormulaList } from './hooks/useAlgorithms';
import { dateTimeColumn } from '../common/date-time-column';
import { actionsColumn } from '../common/actions-column';

type Dialog = { mode: 'none' } | { mode: 'create' } | { mode: 'edit'; algorithm: StatisticAlgorithmView };

/** The user's formula algorithms: searched by name, made and changed in the formula editor, deleted. */
export function FormulaList() {
  const { t } = useTranslation();
  const view = useListPage();
  const list = useFormulaList(view.query);
  const actions = useAlgorithmActions();
  const writable = useIotAccess().can('statistics', 'write');
  const [dialog, setDialog] = useState<Dialog>({ mode: 'none' });
  const close = () => setDialog({ mode: 'none' });

  const columns: TableColumnsType<StatisticAlgorithmView> = [
    { title: t('statistics.algorithms.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('statistics.algorithms.formula'),
      key: 'formula',
      width: '30%',
      render: (_, algorithm) => (
        <Typography.Text code data-testid="formula-text">
          {algorithm.formula}
        </Typography.Text>
      ),
    },
    {
      title: t('statistics.algorithms.unit'),
      dataIndex: 'unit',
      key: 'unit',
      render: (u: string) => u || '—',
    },
    {
      title: t('statistics.algorithms.description'),
      dataIndex: 'description',
      key: 'description',
      ellipsis: true,
      render: (d: string) => d || '—',
    },
    dateTimeColumn(t('statistics.updatedAt'), 'updatedAt', {
      ...timeSort(view.query.descend),
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    }),
  ];
  if (writable)
    columns.push(
      actionsColumn(t, (algorithm) => (
        <RowActions
          onEdit={() => setDialog({ mode: 'edit', algorithm })}
          remove={{
            title: t('statistics.algorithms.confirmDelete', { name: algorithm.name }),
            description: t('statistics.algorithms.deleteHint'),
            onConfirm: () => view.deleteRow(actions.remove, algorithm.id),
            testId: 'formula-delete',
          }}
        />
      )),
    );

  return (
    <ListPage<StatisticAlgorithmView>
      testId="formula-list"
      list={{ view, query: list }}
      search={t('statistics.algorithms.search')}
      create={
        writable && {
          label: t('statistics.algorithms.create'),
          testId: 'formula-create',
          onClick: () => setDialog({ mode: 'create' }),
        }
      }
      rowKey="id"
      columns={columns}
    >
      {dialog.mode === 'create' && (
        <AlgorithmDialog onSave={(body) => actions.create.mutateAsync(body)} onClose={close} />
      )}
      {dialog.mode === 'edit' && (
        <AlgorithmDialog
          editing={dialog.algorithm}
          onSave={(body) => actions.update.mutateAsync({ id: dialog.algorithm.id, body })}
          onClose={close}
        />
      )}
    </ListPage>
  );
}
