import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceCounts } from '@fleetkey/contract';
import { Chart } from '../../charts/Chart';

// The slices use the dashboard's reading of a status (iot-console.md §4: 0 normal, 1 offline, 5 fault).
const SLICES = [
  { key: 'online', labelKey: 'dashboard.normal', color: '#13CE66' },
  { key: 'offline', labelKey: 'dashboard.offline', color: '#A0A8B5' },
  { key: 'faulty', labelKey: 'dashboard.faulty', color: '#FF4949' },
] as const;

/** Device overview: total, normal, faulty and offline as numbers and a pie (iot-console.md §2). */
export function OverviewPie({ counts, loading }: { counts: DeviceCounts | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const data = SLICES.map((s) => ({
    name: t(s.labelKey),
    value: counts?.[s.key] ?? 0,
    itemStyle: { color: s.color },
  }));
  return (
    <Card title={t('dashboard.overview')} loading={loading} data-testid="overview-card">
      <Row gutter={8}>
        <Col span={6}>
          <Statistic title={t('dashboard.total')} value={counts?.total ?? 0} data-testid="count-total" />
        </Col>
        {SLICES.map((s) => (
          <Col span={6} key={s.key}>
            <Statistic
              title={t(s.labelKey)}
              value={counts?.[s.key] ?? 0}
              styles={{ content: { color: s.color } }}
              data-testid={`count-${s.key}`}
            />
          </Col>
        ))}
      </Row>
      <Chart
        height={220}
        data-testid="overview-pie"
        option={{
          tooltip: { trigger: 'item' },
          legend: { bottom: 0 },
          series: [
            {
              type: 'pie',
              radius: ['40%', '62%'],
              center: ['50%', '45%'],
              // Empty slices would only pile their labels on top of each other.
              data: data.filter((slice) => slice.value > 0),
              label: { formatter: '{b}: {c}' },
            },
          ],
        }}
      />
    </Card>
  );
}
