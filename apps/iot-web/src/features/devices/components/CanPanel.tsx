import { useEffect, useMemo } from 'react';
import { Alert, Badge, Flex, Spin, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceView } from '@fleetkey/contract';
import { QueryError, WholeTable } from '@fleetkey/web-kit';
import { formatDataTime } from '../../common/format';
import { useFormatValue } from '../../common/hooks/use-format-value';
import { NoData } from '../../common/NoData';
import { useDbcTree } from '../../dbc/hooks/useDbcFiles';
import { useDbcBindings, useDbcStrategies } from '../../dbc/hooks/useDbcStrategies';
import { useLiveConnection } from '../../realtime/hooks/useLiveConnection';
import { useLiveFeed } from '../../realtime/hooks/useLiveFeed';
import { boundStrategy } from '../../dbc/bound-strategy';
import { latestValues } from '../can-signals';
import { useRecentData } from '../hooks/useDeviceDetail';
import { CanDownloadForm } from './CanDownloadForm';
import { CanTraffic } from './CanTraffic';

/** One decoded signal as the tab lists it. */
interface SignalRow {
  point: string;
  message: string;
  signal: string;
  unit: string;
  value: unknown;
  time: number | null;
}

/**
 * A device's CAN tab: the signals its bound strategy decodes, each with its newest value — the stored
 * rows first, then live as the device sends frames — and the download of a decoded range.
 */
export function CanPanel({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const format = useFormatValue();
  const strategies = useDbcStrategies();
  const bindings = useDbcBindings();
  const strategy = boundStrategy(device, bindings.data ?? [], strategies.data ?? []);
  const tree = useDbcTree(strategy?.dbc ?? null);
  const recent = useRecentData(device);
  const link = useLiveConnection();
  const live = useLiveFeed(link.connection, device);
  const { start } = live;
  // The tab is a live view: it listens from the moment it opens.
  useEffect(() => start(), [start]);

  const rows = useMemo((): SignalRow[] => {
    if (!strategy) return [];
    const points = strategy.signals.map((s) => s.point);
    const latest = latestValues([...live.feed.rows, ...(recent.data?.result ?? [])], points);
    const units = new Map(
      (tree.data?.messages ?? []).flatMap((m) => m.signals.map((s) => [`${m.name}/${s.name}`, s.unit])),
    );
    return strategy.signals.map((s) => ({
      ...s,
      unit: units.get(`${s.message}/${s.signal}`) ?? '',
      value: latest[s.point]?.value,
      time: latest[s.point]?.time ?? null,
    }));
  }, [strategy, live.feed.rows, recent.data, tree.data]);

  if (strategies.isPending || bindings.isPending) return <Spin />;
  if (strategies.isError) return <QueryError query={strategies} />;
  if (bindings.isError) return <QueryError query={bindings} />;

  const columns: TableColumnsType<SignalRow> = [
    { title: t('dbc.can.point'), dataIndex: 'point', key: 'point' },
    {
      title: t('dbc.can.source'),
      key: 'source',
      render: (_, row) => `${row.message}.${row.signal}`,
    },
    {
      title: t('dbc.decode.value'),
      key: 'value',
      render: (_, row) => (
        <span data-testid={`can-value-${row.point}`}>
          {format(row.value)}
          {row.value !== undefined && row.unit ? ` ${row.unit}` : ''}
        </span>
      ),
    },
    {
      title: t('dbc.can.time'),
      dataIndex: 'time',
      key: 'time',
      width: 220,
      render: (time: number | null) => (time === null ? '—' : formatDataTime(time)),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="can-panel">
      <CanTraffic device={device} />
      {strategy ? (
        <>
          <Flex gap={16} align="center" wrap>
            <Typography.Text>
              {t('dbc.can.strategy', { name: strategy.name, dbc: strategy.dbc })}
            </Typography.Text>
            <Badge
              status={live.running && link.state === 'open' ? 'processing' : 'default'}
              text={t(`dbc.can.live.${link.state}`)}
            />
          </Flex>
          {link.problem && <Alert type="warning" showIcon title={t('dbc.can.liveProblem')} />}
          <WholeTable<SignalRow>
            rowKey="point"
            columns={columns}
            dataSource={rows}
            data-testid="can-signals"
          />
        </>
      ) : (
        <NoData hint={t('dbc.can.unbound')} />
      )}
      <CanDownloadForm device={device} defaultDbc={strategy?.dbc ?? null} />
    </Flex>
  );
}
