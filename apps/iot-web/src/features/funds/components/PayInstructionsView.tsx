import { Alert, Button, Descriptions, Flex, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PayOrderView } from '@fleetkey/contract';
import { formatFen } from '@fleetkey/web-kit';

/**
 * What the payer of a pending order must do: a bank transfer quoting the order's reference (an administrator
 * books it on receipt), or the gateway's page to open or QR code to scan. Nothing here says "paid".
 */
export function PayInstructionsView({ order }: { order: PayOrderView }) {
  const { t } = useTranslation();
  const instructions = order.instructions;
  if (instructions === null)
    return <Alert type="info" showIcon title={t(`funds.orderStates.${order.state}`)} />;
  if (instructions.kind === 'transfer')
    return (
      <Flex vertical gap={12} data-testid="pay-instructions-transfer">
        <Alert type="info" showIcon title={t('funds.recharge.transferHint')} />
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('funds.recharge.amount')}>
            <Typography.Text strong data-testid="pay-amount">
              {formatFen(order.amount)}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('funds.recharge.bankName')}>{instructions.bankName}</Descriptions.Item>
          <Descriptions.Item label={t('funds.recharge.accountName')}>
            <Typography.Text copyable>{instructions.accountName}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('funds.recharge.accountNo')}>
            <Typography.Text copyable>{instructions.accountNo}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('funds.recharge.reference')}>
            <Typography.Text copyable strong data-testid="pay-reference">
              {instructions.reference}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      </Flex>
    );
  return (
    <Flex vertical gap={12} align="center" data-testid="pay-instructions-gateway">
      <Alert type="info" showIcon title={t('funds.recharge.gatewayHint')} style={{ alignSelf: 'stretch' }} />
      <Typography.Text strong>{formatFen(order.amount)}</Typography.Text>
      {instructions.tradeType === 'qr' && <QRCode value={instructions.payUrl} />}
      <Button type="primary" href={instructions.payUrl} target="_blank" rel="noopener noreferrer">
        {t('funds.recharge.openGateway')}
      </Button>
    </Flex>
  );
}
