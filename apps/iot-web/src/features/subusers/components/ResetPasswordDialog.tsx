import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { strongPasswordSchema, type SubuserView } from '@fleetkey/contract';
import { FormModal, zodRule } from '@fleetkey/web-kit';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

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
  const { save, frame } = useFormDialog<{ password: string }>(onClose);
  return (
    <FormModal
      title={t('subusers.resetTitle', { username: subuser.username })}
      okText={t('subusers.resetPassword')}
      {...frame}
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
