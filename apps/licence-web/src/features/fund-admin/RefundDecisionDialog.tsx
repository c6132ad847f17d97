import { Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FUND_LIMITS, type FundAdminRefundView } from '@fleetkey/contract';
import { formatFen } from '@fleetkey/web-kit';
import { FormDialog } from '../common/FormDialog';
import { useFundAdminActions } from './useFundAdmin';

/** Approves (books the refund) or rejects (unfreezes the amount) a refund request, with a note to the user. */
export function RefundDecisionDialog({
  refund,
  decision,
  onClose,
}: {
  refund: FundAdminRefundView;
  decision: 'approve' | 'reject';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { decideRefund } = useFundAdminActions();
  return (
    <FormDialog<{ note?: string }>
      title={t(`fundAdmin.refundDecision.${decision}Title`)}
      okText={t(`fundAdmin.refundDecision.${decision}`)}
      testIds={{ form: 'refund-decision-form', ok: 'refund-decision-ok' }}
      onSubmit={({ note }) => decideRefund.mutateAsync({ id: refund.id, decision, note: note?.trim() ?? '' })}
      onClose={onClose}
      above={
        <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('fundAdmin.buyer')}>{refund.username}</Descriptions.Item>
          <Descriptions.Item label={t('fundAdmin.amount')}>{formatFen(refund.amount)}</Descriptions.Item>
          <Descriptions.Item label={t('fundAdmin.reason')}>{refund.reason}</Descriptions.Item>
        </Descriptions>
      }
    >
      <Form.Item name="note" label={t('fundAdmin.refundDecision.note')}>
        <Input.TextArea rows={2} maxLength={FUND_LIMITS.reasonMax} data-testid="refund-decision-note" />
      </Form.Item>
    </FormDialog>
  );
}
