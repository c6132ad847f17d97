import { Descriptions, Drawer, Tag } from 'antd';
import { displayName } from '@fleetkey/contract';
import { useTranslation } from 'react-i18next';
import type { CouponAdminView } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { COUPON_TYPE_COLORS, couponTypeKey, extensionKey, validityLabel } from '../../coupons/coupon-labels';
import { CARD_STATUS_COLORS } from '../card-labels';

/** Everything about one card: its batch, owner, validity, issue and use. */
export function CardDrawer({ card, onClose }: { card: CouponAdminView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const time = (ms: number | null) => (ms === null ? '—' : formatDateTime(ms));
  const validity = card ? validityLabel(card.validityDays) : null;
  return (
    <Drawer
      open={card !== null}
      width={480}
      title={t('voucherAdmin.cards.detail')}
      onClose={onClose}
      destroyOnHidden
      data-testid="card-drawer"
    >
      {card && validity && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="ID">{card.id}</Descriptions.Item>
          <Descriptions.Item label={t('voucherAdmin.fields.type')}>
            <Tag color={COUPON_TYPE_COLORS[card.type]}>{t(couponTypeKey(card.type))}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('voucherAdmin.fields.status')}>
            <Tag color={CARD_STATUS_COLORS[card.status]}>{t(`coupons.statuses.${card.status}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('voucherAdmin.fields.extension')}>
            {t(extensionKey(card.extension.unit), { count: card.extension.count })}
          </Descriptions.Item>
          <Descriptions.Item label={t('voucherAdmin.fields.validity')}>
            {t(validity.key, { count: validity.count })}
          </Descriptions.Item>
          <Descriptions.Item label={t('voucherAdmin.fields.validUntil')}>
            {card.validUntil === null ? t('voucherAdmin.cards.notIssued') : formatDateTime(card.validUntil)}
          </Descriptions.Item>
          <Descriptions.Item label={t('voucherAdmin.fields.owner')}>
            {card.owner ? `${displayName(card.owner)} (${card.owner.mobile ?? card.owner.id})` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('voucherAdmin.fields.source')}>
            {t(`coupons.sources.${card.source}`, { defaultValue: card.source })}
          </Descriptions.Item>
          <Descriptions.Item label={t('voucherAdmin.fields.batch')}>{card.batchId ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('voucherAdmin.fields.issuedAt')}>
            {time(card.issuedAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('voucherAdmin.fields.usedAt')}>{time(card.usedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('voucherAdmin.fields.usedLicence')}>
            {card.usedLicenceId ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('voucherAdmin.fields.createdAt')}>
            {time(card.createdAt)}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
