import { useMemo, useState } from 'react';
import { Alert, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceView } from '@fleetkey/contract';
import { LoadError, saveBlob } from '@fleetkey/web-kit';
import { Chart } from '../charts/Chart';
import { lineChartOption } from '../charts/line-series';
import { NoData } from '../common/NoData';
import { useFormatValue } from '../common/hooks/use-format-value';
import { useDisplayTemplate } from '../customs/hooks/useCustoms';
import { DataDownloadDialog } from '../device-data/components/DataDownloadDialog';
import { HistoryTable } from './components/HistoryTable';
import { HistoryToolbar, type HistoryDraft } from './components/HistoryToolbar';
import { autoInterval, isValidRange, quickRange } from './history-range';
import { historySeries, pointNames } from './history-series';
import { useHistory, useHistoryDownload, type HistorySearch } from './hooks/useHistory';

/** The history data page (iot-console.md §2, §5): device and range, then search; table, chart and CSV. */
export function History({ initialDevice = null }: { initialDevice?: DeviceView | null }) {
  const { t } = useTranslation();
  const formatValue = useFormatValue();
  const [draft, setDraft] = useState<HistoryDraft>(() => ({
    device: initialDevice,
    range: quickRange(7, Date.now()),
    aggregation: 'none',
    interval: 'auto',
  }));
  const [search, setSearch] = useState<HistorySearch | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [downloadingMany, setDownloadingMany] = useState(false);
  const history = useHistory(search);
  const download = useHistoryDownload();
  const template = useDisplayTemplate(search?.device.devtype);

  const rows = useMemo(() => history.data?.result ?? [], [history.data]);
  const points = useMemo(() => pointNames(rows), [rows]);
  const series = useMemo(() => historySeries(rows, points), [rows, points]);

  // A device must be chosen and the range must start before it ends (iot-console.md §5).
  const checked = (): Pick<HistorySearch, 'device' | 'range'> | null => {
    const { device, range } = draft;
    if (!device) {
      setProblem(t('history.chooseDevice'));
      return null;
    }
    if (!isValidRange(range)) {
      setProblem(t('history.badRange'));
      return null;
    }
    setProblem(null);
    return { device, range };
  };
  // Search and download read the toolbar the same way, so the CSV holds what the chart shows.
  const chosen = (): HistorySearch | null => {
    const base = checked();
    if (!base) return null;
    const interval = draft.interval === 'auto' ? autoInterval(base.range) : draft.interval;
    return { ...base, aggregation: draft.aggregation, interval };
  };
  const runSearch = () => {
    const next = chosen();
    if (next) setSearch(next);
  };
  const runDownload = async () => {
    const next = chosen();
    if (!next) return;
    const file = await download.mutateAsync(next);
    saveBlob(file.blob, file.fileName ?? `${next.device.devid}.csv`);
  };

  const truncated = history.data && history.data.totalCount > rows.length;
  const chartTitle =
    search && search.aggregation !== 'none'
      ? t('history.chartAggregated', {
          aggregation: t(`history.aggregations.${search.aggregation}`),
          interval: t(`history.intervals.${search.interval}`),
        })
      : t('history.chart');
  return (
    <Flex vertical gap={16} data-testid="history">
      <Card size="small">
        <HistoryToolbar
          draft={draft}
          onChange={setDraft}
          onSearch={runSearch}
          onDownload={() => void runDownload()}
          onDownloadMany={() => setDownloadingMany(true)}
          searching={history.isFetching}
          downloading={download.isPending}
          problem={problem}
        />
      </Card>
      {history.isError && <LoadError error={history.error} onRetry={() => void history.refetch()} />}
      {truncated && (
        <Alert
          type="info"
          showIcon
          title={t('history.truncated', { shown: rows.length, total: history.data?.totalCount })}
        />
      )}
      <Card
        size="small"
        title={<span data-testid="history-chart-title">{chartTitle}</span>}
        extra={
          search && (
            <Typography.Text type="secondary" data-testid="history-count">
              {t('history.rowCount', { count: rows.length })}
            </Typography.Text>
          )
        }
      >
        {series.length === 0 ? (
          <NoData hint={search ? undefined : t('history.searchHint')} />
        ) : (
          <Chart
            option={lineChartOption(series, formatValue, { zoom: true, span: search?.range })}
            height={360}
            data-testid="history-chart"
          />
        )}
      </Card>
      <Card size="small" title={t('history.table')}>
        <HistoryTable rows={rows} points={points} template={template} />
      </Card>
      {downloadingMany && (
        <DataDownloadDialog range={draft.range} onClose={() => setDownloadingMany(false)} />
      )}
    </Flex>
  );
}
