import { Descriptions, Drawer } from 'antd';
import { displayName } from '@fleetkey/contract';
import { useTranslation } from 'react-i18next';
import type { GuestRow } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { Allowed } from '../../admin-access/Allowed';
import { CompanyInfoPanel } from './CompanyInfoPanel';
import { LicenceOwnerPanel } from './LicenceOwnerPanel';
import { UserApplications } from './UserApplications';

/**
 * A registered user's details: the account as the list shows it, the licence/user info panel, and (for
 * administrators who may read applications) the user's applications.
 */
export function UserDetailDrawer({ user, onClose }: { user: GuestRow; onClose: () => void }) {
  const { t } = useTranslation();
  const dash = (value: string | null) => value || t('registerList.none');
  const time = (ms: number | null) => (ms === null ? t('registerList.never') : formatDateTime(ms));
  return (
    <Drawer
      open
      width={560}
      title={displayName(user)}
      onClose={onClose}
      destroyOnHidden
      data-testid="register-detail-drawer"
    >
      <Descriptions
        size="small"
        bordered
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'username', label: t('registerList.fields.username'), children: user.username },
          { key: 'mobile', label: t('registerList.fields.mobile'), children: dash(user.mobile) },
          { key: 'email', label: t('registerList.fields.email'), children: dash(user.email) },
          { key: 'createdAt', label: t('registerList.fields.createdAt'), children: time(user.createdAt) },
          {
            key: 'lastLoginAt',
            label: t('registerList.fields.lastLoginAt'),
            children: time(user.lastLoginAt),
          },
          { key: 'remark', label: t('registerList.fields.remark'), children: dash(user.remark) },
        ]}
      />
      <CompanyInfoPanel userId={user.id} />
      <LicenceOwnerPanel userId={user.id} />
      <Allowed permission="applications:read">
        <UserApplications userId={user.id} />
      </Allowed>
    </Drawer>
  );
}
