import { Card, Col, Row, Statistic } from 'antd';
import {
  AlertOutlined,
  AppstoreOutlined,
  ClusterOutlined,
  ProjectOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface SystemStatsCardProps {
  counts: { deviceTypes: number; devices: number } | undefined;
  loading: boolean;
  /** Rules and active alarms; absent for a user who may not read rules. */
  rules?: { rules: number; activeAlarms: number };
  /** How many projects; absent for a user who may not read projects. */
  projects?: number;
}

/** Home statistics: how many device types, devices, rules and projects the user has, and active alarms (§2, §7). */
export function SystemStatsCard({ counts, loading, rules, projects }: SystemStatsCardProps) {
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
        {rules && (
          <>
            <Col span={12} style={{ marginTop: 16 }}>
              <Statistic
                title={t('dashboard.ruleCount')}
                value={rules.rules}
                prefix={<ThunderboltOutlined />}
                data-testid="system-rule-count"
              />
            </Col>
            <Col span={12} style={{ marginTop: 16 }}>
              <Link to="/Home/Alarms">
                <Statistic
                  title={t('dashboard.activeAlarmCount')}
                  value={rules.activeAlarms}
                  prefix={<AlertOutlined />}
                  styles={rules.activeAlarms > 0 ? { content: { color: '#cf1322' } } : undefined}
                  data-testid="system-alarm-count"
                />
              </Link>
            </Col>
          </>
        )}
        {projects !== undefined && (
          <Col span={12} style={{ marginTop: 16 }}>
            <Link to="/Home/Projects">
              <Statistic
                title={t('dashboard.projectCount')}
                value={projects}
                prefix={<ProjectOutlined />}
                data-testid="system-project-count"
              />
            </Link>
          </Col>
        )}
      </Row>
    </Card>
  );
}
