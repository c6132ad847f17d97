import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PayInstructions } from '@fleetkey/contract';

/**
 * What the buyer must do to pay an order: the bank transfer with the reference to quote (an administrator
 * confirms it on arrival), or the payment gateway's page.
 */
export function PaymentInstructions({ instructions }: { instructions: PayInstructions }) {
  const { t } = useTranslation();
  if (instructions.kind === 'gateway') {
    return (
      <Typography.Paragraph data-testid="payment-instructions">
        <Typography.Link href={instructions.payUrl} target="_blank" rel="noopener noreferrer">
          {t('licences.purchase.payOnline')}
        </Typography.Link>
      </Typography.Paragraph>
    );
  }
  return (
    <Typography.Paragraph data-testid="payment-instructions">
      {t('licences.purchase.payByTransfer', {
        bankName: instructions.bankName,
        accountName: instructions.accountName,
        accountNo: instructions.accountNo,
        reference: instructions.reference,
      })}
    </Typography.Paragraph>
  );
}
