import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FUND_LIMITS, payPasswordSchema, refundRequestSchema } from '@fleetkey/contract';
import {
  FormModal,
  formatFen,
  parseYuan,
  useSubmissionKey,
  yuanRule,
  YuanInput,
  zodRule,
} from '@fleetkey/web-kit';
import { useFundActions } from '../hooks/useFunds';
import { PayPasswordInput } from './PayPasswordInput';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

interface RefundValues {
  amount: string;
  reason: string;
  payPassword: string;
}

/** A refund request up to the refundable balance: frozen at once, paid out when an administrator approves. */
export function RefundDialog({ refundable, onClose }: { refundable: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { save, frame } = useFormDialog<RefundValues>(onClose);
  const { refund } = useFundActions();
  const keyOf = useSubmissionKey();
  const submit = ({ amount, reason, payPassword }: RefundValues) =>
    save(() => {
      const body = { amount: parseYuan(amount) ?? 0, reason: reason.trim(), payPassword };
      return refund.mutateAsync({ ...body, key: keyOf(body) });
    });
  return (
    <FormModal
      title={t('funds.refund.title')}
      okText={t('funds.refund.ok')}
      {...frame}
      onFinish={(values) => void submit(values)}
      intro={
        <Typography.Paragraph type="secondary">
          {t('funds.refund.hint', { amount: formatFen(refundable) })}
        </Typography.Paragraph>
      }
      testIds={{ ok: 'refund-save', failure: 'refund-failure' }}
    >
      <Form.Item
        name="amount"
        label={t('funds.refund.amountYuan')}
        rules={[
          yuanRule((fen) => fen >= 1 && fen <= refundable, {
            invalid: t('funds.amountInvalid'),
            range: t('funds.refund.tooLarge'),
          }),
        ]}
      >
        <YuanInput data-testid="refund-amount" />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('funds.refund.reason')}
        rules={[zodRule(refundRequestSchema.shape.reason, t)]}
      >
        <Input.TextArea maxLength={FUND_LIMITS.reasonMax} rows={2} data-testid="refund-reason" />
      </Form.Item>
      <Form.Item name="payPassword" label={t('funds.payPassword')} rules={[zodRule(payPasswordSchema, t)]}>
        <PayPasswordInput data-testid="refund-password" />
      </Form.Item>
    </FormModal>
  );
}
