import { useState } from 'react';
import { Alert, App, Empty, Modal, Radio, Space, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COUPON_MAX_MONTHS_LEFT, LIST_LIMIT_DEFAULT } from '@fleetkey/contract';
import type { LicenceView } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { CARD_VOUCHER_PATH } from '../../../app/routes';
import { extensionKey, couponTypeKey } from '../../coupons/coupon-labels';
import { formatDate } from '../../common/format';
import { QUERY_ROOTS } from '../../common/query-roots';
import { couponHint } from '../coupon-rule';
import { useLicenceAction } from '../hooks/useLicenceAction';
import { useLicenceApi } from '../hooks/useLicenceApi';
import { ActionError } from './ActionError';
import { LicenceSummary } from './LicenceSummary';

/**
 * Using one of the user's unused cards on a licence. The 6-month rule is explained up front and, when the
 * licence has more left, the dialog says from which day a card will apply instead of offering to try.
 */
export function UseCardDialog({ licence, onClose }: { licence: LicenceView; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useLicenceApi();
  const [couponId, setCouponId] = useState<string>();
  const cards = useQuery({
    queryKey: [QUERY_ROOTS.coupons, 'unused-for-use'],
    queryFn: () => api.coupons.list({ status: 'unused', limit: LIST_LIMIT_DEFAULT }),
    meta: { silentError: true },
  });
  const use = useLicenceAction((id: string) => api.coupons.use(id, licence.id));
  const hint = couponHint(licence.expiredAt);
  const submit = () => {
    if (!couponId) return;
    use.mutate(couponId, {
      onSuccess: (result) => {
        void message.success(t('licences.useCard.done', { date: formatDate(result.expiredAt) }));
        onClose();
      },
    });
  };

  return (
    <Modal
      open
      title={t('licences.useCard.title')}
      okText={t('licences.useCard.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !hint.usable || !couponId, 'data-testid': 'use-card-submit' }}
      confirmLoading={use.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      data-testid="use-card-dialog"
    >
      <LicenceSummary licence={licence} />
      <Alert
        showIcon
        type={hint.usable ? 'info' : 'warning'}
        style={{ marginBottom: 16 }}
        data-testid="use-card-rule"
        title={t('licences.useCard.rule', { months: COUPON_MAX_MONTHS_LEFT })}
        description={
          hint.usable ? undefined : t('licences.useCard.notYet', { date: formatDate(hint.from.getTime()) })
        }
      />
      {cards.isPending && <Spin />}
      <QueryError query={cards} />
      {cards.data?.result.length === 0 && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              {t('licences.useCard.none')}{' '}
              <Link to={CARD_VOUCHER_PATH}>{t('licences.useCard.allCards')}</Link>
            </>
          }
        />
      )}
      {cards.data && cards.data.result.length > 0 && (
        <Radio.Group value={couponId} onChange={(e) => setCouponId(e.target.value as string)}>
          <Space orientation="vertical">
            {cards.data.result.map((card) => (
              <Radio key={card.id} value={card.id} disabled={!hint.usable} data-testid="use-card-option">
                <Tag>{t(couponTypeKey(card.type))}</Tag>
                <Typography.Text strong>
                  {t(extensionKey(card.extension.unit), { count: card.extension.count })}
                </Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {t('licences.useCard.validUntil', { date: formatDate(card.validUntil) })}
                </Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
      <ActionError error={use.error} />
    </Modal>
  );
}
