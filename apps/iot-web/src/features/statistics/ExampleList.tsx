import { useState } from 'react';
import { Button, Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  STATISTIC_STATES,
  STATISTIC_WINDOWS,
  type StatisticExampleBody,
  type StatisticExampleView,
} from '@fleetkey/contract';
import { useIotAccess } from '../access/use-iot-access';
import { useListPage } from '../common/hooks/use-list-page';
import { ListPage } from '../common/ListPage';
import { RowActions } from '../common/RowActions';
import { TargetSummary } from '../common/TargetSummary';
import { ExampleAlgorithm, ExampleState, ExampleWindow, LastWindow } from './components/ExampleCells';
import { ExampleDialog, type StartAfterSave } from './components/ExampleDialog';
import { StartDialog } from './components/StartDialog';
import { useAllAlgorithms } from './hooks/useAlgorithms';
import { useExampleActions, useExampleList, type ExampleFilters } from './hooks/useExamples';
import { EXAMPLE_QUERY, TAB_QUERY } from './statistic-links';
import { actionsColumn } from '../common/actions-column';

type Dialog =
  | { mode: 'none' }
  | { mode: 'create' }
  | { mode: 'edit'; example: StatisticExampleView }
  | { mode: 'start'; example: StatisticExampleView };

/**
 * The examples (statistics instances): searched by name, filtered by state and window, each with its
 * schedule switch (a start asks from when to backfill), its last window, a link to its results, and
 * create/edit/delete.
 */
export function ExampleList() {
  const { t } = useTranslation();
  const view = useListPage();
  const [filters, setFilters] = useState<ExampleFilters>({});
  const [dialog, setDialog] = useState<Dialog>({ mode: 'none' });
  const [, setParams] = useSearchParams();
  const list = useExampleList(view.query, filters);
  const algorithms = useAllAlgorithms();
  const actions = useExampleActions();
  const { can } = useIotAccess();
  const writable = can('statistics', 'write');
  const canControl = can('statistics', 'control');
  const close = () => setDialog({ mode: 'none' });
  const setFilter = <K extends keyof ExampleFilters>(key: K) =>
    view.firstPage((value: ExampleFilters[K]) => setFilters((f) => ({ ...f, [key]: value })));
  const busy = (id: string) =>
    (actions.start.isPending && actions.start.variables.id === id) ||
    (actions.stop.isPending && actions.stop.variables === id);

  const create = async (body: StatisticExampleBody, start: StartAfterSave | null) => {
    const saved = await actions.create.mutateAsync(body);
    if (start) await actions.start.mutateAsync({ id: saved.id, from: start.from });
  };

  const columns: TableColumnsType<StatisticExampleView> = [
    {
      title: t('statistics.examples.name'),
      key: 'name',
      render: (_, example) =>
        writable ? (
          <Button
            type="link"
            size="small"
            onClick={() => setDialog({ mode: 'edit', example })}
            data-testid="example-open"
          >
            {example.name}
          </Button>
        ) : (
          example.name
        ),
    },
    {
      title: t('statistics.examples.algorithm'),
      key: 'algorithm',
      render: (_, example) => <ExampleAlgorithm example={example} algorithms={algorithms.data} />,
    },
    {
      title: t('statistics.examples.devices'),
      key: 'targets',
      render: (_, { targets }) => <TargetSummary targets={targets} />,
    },
    {
      title: t('statistics.examples.window'),
      key: 'window',
      render: (_, example) => <ExampleWindow example={example} />,
    },
    {
      title: t('statistics.examples.state'),
      key: 'state',
      render: (_, example) => (
        <ExampleState
          example={example}
          canControl={canControl}
          busy={busy(example.id)}
          onStart={() => setDialog({ mode: 'start', example })}
          onStop={() => actions.stop.mutate(example.id)}
        />
      ),
    },
    {
      title: t('statistics.examples.lastWindow'),
      key: 'lastWindow',
      render: (_, example) => <LastWindow example={example} />,
    },
    actionsColumn(t, (example) => {
      const results = (
        <Button
          size="small"
          type="link"
          onClick={() => setParams({ [TAB_QUERY]: 'results', [EXAMPLE_QUERY]: example.id })}
          data-testid="example-results"
        >
          {t('statistics.examples.results')}
        </Button>
      );
      if (!writable) return results;
      return (
        <RowActions
          onEdit={() => setDialog({ mode: 'edit', example })}
          remove={{
            title: t('statistics.examples.confirmDelete', { name: example.name }),
            description: t('statistics.examples.deleteHint'),
            onConfirm: () => view.deleteRow(actions.remove, example.id),
            testId: 'example-delete',
          }}
        >
          {results}
        </RowActions>
      );
    }),
  ];

  return (
    <ListPage<StatisticExampleView>
      testId="example-list"
      list={{ view, query: list }}
      search={t('statistics.examples.search')}
      filters={
        <>
          <Select
            allowClear
            value={filters.state}
            onChange={setFilter('state')}
            placeholder={t('statistics.examples.allStates')}
            options={STATISTIC_STATES.map((s) => ({ value: s, label: t(`statistics.states.${s}`) }))}
            style={{ width: 140 }}
            data-testid="example-state-filter"
          />
          <Select
            allowClear
            value={filters.window}
            onChange={setFilter('window')}
            placeholder={t('statistics.examples.allWindows')}
            options={STATISTIC_WINDOWS.map((w) => ({ value: w, label: t(`statistics.windows.${w}`) }))}
            style={{ width: 140 }}
            data-testid="example-window-filter"
          />
        </>
      }
      create={
        writable && {
          label: t('statistics.examples.create'),
          testId: 'example-create',
          onClick: () => setDialog({ mode: 'create' }),
        }
      }
      rowKey="id"
      columns={columns}
    >
      {dialog.mode === 'create' && <ExampleDialog onSave={create} onClose={close} canStart={canControl} />}
      {dialog.mode === 'edit' && (
        <ExampleDialog
          key={dialog.example.id}
          editing={dialog.example}
          onSave={(body) => actions.update.mutateAsync({ id: dialog.example.id, body })}
          onClose={close}
          canStart={false}
        />
      )}
      {dialog.mode === 'start' && (
        <StartDialog
          example={dialog.example}
          starting={actions.start.isPending}
          onStart={(from) => actions.start.mutate({ id: dialog.example.id, from }, { onSuccess: close })}
          onClose={close}
        />
      )}
    </ListPage>
  );
}
