import { useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DeviceView } from '@fleetkey/contract';
import { useIotAccess } from '../access/use-iot-access';
import { useListPage } from '../common/hooks/use-list-page';
import { ListToolbar } from '../common/ListToolbar';
import { AddResultDialog } from './components/AddResultDialog';
import { ResultChart } from './components/ResultChart';
import { ResultFilters, type DayRange } from './components/ResultFilters';
import { ResultTable } from './components/ResultTable';
import { useExample, useExampleOptions } from './hooks/useExamples';
import { useResultExport } from './hooks/useResultExport';
import { useResultActions, useResultPage, useResultSeries, type ResultFilter } from './hooks/useResults';
import { EXAMPLE_QUERY, TAB_QUERY } from './statistic-links';

/**
 * The results of one example (`?example=`, else the first): filtered by device and days, drawn per device
 * over the windows, listed with overrides and deletes, added by hand for a window, and exported as CSV.
 */
export function ResultsTab() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const options = useExampleOptions();
  const exampleId = params.get(EXAMPLE_QUERY) ?? options.data?.[0]?.id;
  const example = useExample(exampleId);
  const view = useListPage();
  const [device, setDevice] = useState<DeviceView | null>(null);
  const [range, setRange] = useState<DayRange | null>(null);
  const filter: ResultFilter = { exampleId, devid: device?.devid, from: range?.from, to: range?.to };
  const { page, pageSize, descend } = view.query;
  const list = useResultPage(filter, page, pageSize, descend);
  const series = useResultSeries(filter);
  const exporter = useResultExport();
  // Adding a result by hand is a write (like the table's override and delete).
  const writable = useIotAccess().can('statistics', 'write');
  const actions = useResultActions();
  const [adding, setAdding] = useState(false);

  if (options.isSuccess && options.data.length === 0)
    return (
      <Alert type="info" showIcon title={t('statistics.results.noExamples')} data-testid="result-none" />
    );

  return (
    <Flex vertical gap={12} data-testid="result-tab">
      {/* The filters lead: they choose what both the chart and the table show. */}
      <ListToolbar
        filters={
          <ResultFilters
            exampleId={exampleId}
            onExample={view.firstPage((id: string) =>
              setParams({ [TAB_QUERY]: 'results', [EXAMPLE_QUERY]: id }),
            )}
            device={device}
            onDevice={view.firstPage(setDevice)}
            range={range}
            onRange={view.firstPage(setRange)}
          />
        }
        actions={
          <>
            <Button
              icon={<DownloadOutlined />}
              disabled={!exampleId}
              loading={exporter.isPending}
              onClick={() => exporter.mutate(filter)}
              data-testid="result-export"
            >
              {t('statistics.results.export')}
            </Button>
            {writable && (
              <Button
                icon={<PlusOutlined />}
                disabled={!example.data}
                onClick={() => setAdding(true)}
                data-testid="result-add"
              >
                {t('statistics.results.add')}
              </Button>
            )}
          </>
        }
      />
      <ResultChart results={series.data?.result} example={example.data} loading={series.isFetching} />
      <ResultTable view={view} query={list} example={example.data} />
      {adding && example.data && (
        <AddResultDialog
          example={example.data}
          onSave={(result) => actions.add.mutateAsync({ exampleId: example.data.id, ...result })}
          onClose={() => setAdding(false)}
        />
      )}
    </Flex>
  );
}
