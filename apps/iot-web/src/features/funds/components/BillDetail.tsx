import { useMemo } from 'react';
import { Button, Card, Descriptions, Flex, Spin, Table, Tag, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BillLine } from '@fleetkey/contract';
import { formatFen, QueryError, WholeTable } from '@fleetkey/web-kit';
import { formatDateTime } from '../../common/format';
import { useBill, useUsage } from '../hooks/useFunds';
import { BILL_STATE_COLOURS } from '../state-colours';
import { usageByDay } from '../usage-days';
import { UsageChart } from './UsageChart';
import './bill-print.css';

const DAY_MS = 86_400_000;

/** A month's usage rows: the month by local calendar widened a day each side (days are in the account's zone). */
function monthRange(period: string): { from: number; to: number } {
  const [year = 0, month = 0] = period.split('-').map(Number);
  return {
    from: new Date(year, month - 1, 1).getTime() - DAY_MS,
    to: new Date(year, month, 1).getTime() + DAY_MS,
  };
}

/** One month's bill: its totals and prices, a line per device, the usage per day, and a print view. */
export function BillDetail({ period }: { period: string }) {
  const { t } = useTranslation();
  const bill = useBill(period);
  const range = useMemo(() => monthRange(period), [period]);
  const usage = useUsage(range);
  const days = useMemo(() => usageByDay(usage.data?.result ?? [], period), [usage.data, period]);
  if (bill.isPending) return <Spin style={{ display: 'block', margin: '40px auto' }} />;
  const view = bill.data;
  return (
    <Card
      className="bill-print"
      data-testid="bill-detail"
      title={t('bills.billOf', { period })}
      extra={
        <Button
          icon={<PrinterOutlined />}
          className="bill-no-print"
          onClick={() => window.print()}
          data-testid="bill-print"
        >
          {t('bills.print')}
        </Button>
      }
    >
      <QueryError query={bill} />
      {view && (
        <Flex vertical gap={16}>
          <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }}>
            <Descriptions.Item label={t('bills.state')}>
              <Tag color={BILL_STATE_COLOURS[view.state]}>{t(`bills.states.${view.state}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('bills.total')}>
              <Typography.Text strong data-testid="bill-total">
                {formatFen(view.total)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('bills.paid')}>{formatFen(view.paid)}</Descriptions.Item>
            <Descriptions.Item label={t('bills.owed')}>{formatFen(view.total - view.paid)}</Descriptions.Item>
            <Descriptions.Item label={t('bills.prices')}>
              {t('bills.priceText', {
                device: formatFen(view.prices.deviceMonth),
                thousand: formatFen(view.prices.perThousandMessages),
              })}
            </Descriptions.Item>
            <Descriptions.Item label={t('bills.closedAt')}>
              {view.closedAt === null ? t('bills.notClosed') : formatDateTime(view.closedAt)}
            </Descriptions.Item>
          </Descriptions>
          <WholeTable<BillLine>
            rowKey="devid"
            dataSource={view.lines ?? []}
            empty={t('bills.noLines')}
            data-testid="bill-lines"
            columns={[
              {
                key: 'devid',
                title: t('bills.device'),
                render: (_, l) => (l.devname ? `${l.devname} (${l.devid})` : l.devid),
              },
              { key: 'days', title: t('bills.activeDays'), dataIndex: 'activeDays', align: 'right' },
              { key: 'messages', title: t('bills.messages'), dataIndex: 'messages', align: 'right' },
              { key: 'points', title: t('bills.points'), dataIndex: 'points', align: 'right' },
              {
                key: 'amount',
                title: t('bills.amount'),
                align: 'right',
                render: (_, l) => formatFen(l.amount),
              },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={4}>
                  {t('bills.total')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  {formatFen(view.total)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('bills.usagePerDay')}
          </Typography.Title>
          <QueryError query={usage} />
          {usage.isPending ? <Spin /> : <UsageChart days={days} />}
        </Flex>
      )}
    </Card>
  );
}
