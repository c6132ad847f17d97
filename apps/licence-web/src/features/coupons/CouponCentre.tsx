import { Alert, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { COUPON_MAX_MONTHS_LEFT, COUPON_STATUSES } from '@fleetkey/contract';
import type { CouponStatus } from '@fleetkey/contract';
import { LICENCE_HOME_PATH } from '../../app/routes';
import { CouponTable } from './components/CouponTable';

const isStatus = (value: string | null): value is CouponStatus =>
  COUPON_STATUSES.some((status) => status === value);

/**
 * The card voucher page: the user's cards by status (unused, used, expired). Cards are used from the
 * licence page, where the 6-month rule can be checked against a licence; this page explains it.
 */
export function CouponCentre() {
  const { t } = useTranslation();
  // The tab lives in the address so a shared link or a reload keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get('status');
  const active: CouponStatus = isStatus(status) ? status : 'unused';

  return (
    <>
      <Alert
        showIcon
        type="info"
        style={{ marginBottom: 16 }}
        data-testid="coupon-rule"
        title={t('coupons.rule', { months: COUPON_MAX_MONTHS_LEFT })}
        description={
          <>
            {t('coupons.howToUse')} <Link to={LICENCE_HOME_PATH}>{t('coupons.toLicences')}</Link>
          </>
        }
      />
      <Tabs
        activeKey={active}
        onChange={(key) => setSearchParams({ status: key }, { replace: true })}
        destroyOnHidden
        items={COUPON_STATUSES.map((s) => ({
          key: s,
          label: <span data-testid={`coupon-tab-${s}`}>{t(`coupons.statuses.${s}`)}</span>,
          children: <CouponTable status={s} />,
        }))}
      />
    </>
  );
}
