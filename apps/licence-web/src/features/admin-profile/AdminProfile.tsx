import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePasswordDialog } from '@fleetkey/web-kit';
import { formatDateTime } from '../common/format';
import { ADMIN_LOGIN_PATHS } from '../../app/routes';
import { AdminNameDialog } from './components/AdminNameDialog';
import { AdminSessionsCard } from './components/AdminSessionsCard';
import { useAdminProfile } from './hooks/useAdminProfile';

const [ADMIN_LOGIN_PATH = '/admin'] = ADMIN_LOGIN_PATHS;

/**
 * An administrator's own page: the account, the password (whose first change is forced: the dialog opens
 * by itself while the initial password is in use) and the sessions, with signing out everywhere else.
 */
export function AdminProfile() {
  const { t } = useTranslation();
  const { me, sessions, rename, endOthers, changePassword } = useAdminProfile();
  const [chosen, setChosen] = useState<'name' | 'password' | null>(null);
  const [forcedClosed, setForcedClosed] = useState(false);
  const mustChange = me.data?.mustChangePassword === true;
  // On the initial password the dialog opens by itself (once: closed, the warning's button reopens it).
  const dialog = chosen ?? (mustChange && !forcedClosed ? 'password' : null);
  const close = () => {
    setChosen(null);
    setForcedClosed(true);
  };

  if (me.isPending) return <Skeleton active paragraph={{ rows: 6 }} data-testid="admin-profile-loading" />;
  if (!me.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('adminProfile.loadFailed')}
        action={<Button onClick={() => void me.refetch()}>{t('adminProfile.retry')}</Button>}
        data-testid="admin-profile-error"
      />
    );
  }
  const admin = me.data;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="admin-profile">
      {mustChange && (
        <Alert
          type="warning"
          showIcon
          title={t('adminProfile.mustChange')}
          action={
            <Button type="primary" onClick={() => setChosen('password')}>
              {t('adminProfile.changePassword')}
            </Button>
          }
          data-testid="admin-must-change"
        />
      )}
      <Card
        title={t('adminProfile.account')}
        extra={
          <Button disabled={mustChange} onClick={() => setChosen('name')} data-testid="admin-edit-name">
            {t('adminProfile.editName')}
          </Button>
        }
      >
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'username', label: t('adminProfile.username'), children: admin.username },
            {
              key: 'name',
              label: t('adminProfile.name'),
              children: <span data-testid="admin-name">{admin.name}</span>,
            },
            {
              key: 'kind',
              label: t('adminProfile.kind'),
              children: (
                <Tag color={admin.superAdmin ? 'gold' : 'blue'}>
                  {t(admin.superAdmin ? 'adminProfile.superAdmin' : 'adminProfile.governed')}
                </Tag>
              ),
            },
            {
              key: 'createdAt',
              label: t('adminProfile.createdAt'),
              children: formatDateTime(admin.createdAt),
            },
            {
              key: 'lastLoginAt',
              label: t('adminProfile.lastLoginAt'),
              children:
                admin.lastLoginAt === null ? t('adminProfile.never') : formatDateTime(admin.lastLoginAt),
            },
          ]}
        />
      </Card>
      <Card title={t('adminProfile.password')}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <span>{t('adminProfile.passwordHint')}</span>
          <Button onClick={() => setChosen('password')} data-testid="admin-change-password">
            {t('adminProfile.changePassword')}
          </Button>
        </Space>
      </Card>
      <AdminSessionsCard sessions={sessions} endOthers={endOthers} />
      {dialog === 'name' && (
        <AdminNameDialog name={admin.name} onSubmit={rename.mutateAsync} onClose={close} />
      )}
      {dialog === 'password' && (
        <ChangePasswordDialog change={changePassword} signInPath={ADMIN_LOGIN_PATH} onClose={close} />
      )}
    </Space>
  );
}
