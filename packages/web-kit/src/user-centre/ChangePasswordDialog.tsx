import { useContext, useState } from 'react';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema } from '@fleetkey/contract';
import { ApiError } from '@fleetkey/api-client';
import { LOGIN_PATH } from '../errors/unauthorized';
import { setFieldMessages } from '../forms/field-messages';
import { useRetranslatedErrors } from '../forms/use-retranslated-errors';
import { zodFieldRule } from '../forms/zod-rule';
import { useShowError } from '../providers/console-context';
import { useTexts } from '../i18n/use-texts';
import { USER_CENTRE_TEXTS } from './texts';
import { PasswordModal } from './PasswordModal';
import { usePasswordChanged } from './use-password-changed';
import { UserCentreContext } from './user-centre-model';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = [
  ['oldPassword', 'userCentre.password.current', 'current-password'],
  ['newPassword', 'userCentre.password.new', 'new-password'],
  ['confirmPassword', 'userCentre.password.confirm', 'new-password'],
] as const;

/**
 * Password change. Success ends every session on the server, so the local data is cleared too and the
 * user goes to /Login after 1 s (both specs' §4), having read "modified". Inside the user centre it
 * changes the user's password; an administrator's page passes its own `change` and sign-in page.
 */
export function ChangePasswordDialog({
  onClose,
  change,
  signInPath = LOGIN_PATH,
}: {
  onClose: () => void;
  change?: (oldPassword: string, newPassword: string) => Promise<unknown>;
  signInPath?: string;
}) {
  // Opened outside the user centre too (an administrator's page), so it brings its texts itself.
  useTexts(USER_CENTRE_TEXTS);
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showError = useShowError();
  const changed = usePasswordChanged(signInPath);
  const centre = useContext(UserCentreContext);
  const changePassword = change ?? centre?.changePassword;
  if (!changePassword) throw new Error('ChangePasswordDialog needs `change` outside <UserCentre>');
  const [form] = Form.useForm<PasswordValues>();
  const [busy, setBusy] = useState(false);
  useRetranslatedErrors(form);

  const submit = async ({ oldPassword, newPassword }: PasswordValues) => {
    setBusy(true);
    try {
      await changePassword(oldPassword, newPassword);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_WRONG') {
        setFieldMessages(form, [{ name: ['oldPassword'], key: 'userCentre.errors.currentPasswordWrong' }], t);
        void message.error(t('userCentre.errors.currentPasswordWrong'));
      } else showError(error, 'password');
      return;
    }
    changed();
  };

  return (
    <PasswordModal
      title={t('userCentre.password.title')}
      busy={busy}
      onOk={() => form.submit()}
      onClose={onClose}
      testId="password-dialog"
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        {FIELDS.map(([name, label, autoComplete]) => (
          <Form.Item
            key={name}
            name={name}
            label={t(label)}
            rules={[zodFieldRule(changePasswordFormSchema, name, t)]}
            dependencies={name === 'oldPassword' ? [] : ['oldPassword', 'newPassword']}
            // Nothing typed is cut or dropped: the rule's message says what is wrong.
          >
            <Input.Password autoComplete={autoComplete} data-testid={`${name}-input`} />
          </Form.Item>
        ))}
      </Form>
    </PasswordModal>
  );
}
