import { useState } from 'react';
import { Button, Form, Input, Modal, Radio, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FUND_LIMITS,
  TRADE_TYPES,
  type PayOrderView,
  type PayType,
  type TradeType,
} from '@fleetkey/contract';
import {
  formatFen,
  parseYuan,
  useSubmissionKey,
  yuanRule,
  YuanInput,
  SubmitFailure,
  useDialogSubmit,
} from '@fleetkey/web-kit';
import { useFundActions, usePayProviders } from '../hooks/useFunds';
import { PayInstructionsView } from './PayInstructionsView';

interface RechargeValues {
  amount: string;
  payType: PayType;
  tradeType: TradeType;
  invoice?: string;
  note?: string;
}

/**
 * A recharge: the amount in yuan (read as exact fen), the payment method the server offers (transfer
 * always, the gateway when configured), an invoice title and a note; then the created order's instructions.
 */
export function RechargeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RechargeValues>();
  const providers = usePayProviders();
  const { recharge } = useFundActions();
  const keyOf = useSubmissionKey();
  const [order, setOrder] = useState<PayOrderView | null>(null);
  // The dialog stays open on success: it turns into the order's payment instructions.
  const { saving, failure, save } = useDialogSubmit(() => undefined);
  const payTypes = providers.data?.payTypes ?? ['transfer'];
  const payType = Form.useWatch('payType', form);

  const submit = (values: RechargeValues) =>
    save(async () => {
      const request = {
        order_type: 'recharge' as const,
        pay_type: values.payType,
        trade_type: values.tradeType,
        addition: parseYuan(values.amount) ?? 0,
        invoice: values.invoice?.trim() ?? '',
        note: values.note?.trim() ?? '',
      };
      setOrder(await recharge.mutateAsync({ order: request, key: keyOf(request) }));
    });

  return (
    <Modal
      open
      title={t(order ? 'funds.recharge.instructionsTitle' : 'funds.recharge.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        order ? (
          <Button type="primary" onClick={onClose} data-testid="recharge-done">
            {t('funds.recharge.done')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="recharge-save">
              {t('funds.recharge.ok')}
            </Button>
          </>
        )
      }
    >
      {order ? (
        <PayInstructionsView order={order} />
      ) : providers.isPending ? (
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      ) : (
        <Form<RechargeValues>
          form={form}
          layout="vertical"
          initialValues={{ payType: payTypes[0], tradeType: 'page' }}
          onFinish={(values) => void submit(values)}
        >
          <SubmitFailure failure={failure} testId="recharge-failure" />
          <Form.Item
            name="amount"
            label={t('funds.recharge.amountYuan')}
            extra={t('funds.recharge.amountRange', {
              min: formatFen(FUND_LIMITS.rechargeMin),
              max: formatFen(FUND_LIMITS.rechargeMax),
            })}
            rules={[
              yuanRule((fen) => fen >= FUND_LIMITS.rechargeMin && fen <= FUND_LIMITS.rechargeMax, {
                invalid: t('funds.amountInvalid'),
                range: t('funds.amountOutOfRange'),
              }),
            ]}
          >
            <YuanInput data-testid="recharge-amount" />
          </Form.Item>
          <Form.Item name="payType" label={t('funds.recharge.payType')}>
            <Radio.Group
              data-testid="recharge-pay-type"
              options={payTypes.map((type) => ({ value: type, label: t(`funds.payTypes.${type}`) }))}
            />
          </Form.Item>
          {payType === 'gateway' && (
            <Form.Item name="tradeType" label={t('funds.recharge.tradeType')}>
              <Radio.Group
                options={TRADE_TYPES.map((type) => ({ value: type, label: t(`funds.tradeTypes.${type}`) }))}
              />
            </Form.Item>
          )}
          <Form.Item
            name="invoice"
            label={t('funds.recharge.invoice')}
            extra={t('funds.recharge.invoiceHint')}
          >
            <Input maxLength={FUND_LIMITS.invoiceTitleMax} data-testid="recharge-invoice" />
          </Form.Item>
          <Form.Item name="note" label={t('funds.recharge.note')}>
            <Input.TextArea maxLength={FUND_LIMITS.noteMax} rows={2} data-testid="recharge-note" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
