import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { strongPasswordSchema, type SubuserView } from '@fleetkey/contract';
import { FormModal, useDialogSubmit, zodRule } from '@fleetkey/web-kit';

/** A new initial password for a sub-user: its sessions end, and it must change the password at sign-in. */
export function ResetPasswordDialog({
  subuser,
  onSave,
  onClose,
}: {
  subuser: SubuserView;
  onSave: (password: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const { saving, failure, save } = useDialogSubmit(onClose);
  return (
    <FormModal
      title={t('subusers.resetTitle', { username: subuser.username })}
      okText={t('subusers.resetPassword')}
      form={form}
      saving={saving}
      failure={failure}
      onClose={onClose}
      onFinish={({ password }) => void save(() => onSave(password))}
      intro={<Alert type="warning" showIcon message={t('subusers.resetHint')} style={{ marginBottom: 16 }} />}
      testIds={{ ok: 'subuser-reset-save' }}
    >
      <Form.Item
        name="password"
        label={t('subusers.initialPassword')}
        rules={[zodRule(strongPasswordSchema, t)]}
      >
        <Input.Password maxLength={16} autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}
