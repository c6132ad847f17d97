import type { FundsConfig } from '../../../../config-funds';
import type { PayProvider } from './pay-provider';

/**
 * A bank transfer: the payer sends the amount to the configured account quoting the order id, and an
 * administrator confirms the order once the money is seen on the statement.
 */
export function transferProvider(config: FundsConfig['transfer']): PayProvider {
  return {
    payType: 'transfer',
    start: () => Promise.resolve({ payUrl: null }),
    instructions: (order) => ({
      kind: 'transfer',
      bankName: config.bankName,
      accountName: config.accountName,
      accountNo: config.accountNo,
      reference: order.id,
    }),
  };
}
