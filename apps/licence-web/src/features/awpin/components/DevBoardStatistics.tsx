import { useState } from 'react';
import { Col, Flex, Row, Segmented, Spin, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError, useIndustryLabel } from '@fleetkey/web-kit';
import { Chart } from '../../charts/Chart';
import { barOption, lineOption, pieOption } from '../../charts/options';
import { STAT_RANGES, lastDays, type StatRange } from '../../charts/range';
import { ExportButton } from '../../common/ExportButton';
import { useDevBoardActions, useDevBoardStatistics } from '../hooks/useDevBoards';
import { StatCard } from './StatCard';

/**
 * The boards' use statistics over the last 7, 30 or 90 days: totals, uses per day, the most used boards,
 * uses per industry and per company, and the CSV of each board's uses in the range.
 */
export function DevBoardStatistics() {
  const { t } = useTranslation();
  const industryLabel = useIndustryLabel();
  const [days, setDays] = useState<StatRange>(30);
  const range = lastDays(days);
  const stats = useDevBoardStatistics(range);
  const { exportStatistics } = useDevBoardActions();
  const data = stats.data;
  const uses = t('awpin.stats.uses');
  const none = t('awpin.stats.empty');

  return (
    <div data-testid="devboard-statistics">
      <Flex wrap gap={12} justify="space-between" style={{ marginBottom: 16 }}>
        <Segmented<StatRange>
          value={days}
          onChange={setDays}
          options={STAT_RANGES.map((value) => ({
            value,
            label: t('awpin.stats.lastDays', { count: value }),
          }))}
          data-testid="devboard-stat-range"
        />
        <ExportButton
          testId="devboard-stat-export"
          exporting={exportStatistics.isPending}
          onExport={() => exportStatistics.mutate(range)}
        >
          {t('awpin.stats.export')}
        </ExportButton>
      </Flex>
      <QueryError query={stats} />
      {!data ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : (
        <Row gutter={[16, 16]}>
          {[
            { key: 'boards', value: data.boards, testId: 'devboard-stat-boards' },
            { key: 'activeBoards', value: data.activeBoards },
            { key: 'totalUses', value: data.uses, testId: 'devboard-stat-uses' },
          ].map(({ key, value, testId }) => (
            <Col xs={8} key={key}>
              <Statistic title={t(`awpin.stats.${key}`)} value={value} data-testid={testId} />
            </Col>
          ))}
          <Col xs={24}>
            <StatCard title={t('awpin.stats.perDay')} empty={data.uses === 0} emptyText={none}>
              <Chart option={lineOption(data.byDay, uses)} height={260} data-testid="devboard-chart-days" />
            </StatCard>
          </Col>
          <Col xs={24} lg={12}>
            <StatCard title={t('awpin.stats.topBoards')} empty={data.byBoard.length === 0} emptyText={none}>
              <Chart option={barOption(data.byBoard, uses, true)} data-testid="devboard-chart-boards" />
            </StatCard>
          </Col>
          <Col xs={24} lg={12}>
            <StatCard
              title={t('awpin.stats.perIndustry')}
              empty={data.byIndustry.length === 0}
              emptyText={none}
            >
              <Chart
                option={pieOption(
                  data.byIndustry.map((row) => ({ ...row, label: industryLabel(row.label) })),
                  uses,
                )}
              />
            </StatCard>
          </Col>
          <Col xs={24}>
            <StatCard
              title={t('awpin.stats.perCompany')}
              empty={data.byCompany.length === 0}
              emptyText={none}
            >
              <Chart option={barOption(data.byCompany, uses)} height={260} />
            </StatCard>
          </Col>
        </Row>
      )}
    </div>
  );
}
