import { useMemo } from 'react';
import { Col, Row } from 'antd';
import { LoadError } from '@fleetkey/web-kit';
import { DashboardDeviceTable } from './components/DashboardDeviceTable';
import { DeviceTypeOverview } from './components/DeviceTypeOverview';
import { OverviewPie } from './components/OverviewPie';
import { SystemStatsCard } from './components/SystemStatsCard';
import { TypeStatsTable } from './components/TypeStatsTable';
import { buildDeviceIndex, statsByType } from './device-index';
import { useAllDeviceTypes } from '../common/hooks/useAllDeviceTypes';
import { useAllDevices, useDeviceCounts, useSystemCounts } from './hooks/useDashboard';
import { useProjectCount } from '../projects/hooks/useProjects';
import { useRuleCounts } from '../rules/hooks/useRuleCounts';

/** The dashboard (iot-console.md §2): overview, types, system and per-type statistics, device table. */
export function Dashboard() {
  const devices = useAllDevices();
  const types = useAllDeviceTypes();
  const counts = useDeviceCounts();
  const system = useSystemCounts();
  const rules = useRuleCounts();
  const projects = useProjectCount();

  const index = useMemo(() => buildDeviceIndex(devices.data ?? []), [devices.data]);
  const typeNames = useMemo(() => (types.data ?? []).map((type) => type.devtype), [types.data]);
  const stats = useMemo(() => statsByType(devices.data ?? [], typeNames), [devices.data, typeNames]);
  const failed = [devices, types, counts, system].find((query) => query.isError);

  return (
    <Row gutter={[16, 16]} data-testid="dashboard">
      {failed && (
        <Col span={24}>
          <LoadError
            error={failed.error}
            onRetry={() => {
              for (const query of [devices, types, counts, system]) void query.refetch();
            }}
          />
        </Col>
      )}
      <Col xs={24} xl={12}>
        <OverviewPie counts={counts.data} loading={counts.isPending && !counts.isError} />
      </Col>
      <Col xs={24} xl={12}>
        <DeviceTypeOverview types={types.data ?? []} loading={types.isPending && !types.isError} />
      </Col>
      <Col xs={24} xl={8}>
        <SystemStatsCard
          counts={system.data}
          rules={rules.data}
          projects={projects.data}
          loading={system.isPending && !system.isError}
        />
      </Col>
      <Col xs={24} xl={16}>
        <TypeStatsTable rows={stats} loading={devices.isPending && !devices.isError} />
      </Col>
      <Col span={24}>
        <DashboardDeviceTable
          index={index}
          devtypes={typeNames}
          loading={devices.isPending && !devices.isError}
        />
      </Col>
    </Row>
  );
}
