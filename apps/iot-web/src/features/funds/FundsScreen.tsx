import { useState } from 'react';
import { Button, Card, Empty, Flex, Space, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@fleetkey/web-kit';
import { useIotAccess } from '../access/use-iot-access';
import { BalanceCard } from './components/BalanceCard';
import { ChangePayPasswordDialog } from './components/ChangePayPasswordDialog';
import { CloseAccountDialog } from './components/CloseAccountDialog';
import { FlowsTable } from './components/FlowsTable';
import { OpenAccountDialog } from './components/OpenAccountDialog';
import { OrdersTable } from './components/OrdersTable';
import { RechargeDialog } from './components/RechargeDialog';
import { RefundDialog } from './components/RefundDialog';
import { RefundsTable } from './components/RefundsTable';
import { useFundAccount } from './hooks/useFunds';

type Dialog = 'open' | 'recharge' | 'refund' | 'password' | 'close';

/**
 * The funds account: balances and the writes the account's state allows (open, recharge, refund, payment
 * password, close), then its ledger, pay orders and refund requests. Writes show only with `funds:write`.
 */
export function FundsScreen() {
  const { t } = useTranslation();
  const { can } = useIotAccess();
  const account = useFundAccount();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const writable = can('funds', 'write');
  const close = () => setDialog(null);
  const button = (name: Dialog, primary = false) =>
    writable && (
      <Button
        type={primary ? 'primary' : 'default'}
        danger={name === 'close'}
        onClick={() => setDialog(name)}
        data-testid={`fund-${name}`}
      >
        {t(`funds.buttons.${name}`)}
      </Button>
    );

  if (account.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  const view = account.data;
  return (
    <Flex vertical gap={16} data-testid="funds-screen">
      <QueryError query={account} />
      {view && view.state !== 'active' && (
        <Card>
          <Empty
            description={t(view.state === 'closed' ? 'funds.closedHint' : 'funds.unopenedHint')}
            data-testid="fund-unopened"
          >
            {button('open', true)}
          </Empty>
        </Card>
      )}
      {view?.state === 'active' && (
        <BalanceCard
          account={view}
          actions={
            <Space wrap>
              {button('recharge', true)}
              {button('refund')}
              {button('password')}
              {button('close')}
            </Space>
          }
        />
      )}
      {view && view.state !== 'unopened' && (
        <Card>
          <Tabs
            items={[
              {
                key: 'flows',
                label: <span data-testid="fund-tab-flows">{t('funds.tabs.flows')}</span>,
                children: <FlowsTable />,
              },
              {
                key: 'orders',
                label: <span data-testid="fund-tab-orders">{t('funds.tabs.orders')}</span>,
                children: <OrdersTable />,
              },
              {
                key: 'refunds',
                label: <span data-testid="fund-tab-refunds">{t('funds.tabs.refunds')}</span>,
                children: <RefundsTable />,
              },
            ]}
          />
        </Card>
      )}
      {dialog === 'open' && <OpenAccountDialog onClose={close} />}
      {dialog === 'recharge' && <RechargeDialog onClose={close} />}
      {dialog === 'refund' && view && <RefundDialog refundable={view.refundable} onClose={close} />}
      {dialog === 'password' && <ChangePayPasswordDialog onClose={close} />}
      {dialog === 'close' && <CloseAccountDialog onClose={close} />}
    </Flex>
  );
}
