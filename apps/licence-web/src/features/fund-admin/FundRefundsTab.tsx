import { useState } from 'react';
import { Button, Flex, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFUND_STATES, type FundAdminRefundView, type RefundState } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { listPageOf, ListTable } from '../common/ListTable';
import { actionsColumns, amountColumn, createdByColumns, FundStateFilter, stateColumn } from './fund-columns';
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
      <FundStateFilter
        states={REFUND_STATES}
        textsKey="refundStates"
        value={state}
        onChange={(value) => {
          setState(value);
          setPage(1);
        }}
      />
      <QueryError query={refunds} />
      <ListTable<FundAdminRefundView>
        testId="fund-refund-table"
        {...listPageOf(refunds, page, setPage)}
        emptyText={t('fundAdmin.noRefunds')}
        columns={[
          ...createdByColumns<FundAdminRefundView>(t),
          amountColumn(t),
          { key: 'reason', title: t('fundAdmin.reason'), dataIndex: 'reason', ellipsis: true },
          stateColumn(t, REFUND_COLOURS, 'refundStates', 'fund-refund-state'),
          { key: 'note', title: t('fundAdmin.decisionNote'), dataIndex: 'decisionNote', ellipsis: true },
          ...actionsColumns(
            t,
            writable,
            (r: FundAdminRefundView) =>
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
          ),
        ]}
      />
      {deciding && <RefundDecisionDialog {...deciding} onClose={() => setDeciding(undefined)} />}
    </Flex>
  );
}
