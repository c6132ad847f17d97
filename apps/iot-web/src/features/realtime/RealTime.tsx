import { useMemo, useState } from 'react';
import { Badge, Button, Card, Col, Flex, List, Row, Space, Tag, Typography } from 'antd';
import { ClearOutlined, PauseOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LiveState } from '@fleetkey/api-client';
import type { DeviceView } from '@fleetkey/contract';
import { Chart } from '../charts/Chart';
import { lineChartOption } from '../charts/line-series';
import { DeviceSelect } from '../common/DeviceSelect';
import { formatDateTime } from '../common/format';
import { NoData } from '../common/NoData';
import { useFormatValue } from '../common/hooks/use-format-value';
import { useDisplayTemplate } from '../customs/hooks/useCustoms';
import { LiveProblemAlert } from './components/LiveProblemAlert';
import { LiveTable } from './components/LiveTable';
import { useLiveConnection, type OpenLive } from './hooks/useLiveConnection';
import { useLiveFeed } from './hooks/useLiveFeed';
import { retryKind, shownProblem } from './live-problem';
import { liveSeries } from './live-rows';

const STATE_BADGE: Record<LiveState, 'processing' | 'success' | 'warning' | 'default'> = {
  connecting: 'processing',
  open: 'success',
  reconnecting: 'warning',
  closed: 'default',
};

export interface RealTimeProps {
  /** Opens the live connection; tests pass a fake. */
  open?: OpenLive;
  /** A device chosen beforehand (from the device detail). */
  initialDevice?: DeviceView | null;
}

/** The real-time data page (iot-console.md §2, §4): choose a device, start or pause, clear, watch. */
export function RealTime({ open, initialDevice = null }: RealTimeProps) {
  const { t } = useTranslation();
  const formatValue = useFormatValue();
  const [device, setDevice] = useState<DeviceView | null>(initialDevice);
  const link = useLiveConnection(open);
  const { connection, state } = link;
  const { feed, running, start, pause, clear, resubscribe } = useLiveFeed(connection, device);
  const series = useMemo(() => liveSeries(feed), [feed]);
  const problem = shownProblem(link.problem, device?.devid, running);
  const template = useDisplayTemplate(device?.devtype);

  const retry = () => {
    link.dismiss();
    const kind = retryKind(state);
    if (kind === 'reopen') link.reopen();
    else if (kind === 'reconnect') connection?.refresh();
    else resubscribe();
  };

  return (
    <Flex vertical gap={16} data-testid="realtime">
      <Card size="small">
        <Flex gap={12} wrap align="center" justify="space-between">
          <Space wrap>
            <DeviceSelect value={device} onChange={setDevice} data-testid="realtime-device" />
            {running ? (
              <Button icon={<PauseOutlined />} onClick={pause} data-testid="realtime-pause">
                {t('realtime.pause')}
              </Button>
            ) : (
              <Button
                type="primary"
                icon={<PlayCircleOutlined />}
                onClick={start}
                disabled={!device}
                title={device ? undefined : t('realtime.chooseDevice')}
                data-testid="realtime-start"
              >
                {t('realtime.start')}
              </Button>
            )}
            <Button icon={<ClearOutlined />} onClick={clear} data-testid="realtime-clear">
              {t('realtime.clear')}
            </Button>
          </Space>
          <Space>
            {running && <Tag color="green">{t('realtime.live')}</Tag>}
            <Badge
              status={STATE_BADGE[state]}
              text={t(`realtime.states.${state}`)}
              data-testid="realtime-state"
            />
            {connection && !problem && state !== 'open' && state !== 'connecting' && (
              // The client retries by itself with growing delays; this tries again now.
              <Button size="small" type="link" onClick={retry} data-testid="realtime-reconnect">
                {t('realtime.reconnect')}
              </Button>
            )}
          </Space>
        </Flex>
        {!device && (
          <Typography.Text type="secondary" data-testid="realtime-hint">
            {t('realtime.chooseDevice')}
          </Typography.Text>
        )}
      </Card>
      {problem && <LiveProblemAlert problem={problem} onRetry={retry} />}
      <Card size="small" title={t('realtime.chart')}>
        {series.length === 0 ? (
          <NoData />
        ) : (
          <Chart option={lineChartOption(series, formatValue)} data-testid="realtime-chart" />
        )}
      </Card>
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          <Card size="small" title={t('realtime.values', { count: feed.rows.length })}>
            <LiveTable rows={feed.rows} points={feed.points} template={template} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title={t('realtime.events')}>
            <List
              size="small"
              data-testid="live-events"
              dataSource={feed.events}
              locale={{ emptyText: <NoData /> }}
              renderItem={(event) => (
                <List.Item>
                  <List.Item.Meta
                    title={
                      <Space>
                        <Tag
                          color={
                            event.type === 'error' ? 'red' : event.type === 'warning' ? 'orange' : 'default'
                          }
                        >
                          {t(`events.types.${event.type}`)}
                        </Tag>
                        {event.code}
                      </Space>
                    }
                    description={`${formatDateTime(event.time)}${event.desc ? ` · ${event.desc}` : ''}`}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
