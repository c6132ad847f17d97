import { useState } from 'react';
import { Button, Flex, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFUND_STATES, type FundAdminRefundView, type RefundState } from '@fleetkey/contract';
import { formatFen, QueryError } from '@fleetkey/web-kit';
import { formatDateTime } from '../common/format';
import { listPageOf, ListTable } from '../common/ListTable';
import { REFUND_COLOURS } from './fund-labels';
import { RefundDecisionDialog } from './RefundDecisionDialog';
import { useFundRefunds } from './useFundAdmin';

/** Every account's refund requests, pending first, each approved or rejected with a note. */
export function FundRefundsTab({ writable }: { writable: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<RefundState | undefined>('pending');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ refund: FundAdminRefundView; decision: 'approve' | 'reject' }>();
  const refunds = useFundRefunds(state, page);
  return (
    <Flex vertical gap={16} data-testid="fund-refunds-tab">
      <Select<RefundState>
        allowClear
        style={{ width: 200 }}
        placeholder={t('orderAdmin.allStates')}
        value={state}
        onChange={(value) => {
          setState(value);
          setPage(1);
        }}
        options={REFUND_STATES.map((value) => ({ value, label: t(`fundAdmin.refundStates.${value}`) }))}
      />
      <QueryError query={refunds} />
      <ListTable<FundAdminRefundView>
        testId="fund-refund-table"
        {...listPageOf(refunds, page, setPage)}
        emptyText={t('fundAdmin.noRefunds')}
        columns={[
          { key: 'created', title: t('fundAdmin.created'), render: (_, r) => formatDateTime(r.createdAt) },
          { key: 'buyer', title: t('fundAdmin.buyer'), dataIndex: 'username' },
          {
            key: 'amount',
            title: t('fundAdmin.amount'),
            align: 'right',
            render: (_, r) => formatFen(r.amount),
          },
          { key: 'reason', title: t('fundAdmin.reason'), dataIndex: 'reason', ellipsis: true },
          {
            key: 'state',
            title: t('fundAdmin.state'),
            render: (_, r) => (
              <Tag color={REFUND_COLOURS[r.state]} data-testid={`fund-refund-state-${r.id}`}>
                {t(`fundAdmin.refundStates.${r.state}`)}
              </Tag>
            ),
          },
          { key: 'note', title: t('fundAdmin.decisionNote'), dataIndex: 'decisionNote', ellipsis: true },
          ...(writable
            ? [
                {
                  key: 'actions',
                  fixed: 'right' as const,
                  title: t('fundAdmin.actions'),
                  render: (_: unknown, r: FundAdminRefundView) =>
                    r.state === 'pending' && (
                      <Space size={4}>
                        {(['approve', 'reject'] as const).map((decision) => (
                          <Button
                            key={decision}
                            size="small"
                            type={decision === 'approve' ? 'primary' : 'default'}
                            danger={decision === 'reject'}
                            onClick={() => setDeciding({ refund: r, decision })}
                            data-testid={`fund-refund-${decision}-${r.id}`}
                          >
                            {t(`fundAdmin.refundDecision.${decision}`)}
                          </Button>
                        ))}
                      </Space>
                    ),
                },
              ]
            : []),
        ]}
      />
      {deciding && <RefundDecisionDialog {...deciding} onClose={() => setDeciding(undefined)} />}
    </Flex>
  );
}
