import { useState } from 'react';
import { Card, Col, Empty, Flex, Row, Segmented, Spin, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@fleetkey/web-kit';
import { Chart } from '../../charts/Chart';
import { barOption, lineOption } from '../../charts/options';
import { STAT_RANGES, lastDays, type StatRange } from '../../charts/range';
import { useAwpxStatistic } from '../hooks/useAwpx';

/** Use of the packaged protocols: definitions and their owners per protocol, new definitions per day. */
export function StatisticTab() {
  const { t } = useTranslation();
  const [days, setDays] = useState<StatRange>(30);
  const statistic = useAwpxStatistic(lastDays(days));
  const data = statistic.data;
  const none = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('awpx.statsEmpty')} />;
  const perDay = data?.byDay.some((day) => day.uses > 0);
  return (
    <div data-testid="awpx-statistics">
      <Segmented<StatRange>
        value={days}
        onChange={setDays}
        options={STAT_RANGES.map((value) => ({ value, label: t('awpin.stats.lastDays', { count: value }) }))}
        style={{ marginBottom: 16 }}
      />
      <QueryError query={statistic} />
      {!data ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={12}>
            <Statistic
              title={t('awpx.stats.userProtocols')}
              value={data.userProtocols}
              data-testid="awpx-stat-total"
            />
          </Col>
          <Col xs={12}>
            <Statistic title={t('awpx.stats.users')} value={data.users} />
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('awpx.stats.perProtocol')}>
              {data.userProtocols === 0 ? (
                none
              ) : (
                <Chart
                  option={barOption(
                    data.byProtocol.map((p) => ({ label: p.name, uses: p.userProtocols })),
                    t('awpx.stats.userProtocols'),
                    true,
                  )}
                  data-testid="awpx-chart-protocols"
                />
              )}
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('awpx.stats.perDay')}>
              {perDay ? <Chart option={lineOption(data.byDay, t('awpx.stats.newDefinitions'))} /> : none}
            </Card>
          </Col>
        </Row>
      )}
    </div>
  );
}
