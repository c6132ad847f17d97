import { useState } from 'react';
import { Button, Flex, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentToSettleView } from '@fleetkey/contract';
import { formatFen, QueryError } from '@fleetkey/web-kit';
import { formatDateTime } from '../common/format';
import { listPageOf, ListTable } from '../common/ListTable';
import { SettlePaymentDialog } from './SettlePaymentDialog';
import { usePaymentsToSettle } from './useFundAdmin';

/**
 * Gateway payments the server took but could not book (an unknown order, a closed or deleted account, an
 * amount other than ordered): open ones first, each settled by hand with a note of what was done.
 */
export function PaymentsToSettleTab({ writable }: { writable: boolean }) {
  const { t } = useTranslation();
  const [settled, setSettled] = useState(false);
  const [page, setPage] = useState(1);
  const [settling, setSettling] = useState<PaymentToSettleView>();
  const payments = usePaymentsToSettle(settled, page);
  return (
    <Flex vertical gap={16} data-testid="fund-to-settle-tab">
      <Flex gap={8} align="center">
        <Switch
          checked={settled}
          onChange={(value) => {
            setSettled(value);
            setPage(1);
          }}
          data-testid="fund-to-settle-settled"
        />
        <Typography.Text>{t('fundAdmin.toSettle.settledFilter')}</Typography.Text>
      </Flex>
      <QueryError query={payments} />
      <ListTable<PaymentToSettleView>
        testId="fund-to-settle-table"
        {...listPageOf(payments, page, setPage)}
        emptyText={t('fundAdmin.toSettle.none')}
        columns={[
          {
            key: 'received',
            title: t('fundAdmin.toSettle.received'),
            render: (_, p) => formatDateTime(p.receivedAt),
          },
          { key: 'txn', title: t('fundAdmin.toSettle.txn'), dataIndex: 'txnId', ellipsis: true },
          { key: 'order', title: t('fundAdmin.toSettle.order'), dataIndex: 'orderId', ellipsis: true },
          { key: 'account', title: t('fundAdmin.toSettle.account'), render: (_, p) => p.userId ?? '—' },
          {
            key: 'amount',
            title: t('fundAdmin.amount'),
            align: 'right',
            render: (_, p) => `${formatFen(p.amount)} ${p.currency}`,
          },
          {
            key: 'reason',
            title: t('fundAdmin.reason'),
            render: (_, p) => <Tag color="orange">{t(`fundAdmin.toSettle.reasons.${p.reason}`)}</Tag>,
          },
          { key: 'note', title: t('fundAdmin.note'), dataIndex: 'note', ellipsis: true },
          { key: 'by', title: t('fundAdmin.toSettle.settledBy'), render: (_, p) => p.settledBy ?? '' },
          ...(writable
            ? [
                {
                  key: 'actions',
                  fixed: 'right' as const,
                  title: t('fundAdmin.actions'),
                  render: (_: unknown, p: PaymentToSettleView) =>
                    p.settledAt === null && (
                      <Button
                        size="small"
                        type="primary"
                        onClick={() => setSettling(p)}
                        data-testid={`fund-settle-${p.id}`}
                      >
                        {t('fundAdmin.toSettle.settle')}
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
      {settling && <SettlePaymentDialog payment={settling} onClose={() => setSettling(undefined)} />}
    </Flex>
  );
}
