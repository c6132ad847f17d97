import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '@fleetkey/web-kit';
import { useAdminGrants } from '../features/admin-access/use-admin-grants';
import { AddMessage } from '../features/pushes/AddMessage';
import { MESSAGE_PUSH_PATH } from '../features/pushes/push-paths';

/**
 * /Home/MessagePush/AddMessage: a new message to every user or to listed users. An administrator who may
 * only read pushes, arriving by its address, is told so instead of being shown a form they cannot send.
 */
export default function AddMessagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can, loading } = useAdminGrants();
  return (
    <>
      <PageTitle titleKey="routes.addMessage" />
      {!loading && !can('pushes:write') ? (
        <Alert
          type="info"
          showIcon
          title={t('pushes.form.readOnly')}
          action={<Button onClick={() => void navigate(MESSAGE_PUSH_PATH)}>{t('pushes.form.cancel')}</Button>}
          data-testid="push-read-only"
        />
      ) : (
        <AddMessage />
      )}
    </>
  );
}
