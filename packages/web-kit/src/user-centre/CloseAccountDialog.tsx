import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { passwordSchema } from '@fleetkey/contract';
import { LOGIN_PATH } from '../errors/unauthorized';
import { FormModal } from '../forms/FormModal';
import { useDialogSubmit } from '../forms/use-dialog-submit';
import { zodRule } from '../forms/zod-rule';
import { useSignOut } from '../providers/console-context';
import { useToaster } from '../ui/toaster';
import { useUserCentre } from './user-centre-model';

/**
 * Closing one's own account (licence-portal.md §7 DELETE /users/{id}), proven by the password: licences,
 * devices and the profile go with it; payments and bills stay on record. The server refuses while money,
 * an order, a refund or a bill is open. Then the local data goes too and the user lands on the sign-in page.
 */
export function CloseAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { closeAccount } = useUserCentre();
  const signOut = useSignOut();
  const toaster = useToaster();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ password: string }>();
  const { saving, failure, save } = useDialogSubmit(onClose);
  const close = ({ password }: { password: string }) =>
    save(async () => {
      await closeAccount(password);
      // The server has ended the session; this clears what the browser kept.
      await signOut();
      toaster.show(t('userCentre.closeAccount.closed'), 'success');
      await navigate(LOGIN_PATH, { replace: true });
    });
  return (
    <FormModal
      title={t('userCentre.closeAccount.title')}
      okText={t('userCentre.closeAccount.ok')}
      danger
      form={form}
      saving={saving}
      failure={failure}
      onClose={onClose}
      onFinish={(values) => void close(values)}
      intro={
        <Alert
          type="warning"
          showIcon
          title={t('userCentre.closeAccount.warning')}
          style={{ marginBottom: 16 }}
        />
      }
      testIds={{ form: 'close-account-form', ok: 'close-account-ok', failure: 'close-account-failure' }}
    >
      <Form.Item
        name="password"
        label={t('userCentre.closeAccount.password')}
        rules={[zodRule(passwordSchema, t)]}
      >
        <Input.Password autoComplete="current-password" data-testid="close-account-password" />
      </Form.Item>
    </FormModal>
  );
}
