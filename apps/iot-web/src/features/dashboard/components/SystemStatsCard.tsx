import { Card, Col, Row, Statistic } from 'antd';
import { AppstoreOutlined, ClusterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface SystemStatsCardProps {
  counts: { deviceTypes: number; devices: number } | undefined;
  loading: boolean;
}

/** Home statistics: how many device types and devices the user has (iot-console.md §2). */
export function SystemStatsCard({ counts, loading }: SystemStatsCardProps) {
  const { t } = useTranslation();
  return (
    <Card title={t('dashboard.systemStats')} loading={loading} data-testid="system-stats">
      <Row gutter={16}>
        <Col span={12}>
          <Statistic
            title={t('dashboard.deviceTypeCount')}
            value={counts?.deviceTypes ?? 0}
            prefix={<AppstoreOutlined />}
            data-testid="system-devtype-count"
          />
        </Col>
        <Col span={12}>
          <Statistic
            title={t('dashboard.deviceCount')}
            value={counts?.devices ?? 0}
            prefix={<ClusterOutlined />}
            data-testid="system-device-count"
          />
        </Col>
      </Row>
    </Card>
  );
}
