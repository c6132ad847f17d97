import { useMemo, useState } from 'react';
import { Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@fleetkey/web-kit';
import { DashboardDeviceTable } from './components/DashboardDeviceTable';
import { DeviceTypeOverview } from './components/DeviceTypeOverview';
import { OverviewPie } from './components/OverviewPie';
import { ProjectFilter, type ProjectFilterProps } from './components/ProjectFilter';
import { SystemStatsCard } from './components/SystemStatsCard';
import { TypeStatsTable } from './components/TypeStatsTable';
import { buildDeviceIndex, statsByType, typesOfDevices } from './device-index';
import { useIotAccess } from '../access/use-iot-access';
import { useAllDeviceTypes } from '../common/hooks/useAllDeviceTypes';
import { useAllDevices, useDeviceCounts, useSystemCounts } from './hooks/useDashboard';
import { useProjectCount } from '../projects/hooks/useProjects';
import { useRuleCounts } from '../rules/hooks/useRuleCounts';

/**
 * The dashboard (iot-console.md §2): overview, types, system and per-type statistics, device table — of every
 * device, or of one project's devices (direct members and its groups' devices) when a project is chosen.
 */
export function Dashboard() {
  const { t } = useTranslation();
  const projectsReadable = useIotAccess().can('projects', 'read');
  const [project, setProject] = useState<ProjectFilterProps['value']>();
  const projectId = project?.id;
  const devices = useAllDevices(projectId);
  const types = useAllDeviceTypes();
  const counts = useDeviceCounts(projectId);
  const system = useSystemCounts(projectId);
  const rules = useRuleCounts();
  const projects = useProjectCount();

  const index = useMemo(() => buildDeviceIndex(devices.data ?? []), [devices.data]);
  const typeNames = useMemo(() => (types.data ?? []).map((type) => type.devtype), [types.data]);
  // A project lists only the types its devices have; the whole account also lists types without devices.
  const stats = useMemo(
    () => statsByType(devices.data ?? [], projectId ? [] : typeNames),
    [devices.data, typeNames, projectId],
  );
  const overviewTypes = useMemo(
    () => (projectId ? typesOfDevices(types.data ?? [], stats) : (types.data ?? [])),
    [projectId, types.data, stats],
  );
  const systemCounts = projectId && system.data ? { ...system.data, deviceTypes: stats.length } : system.data;
  const failed = [devices, types, counts, system].find((query) => query.isError);

  return (
    <Row gutter={[16, 16]} data-testid="dashboard">
      {projectsReadable && (
        <Col span={24}>
          <Flex justify="flex-end" align="center" gap={8}>
            <Typography.Text>{t('dashboard.projectFilter')}</Typography.Text>
            <ProjectFilter value={project} onChange={setProject} />
          </Flex>
        </Col>
      )}
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
        <DeviceTypeOverview types={overviewTypes} loading={types.isPending && !types.isError} />
      </Col>
      <Col xs={24} xl={8}>
        <SystemStatsCard
          counts={systemCounts}
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
