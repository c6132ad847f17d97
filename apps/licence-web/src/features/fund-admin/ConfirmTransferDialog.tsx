import { useState } from 'react';
import { Alert, Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FundAdminOrderView } from '@fleetkey/contract';
import { formatFen, useErrorText } from '@fleetkey/web-kit';
import { useFundAdminActions } from './useFundAdmin';

/** Confirms that a transfer arrived: the administrator checks the amount and reference before booking it. */
export function ConfirmTransferDialog({
  order,
  onClose,
}: {
  order: FundAdminOrderView;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { decideOrder } = useFundAdminActions();
  const [failure, setFailure] = useState<unknown>(null);
  const reference = order.instructions?.kind === 'transfer' ? order.instructions.reference : order.id;
  const confirm = () =>
    decideOrder.mutate(
      { id: order.id, decision: 'confirm' },
      { onSuccess: onClose, onError: (error) => setFailure(error) },
    );
  return (
    <Modal
      open
      title={t('fundAdmin.confirm.title')}
      okText={t('fundAdmin.confirm.ok')}
      cancelText={t('common.cancel')}
      onOk={confirm}
      confirmLoading={decideOrder.isPending}
      okButtonProps={{ 'data-testid': 'fund-order-confirm-ok' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        title={t(order.orderType === 'renewal' ? 'fundAdmin.confirm.renewalHint' : 'fundAdmin.confirm.hint')}
        style={{ marginBottom: 16 }}
      />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('fundAdmin.buyer')}>{order.username}</Descriptions.Item>
        <Descriptions.Item label={t('fundAdmin.amount')}>{formatFen(order.amount)}</Descriptions.Item>
        <Descriptions.Item label={t('fundAdmin.reference')}>{reference}</Descriptions.Item>
        <Descriptions.Item label={t('fundAdmin.invoice')}>{order.invoice || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('fundAdmin.note')}>{order.note || '—'}</Descriptions.Item>
      </Descriptions>
      {failure !== null && (
        <Alert type="error" showIcon title={errorText(failure)} style={{ marginTop: 16 }} />
      )}
    </Modal>
  );
}
