import { useState } from 'react';
import { Button, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAdminGrants } from '../admin-access/use-admin-grants';
import { OrderAdmin } from '../billing-admin/OrderAdmin';
import { AdjustmentDialog } from './AdjustmentDialog';
import { FundAccountsTab } from './FundAccountsTab';
import { FundOrdersTab } from './FundOrdersTab';
import { FundRefundsTab } from './FundRefundsTab';
import { PaymentsToSettleTab } from './PaymentsToSettleTab';

/**
 * The Orders screen: the licence renewal orders (first, as before), then the pay orders of IoT recharges
 * and licence renewals (transfers to confirm), refund requests to decide, gateway payments to settle,
 * funds accounts and manual adjustments. The open tab is in the address (`?tab=`), so a link leads to it. Writes need `orders:write`.
 */
export function FundAdmin() {
  const { t } = useTranslation();
  const { can } = useAdminGrants();
  const writable = can('orders:write');
  const [adjusting, setAdjusting] = useState(false);
  const [params, setParams] = useSearchParams();
  const tab = (key: string, label: string) => <span data-testid={`order-tab-${key}`}>{label}</span>;
  return (
    <>
      <Tabs
        activeKey={params.get('tab') ?? 'licences'}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        tabBarExtraContent={
          writable && (
            <Button onClick={() => setAdjusting(true)} data-testid="fund-adjust">
              {t('fundAdmin.adjust.button')}
            </Button>
          )
        }
        items={[
          { key: 'licences', label: tab('licences', t('fundAdmin.tabs.licences')), children: <OrderAdmin /> },
          {
            key: 'funds',
            label: tab('funds', t('fundAdmin.tabs.funds')),
            children: <FundOrdersTab writable={writable} />,
          },
          {
            key: 'refunds',
            label: tab('refunds', t('fundAdmin.tabs.refunds')),
            children: <FundRefundsTab writable={writable} />,
          },
          {
            key: 'toSettle',
            label: tab('toSettle', t('fundAdmin.tabs.toSettle')),
            children: <PaymentsToSettleTab writable={writable} />,
          },
          {
            key: 'accounts',
            label: tab('accounts', t('fundAdmin.tabs.accounts')),
            children: <FundAccountsTab />,
          },
        ]}
      />
      {adjusting && <AdjustmentDialog onClose={() => setAdjusting(false)} />}
    </>
  );
}
