import { Alert, Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { paymentSettlementSchema, type PaymentToSettleView } from '@fleetkey/contract';
import { formatFen, zodRule } from '@fleetkey/web-kit';
import { FormDialog } from '../common/FormDialog';
import { useFundAdminActions } from './useFundAdmin';

/** Marks a gateway payment settled, with what the administrator did with the money. */
export function SettlePaymentDialog({
  payment,
  onClose,
}: {
  payment: PaymentToSettleView;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { settlePayment } = useFundAdminActions();
  return (
    <FormDialog<{ note: string }>
      title={t('fundAdmin.toSettle.settleTitle')}
      okText={t('fundAdmin.toSettle.settle')}
      testIds={{ form: 'settle-payment-form', ok: 'settle-payment-ok' }}
      onSubmit={({ note }) => settlePayment.mutateAsync({ id: payment.id, note: note.trim() })}
      onClose={onClose}
      above={
        <>
          <Alert
            type="info"
            showIcon
            message={t('fundAdmin.toSettle.settleHint')}
            style={{ marginBottom: 16 }}
          />
          <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('fundAdmin.toSettle.txn')}>{payment.txnId}</Descriptions.Item>
            <Descriptions.Item label={t('fundAdmin.amount')}>{formatFen(payment.amount)}</Descriptions.Item>
            <Descriptions.Item label={t('fundAdmin.reason')}>
              {t(`fundAdmin.toSettle.reasons.${payment.reason}`)}
            </Descriptions.Item>
          </Descriptions>
        </>
      }
    >
      <Form.Item
        name="note"
        label={t('fundAdmin.toSettle.note')}
        rules={[zodRule(paymentSettlementSchema.shape.note, t)]}
      >
        <Input.TextArea rows={2} maxLength={500} data-testid="settle-payment-note" />
      </Form.Item>
    </FormDialog>
  );
}
