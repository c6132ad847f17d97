import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LicenceView } from '@fleetkey/contract';
import { formatDate } from '../../common/format';
import { editionKey, USE_STATUS_COLORS, licenceUseKey } from '../licence-labels';

/** The licence a dialog acts on: number, edition, use status, device and expiry. */
export function LicenceSummary({ licence }: { licence: LicenceView }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      style={{ marginBottom: 16 }}
      items={[
        { key: 'number', label: t('licences.fields.number'), children: licence.licenseId },
        { key: 'edition', label: t('licences.fields.edition'), children: t(editionKey(licence.edition)) },
        {
          key: 'use',
          label: t('licences.fields.useStatus'),
          children: (
            <Tag color={USE_STATUS_COLORS[licence.useStatus]}>{t(licenceUseKey(licence.useStatus))}</Tag>
          ),
        },
        {
          key: 'device',
          label: t('licences.fields.device'),
          children: licence.bindDevice
            ? `${licence.bindDevice.deviceName} (${licence.bindDevice.deviceId})`
            : t('licences.noDevice'),
        },
        { key: 'expiry', label: t('licences.fields.expiry'), children: formatDate(licence.expiredAt) },
      ]}
    />
  );
}
