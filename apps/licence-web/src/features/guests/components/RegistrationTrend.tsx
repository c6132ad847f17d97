import { useState } from 'react';
import { Card, Empty, Flex, Segmented, Spin, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@fleetkey/web-kit';
import { Chart } from '../../charts/Chart';
import { lineOption } from '../../charts/options';
import { STAT_RANGES, lastDays, type StatRange } from '../../charts/range';
import { useRegistrations } from '../hooks/useRegisteredUsers';

/**
 * New registrations per day over the last 7, 30 or 90 days (GET /regist, counted in the administrator's
 * time zone), with the range's total, above the registered-user list.
 */
export function RegistrationTrend() {
  const { t } = useTranslation();
  const [days, setDays] = useState<StatRange>(30);
  const registrations = useRegistrations(lastDays(days));
  const rows = registrations.data ?? [];
  const total = rows.reduce((sum, day) => sum + day.count, 0);

  return (
    <Card
      size="small"
      title={t('registerList.trend.title')}
      style={{ marginBottom: 16 }}
      extra={
        <Segmented<StatRange>
          size="small"
          value={days}
          onChange={setDays}
          options={STAT_RANGES.map((value) => ({
            value,
            label: t('awpin.stats.lastDays', { count: value }),
          }))}
          data-testid="registration-range"
        />
      }
      data-testid="registration-trend"
    >
      <QueryError query={registrations} />
      {registrations.isPending ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      ) : (
        registrations.data && (
          <Flex gap={24} align="center" wrap>
            <Statistic
              title={t('registerList.trend.total')}
              value={total}
              style={{ minWidth: 140 }}
              data-testid="registration-total"
            />
            <div style={{ flex: 1, minWidth: 280 }}>
              {total === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('registerList.trend.empty')} />
              ) : (
                <Chart
                  option={lineOption(
                    rows.map((day) => ({ label: day.date, uses: day.count })),
                    t('registerList.trend.perDay'),
                  )}
                  height={160}
                  data-testid="registration-chart"
                />
              )}
            </div>
          </Flex>
        )
      )}
    </Card>
  );
}
