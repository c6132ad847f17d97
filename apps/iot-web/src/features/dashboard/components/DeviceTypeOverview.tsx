import { useState } from 'react';
import { Badge, Card, List, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_DEVICE_TYPE_PAGE_SIZE } from '@fleetkey/contract';
import type { DeviceTypeSummary } from '@fleetkey/contract';
import { Chart } from '../../charts/Chart';
import { NoData } from '../../common/NoData';

type View = 'pie' | 'list';

export interface DeviceTypeOverviewProps {
  types: readonly DeviceTypeSummary[];
  loading: boolean;
}

/** Devices per type, as a pie or as a list of 5 per page (iot-console.md §2, §9). */
export function DeviceTypeOverview({ types, loading }: DeviceTypeOverviewProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('list');
  return (
    <Card
      title={t('dashboard.deviceTypes')}
      loading={loading}
      data-testid="type-overview"
      extra={
        <Segmented<View>
          size="small"
          value={view}
          onChange={setView}
          data-testid="type-view"
          options={[
            { value: 'list', label: t('dashboard.listView') },
            { value: 'pie', label: t('dashboard.pieView') },
          ]}
        />
      }
    >
      {types.length === 0 ? (
        <NoData />
      ) : view === 'pie' ? (
        <Chart
          height={260}
          data-testid="type-pie"
          option={{
            tooltip: { trigger: 'item' },
            legend: { type: 'scroll', bottom: 0 },
            series: [
              {
                type: 'pie',
                radius: '55%',
                center: ['50%', '45%'],
                data: types.map((type) => ({ name: type.devtype, value: type.devices.count })),
              },
            ],
          }}
        />
      ) : (
        <List
          size="small"
          data-testid="type-list"
          dataSource={[...types]}
          rowKey="devtype"
          pagination={{ pageSize: DASHBOARD_DEVICE_TYPE_PAGE_SIZE, size: 'small', hideOnSinglePage: false }}
          renderItem={(type) => (
            <List.Item
              extra={<Badge count={type.devices.count} showZero color="#13CE66" overflowCount={99999} />}
            >
              <List.Item.Meta title={type.devtype} description={type.comment || '—'} />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
