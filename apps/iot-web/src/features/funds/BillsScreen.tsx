import { useState } from 'react';
import { Button, Card, Flex, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillView } from '@fleetkey/contract';
import { formatFen, QueryError } from '@fleetkey/web-kit';
import { formatDateTime } from '../common/format';
import { serverPager, TABLE_PAGE_SIZE } from '../common/paging';
import { BillDetail } from './components/BillDetail';
import { useBills } from './hooks/useFunds';
import { BILL_STATE_COLOURS } from './state-colours';

/** A bill's row: a closed month by its id, the open estimate by its month. */
const billKey = (bill: BillView) => `${bill.period}-${bill.id ?? 'open'}`;

/** The account's monthly bills (the current month as an open estimate), and the chosen month's bill. */
export function BillsScreen() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<BillView>();
  const bills = useBills(page, TABLE_PAGE_SIZE);
  return (
    <Flex vertical gap={16} data-testid="bills-screen">
      <Card className="bill-no-print">
        <QueryError query={bills} />
        <Table<BillView>
          // A closed bill is keyed by its id, the open estimate (no id yet) by its month.
          rowKey={billKey}
          size="middle"
          loading={bills.isFetching}
          dataSource={bills.data?.result ?? []}
          locale={{ emptyText: t('bills.empty') }}
          data-testid="bills-table"
          rowClassName={(bill) =>
            chosen && billKey(bill) === billKey(chosen) ? 'ant-table-row-selected' : ''
          }
          pagination={serverPager(page, setPage, bills.data)}
          columns={[
            { key: 'period', title: t('bills.period'), dataIndex: 'period' },
            {
              key: 'state',
              title: t('bills.state'),
              render: (_, b) => (
                <Tag color={BILL_STATE_COLOURS[b.state]} data-testid={`bill-state-${b.period}-${b.state}`}>
                  {t(`bills.states.${b.state}`)}
                </Tag>
              ),
            },
            { key: 'total', title: t('bills.total'), align: 'right', render: (_, b) => formatFen(b.total) },
            { key: 'paid', title: t('bills.paid'), align: 'right', render: (_, b) => formatFen(b.paid) },
            { key: 'closed', title: t('bills.closedAt'), render: (_, b) => formatDateTime(b.closedAt) },
            {
              key: 'actions',
              title: t('funds.actions'),
              render: (_, b) => (
                <Button
                  size="small"
                  type="link"
                  onClick={() => setChosen(b)}
                  data-testid={`bill-view-${b.period}-${b.state}`}
                >
                  {t('bills.view')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      {chosen && <BillDetail period={chosen.period} />}
    </Flex>
  );
}
