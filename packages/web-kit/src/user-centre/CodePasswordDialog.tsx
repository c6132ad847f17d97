import { useState } from 'react';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { maskMobile, newPasswordPairSchema } from '@fleetkey/contract';
import type { UserProfile } from '@fleetkey/contract';
import { LOGIN_PATH } from '../errors/unauthorized';
import { zodFieldRule } from '../forms/zod-rule';
import { useShowError } from '../providers/console-context';
import { CodeInput } from './CodeInput';
import { PasswordModal } from './PasswordModal';
import { usePasswordChanged } from './use-password-changed';
import { useUserCentre } from './user-centre-model';

interface CodePasswordValues {
  code: string;
  newPassword: string;
  confirmPassword: string;
}

const NO_RECEIVER_FIELDS: never[] = [];
const PASSWORD_FIELDS = [
  ['newPassword', 'userCentre.password.new', 'new-password'],
  ['confirmPassword', 'userCentre.password.confirm', 'confirm-password'],
] as const;

/**
 * Password change without the current password (licence portal): a code to the user's own mobile (GET
 * /auth/uc_sms_code, changePasswordCode) proves the account, then PUT /auth/new_change_password?code sets
 * the new strong password. Success ends every session, as a change by the current password does.
 */
export function CodePasswordDialog({ profile, onClose }: { profile: UserProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const { passwordByCode } = useUserCentre();
  const changed = usePasswordChanged(LOGIN_PATH);
  const [form] = Form.useForm<CodePasswordValues>();
  const [busy, setBusy] = useState(false);
  if (!passwordByCode) return null;

  const submit = async ({ code, newPassword }: CodePasswordValues) => {
    setBusy(true);
    try {
      await passwordByCode.change(code, newPassword);
    } catch (error) {
      setBusy(false);
      showError(error, 'password');
      return;
    }
    changed();
  };

  return (
    <PasswordModal
      title={t('userCentre.password.codeTitle')}
      busy={busy}
      onOk={() => form.submit()}
      onClose={onClose}
      testId="password-code-dialog"
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
        <Typography.Paragraph type="secondary">
          {t('userCentre.password.codeHint', { masked: maskMobile(profile.mobile, profile.area) })}
        </Typography.Paragraph>
        <CodeInput
          receiverFields={NO_RECEIVER_FIELDS}
          send={passwordByCode.send}
          sentKey="userCentre.code.smsSent"
        />
        {PASSWORD_FIELDS.map(([name, label, testId]) => (
          <Form.Item
            key={name}
            name={name}
            label={t(label)}
            rules={[zodFieldRule(newPasswordPairSchema, name, t)]}
            dependencies={name === 'confirmPassword' ? ['newPassword'] : undefined}
          >
            <Input.Password autoComplete="new-password" data-testid={testId} />
          </Form.Item>
        ))}
      </Form>
    </PasswordModal>
  );
}
