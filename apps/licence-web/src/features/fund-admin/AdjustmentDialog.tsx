import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FUND_LIMITS, fundAdjustmentSchema } from '@fleetkey/contract';
import { formatFen, parseYuan, useSubmissionKey, yuanRule, YuanInput, zodRule } from '@fleetkey/web-kit';
import { FormDialog } from '../common/FormDialog';
import { useFundAdminActions } from './useFundAdmin';

interface AdjustmentValues {
  username: string;
  amount: string;
  reason: string;
}

/** Credits (+) or debits (−) an account by hand, with the reason the ledger and the operation log keep. */
export function AdjustmentDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { adjust } = useFundAdminActions();
  const keyOf = useSubmissionKey();
  return (
    <FormDialog<AdjustmentValues>
      title={t('fundAdmin.adjust.title')}
      okText={t('fundAdmin.adjust.ok')}
      testIds={{ form: 'fund-adjust-form', ok: 'fund-adjust-ok' }}
      onSubmit={({ username, amount, reason }) => {
        const body = { username: username.trim(), amount: parseYuan(amount) ?? 0, reason: reason.trim() };
        return adjust.mutateAsync({ ...body, key: keyOf(body) });
      }}
      onClose={onClose}
      above={<Typography.Paragraph type="secondary">{t('fundAdmin.adjust.hint')}</Typography.Paragraph>}
    >
      <Form.Item
        name="username"
        label={t('fundAdmin.adjust.username')}
        rules={[zodRule(fundAdjustmentSchema.shape.username, t)]}
      >
        <Input data-testid="fund-adjust-username" />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('fundAdmin.adjust.amount')}
        extra={t('fundAdmin.adjust.amountHint', { max: formatFen(FUND_LIMITS.adjustmentMax) })}
        rules={[
          yuanRule((fen) => fen !== 0 && Math.abs(fen) <= FUND_LIMITS.adjustmentMax, {
            invalid: t('fundAdmin.adjust.amountInvalid'),
            range: t('fundAdmin.adjust.amountRange'),
          }),
        ]}
      >
        <YuanInput data-testid="fund-adjust-amount" />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('fundAdmin.adjust.reason')}
        rules={[zodRule(fundAdjustmentSchema.shape.reason, t)]}
      >
        <Input.TextArea rows={2} maxLength={FUND_LIMITS.reasonMax} data-testid="fund-adjust-reason" />
      </Form.Item>
    </FormDialog>
  );
}
