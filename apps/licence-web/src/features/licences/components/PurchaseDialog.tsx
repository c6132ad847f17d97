import { useState } from 'react';
import { Modal, Radio, Result, Select, Space, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIST_LIMIT_DEFAULT } from '@fleetkey/contract';
import type { LicenceView, RechargeTypeId } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { QUERY_ROOTS } from '../../common/query-roots';
import { useRechargeTypes } from '../hooks/useBilling';
import { useLicenceAction } from '../hooks/useLicenceAction';
import { useLicenceApi } from '../hooks/useLicenceApi';
import { formatMoney } from '../money';
import { ActionError } from './ActionError';
import { PaymentInstructions } from './PaymentInstructions';
import { SalesContact } from './SalesContact';
import { TermsDialog } from './TermsDialog';

/**
 * Buying a renewal: pick what to buy and for which licence, agree to the terms, and an order is recorded
 * awaiting payment, with what to do to pay it (a transfer an administrator confirms on arrival).
 */
export function PurchaseDialog({ licence, onClose }: { licence?: LicenceView; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const api = useLicenceApi();
  const types = useRechargeTypes();
  const licences = useQuery({
    queryKey: [QUERY_ROOTS.licences, 'for-purchase'],
    queryFn: () => api.licences.list({ limit: LIST_LIMIT_DEFAULT }),
    meta: { silentError: true },
  });
  const [rechargeType, setRechargeType] = useState<RechargeTypeId>();
  const [licenceId, setLicenceId] = useState<string | undefined>(licence?.id);
  const [termsOpen, setTermsOpen] = useState(false);
  const order = useLicenceAction((type: RechargeTypeId) =>
    api.billing.createOrder({ rechargeType: type, licenceId }),
  );
  // The same dialog buys a new licence (no licence chosen) or a renewal of the chosen one: say which.
  const title = t(licenceId ? 'licences.purchase.title' : 'licences.purchase.titleNew');
  const agree = () => {
    if (rechargeType) order.mutate(rechargeType, { onSettled: () => setTermsOpen(false) });
  };

  if (order.data) {
    const placed = order.data;
    return (
      <Modal open title={title} footer={null} onCancel={onClose} destroyOnHidden>
        <Result
          status="info"
          data-testid="order-result"
          title={t('licences.purchase.awaiting')}
          subTitle={
            <>
              <Typography.Paragraph>
                {t('licences.purchase.orderPlaced', {
                  id: placed.id,
                  amount: formatMoney(placed.amountCents, placed.currency, i18n.language),
                })}
              </Typography.Paragraph>
              {placed.payOrder?.instructions ? (
                <>
                  <PaymentInstructions instructions={placed.payOrder.instructions} />
                  <Typography.Paragraph>
                    <SalesContact />
                  </Typography.Paragraph>
                </>
              ) : (
                <Typography.Paragraph type="warning" data-testid="payment-unavailable">
                  {t('licences.purchase.paymentUnavailable')} <SalesContact />
                </Typography.Paragraph>
              )}
            </>
          }
        />
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={title}
      okText={t('licences.purchase.next')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !rechargeType, 'data-testid': 'purchase-next' }}
      onOk={() => setTermsOpen(true)}
      onCancel={onClose}
      destroyOnHidden
      data-testid="purchase-dialog"
    >
      {types.isPending && <Spin />}
      <QueryError query={types} />
      {types.data && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Radio.Group
            value={rechargeType}
            onChange={(e) => setRechargeType(e.target.value as RechargeTypeId)}
          >
            <Space orientation="vertical">
              {types.data.map((type) => (
                <Radio key={type.id} value={type.id} data-testid={`recharge-${type.id}`}>
                  {t('licences.purchase.months', { count: type.months })}{' '}
                  <Tag color="blue">{formatMoney(type.amountCents, type.currency, i18n.language)}</Tag>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
          <div>
            <Typography.Paragraph strong style={{ marginBottom: 8 }}>
              {t('licences.purchase.forLicence')}
            </Typography.Paragraph>
            <Select
              allowClear
              style={{ width: '100%' }}
              value={licenceId}
              onChange={setLicenceId}
              placeholder={t('licences.purchase.newLicence')}
              loading={licences.isPending}
              options={(licences.data?.result ?? []).map((l) => ({
                value: l.id,
                label: `${l.licenseId} · ${l.name}`,
              }))}
            />
          </div>
        </Space>
      )}
      <ActionError error={order.error} />
      <TermsDialog
        open={termsOpen}
        busy={order.isPending}
        onAgree={agree}
        onCancel={() => setTermsOpen(false)}
      />
    </Modal>
  );
}
