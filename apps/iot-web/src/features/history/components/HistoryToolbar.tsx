import { Button, DatePicker, Flex, Select, Space, Typography } from 'antd';
import { CloudDownloadOutlined, DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { HISTORY_QUICK_RANGE_DAYS, TELEMETRY_AGGREGATIONS, TELEMETRY_INTERVALS } from '@fleetkey/contract';
import type { DeviceView, TelemetryAggregation, TelemetryInterval } from '@fleetkey/contract';
import { DeviceSelect } from '../../common/DeviceSelect';
import { quickRange, type TimeRange } from '../history-range';

/** What the toolbar edits before a search. */
export interface HistoryDraft {
  device: DeviceView | null;
  range: TimeRange | null;
  aggregation: TelemetryAggregation | 'none';
  /** 'auto' picks a width from the range. */
  interval: TelemetryInterval | 'auto';
}

export interface HistoryToolbarProps {
  draft: HistoryDraft;
  onChange: (draft: HistoryDraft) => void;
  onSearch: () => void;
  onDownload: () => void;
  /** Opens the download of several devices' or a whole type's data. */
  onDownloadMany: () => void;
  searching: boolean;
  downloading: boolean;
  /** Why the search cannot run yet (no device, bad range), shown under the controls. */
  problem: string | null;
}

/**
 * Device, date range with quick ranges (last week, 30 days, 90 days), aggregation, search, CSV; and the CSV
 * of several devices or a whole type.
 */
export function HistoryToolbar({
  draft,
  onChange,
  onSearch,
  onDownload,
  onDownloadMany,
  searching,
  downloading,
  problem,
}: HistoryToolbarProps) {
  const { t } = useTranslation();
  const set = (part: Partial<HistoryDraft>) => onChange({ ...draft, ...part });
  const presets = HISTORY_QUICK_RANGE_DAYS.map((days) => ({
    label: t(`history.quick.${days}`),
    // A function, so "now" is read when the preset is picked rather than when the page opened.
    value: () => {
      const range = quickRange(days, Date.now());
      return [dayjs(range.start), dayjs(range.end)] as [Dayjs, Dayjs];
    },
  }));
  return (
    <Flex vertical gap={8}>
      <Space wrap>
        <DeviceSelect
          value={draft.device}
          onChange={(device) => set({ device })}
          data-testid="history-device"
        />
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          presets={presets}
          value={draft.range ? [dayjs(draft.range.start), dayjs(draft.range.end)] : null}
          onChange={(values) => {
            const [from, to] = values ?? [];
            set({ range: from && to ? { start: from.valueOf(), end: to.valueOf() } : null });
          }}
          data-testid="history-range"
        />
        {HISTORY_QUICK_RANGE_DAYS.map((days) => (
          <Button
            key={days}
            size="small"
            onClick={() => set({ range: quickRange(days, Date.now()) })}
            data-testid={`history-quick-${days}`}
          >
            {t(`history.quick.${days}`)}
          </Button>
        ))}
      </Space>
      <Space wrap>
        <Select<TelemetryAggregation | 'none'>
          value={draft.aggregation}
          onChange={(aggregation) => set({ aggregation })}
          style={{ width: 180 }}
          data-testid="history-aggregation"
          options={[
            { value: 'none', label: t('history.aggregations.none') },
            ...TELEMETRY_AGGREGATIONS.map((a) => ({ value: a, label: t(`history.aggregations.${a}`) })),
          ]}
        />
        <Select<TelemetryInterval | 'auto'>
          value={draft.interval}
          disabled={draft.aggregation === 'none'}
          onChange={(interval) => set({ interval })}
          style={{ width: 150 }}
          data-testid="history-interval"
          options={[
            { value: 'auto', label: t('history.intervals.auto') },
            ...(Object.keys(TELEMETRY_INTERVALS) as TelemetryInterval[]).map((i) => ({
              value: i,
              label: t(`history.intervals.${i}`),
            })),
          ]}
        />
        <Button
          type="primary"
          icon={<SearchOutlined />}
          loading={searching}
          onClick={onSearch}
          data-testid="history-search"
        >
          {t('history.search')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          loading={downloading}
          onClick={onDownload}
          data-testid="history-download"
        >
          {t('history.download')}
        </Button>
        <Button icon={<CloudDownloadOutlined />} onClick={onDownloadMany} data-testid="history-download-many">
          {t('data.download.open')}
        </Button>
      </Space>
      {problem && (
        <Typography.Text type="danger" data-testid="history-problem">
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}
