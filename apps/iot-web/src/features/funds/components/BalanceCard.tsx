import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FundAccountView } from '@fleetkey/contract';
import { formatFen } from '@fleetkey/web-kit';
import { formatDateTime } from '../../common/format';

const FIGURES = ['balance', 'frozen', 'available', 'refundable', 'unpaidBills'] as const;

/** The account's balances in yuan, its state, and the actions it allows (as `extra`). */
export function BalanceCard({ account, actions }: { account: FundAccountView; actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card
      title={
        <span>
          {t('funds.account')}{' '}
          <Tag color={account.state === 'active' ? 'green' : 'default'} data-testid="fund-state">
            {t(`funds.states.${account.state}`)}
          </Tag>
        </span>
      }
      extra={actions}
      data-testid="fund-balance-card"
    >
      <Row gutter={[24, 16]}>
        {FIGURES.map((figure) => (
          <Col key={figure} xs={12} md={8} xl={4}>
            <Statistic
              title={t(`funds.figures.${figure}`)}
              value={formatFen(account[figure])}
              data-testid={`fund-${figure}`}
              valueStyle={figure === 'unpaidBills' && account[figure] > 0 ? { color: '#cf1322' } : undefined}
            />
          </Col>
        ))}
      </Row>
      {account.creditLimit > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          {t('funds.creditLimit', { amount: formatFen(account.creditLimit) })}
        </Typography.Paragraph>
      )}
      {account.payPasswordLockedUntil !== null && (
        <Typography.Paragraph type="danger" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('funds.passwordLocked', { until: formatDateTime(account.payPasswordLockedUntil) })}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
