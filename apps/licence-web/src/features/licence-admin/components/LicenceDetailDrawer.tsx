import { Descriptions, Divider, Drawer } from 'antd';
import { displayName } from '@fleetkey/contract';
import { useTranslation } from 'react-i18next';
import type { LicenceAdminRow } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { editionKey, licenceUseKey, statusKey } from '../../licences/licence-labels';
import { LicenceOwnerPanel } from '../../guests/components/LicenceOwnerPanel';

/**
 * A licence's admin fields (with `withLicence`) above its owner's licence/user info panel: opened from the
 * licence number with both, from the owner's name with the panel alone.
 */
export function LicenceDetailDrawer({
  licence,
  withLicence,
  onClose,
}: {
  licence: LicenceAdminRow;
  withLicence: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dash = (value: string | null | undefined) => value || t('licenceAdmin.none');
  return (
    <Drawer
      open
      width={560}
      title={withLicence ? licence.licenceNo : displayName(licence.user)}
      onClose={onClose}
      destroyOnHidden
      data-testid="licence-admin-drawer"
    >
      {withLicence && (
        <>
          <Descriptions
            size="small"
            bordered
            column={1}
            items={[
              { key: 'name', label: t('licenceAdmin.fields.name'), children: dash(licence.name) },
              { key: 'alias', label: t('licenceAdmin.fields.alias'), children: dash(licence.alias) },
              { key: 'user', label: t('licenceAdmin.fields.username'), children: licence.user.username },
              { key: 'mobile', label: t('licenceAdmin.fields.mobile'), children: dash(licence.user.mobile) },
              {
                key: 'device',
                label: t('licenceAdmin.fields.device'),
                children: licence.device
                  ? `${licence.device.deviceName} (${licence.device.deviceId})`
                  : t('licenceAdmin.notBound'),
              },
              {
                key: 'edition',
                label: t('licenceAdmin.fields.edition'),
                children: t(editionKey(licence.edition)),
              },
              {
                key: 'useStatus',
                label: t('licenceAdmin.fields.useStatus'),
                children: t(licenceUseKey(licence.useStatus)),
              },
              {
                key: 'status',
                label: t('licenceAdmin.fields.status'),
                children: t(statusKey(licence.status)),
              },
              { key: 'role', label: t('licenceAdmin.fields.role'), children: dash(licence.role?.name) },
              {
                key: 'startsAt',
                label: t('licenceAdmin.fields.startsAt'),
                children: formatDateTime(licence.startsAt),
              },
              {
                key: 'expiredAt',
                label: t('licenceAdmin.fields.expiredAt'),
                children: formatDateTime(licence.expiredAt),
              },
              {
                key: 'createdAt',
                label: t('licenceAdmin.fields.createdAt'),
                children: formatDateTime(licence.createdAt),
              },
              { key: 'remark', label: t('licenceAdmin.fields.remark'), children: dash(licence.remark) },
            ]}
          />
          <Divider />
        </>
      )}
      <LicenceOwnerPanel userId={licence.user.id} />
    </Drawer>
  );
}
