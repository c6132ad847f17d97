import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { strongPasswordSchema, type SubuserView } from '@fleetkey/contract';
import { zodRule, SubmitFailure } from '@fleetkey/web-kit';
import { useDialogSubmit } from '@fleetkey/web-kit';

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
    <Modal
      open
      title={t('subusers.resetTitle', { username: subuser.username })}
      okText={t('subusers.resetPassword')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving, 'data-testid': 'subuser-reset-save' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon message={t('subusers.resetHint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={({ password }) => void save(() => onSave(password))}>
        <SubmitFailure failure={failure} />
        <Form.Item
          name="password"
          label={t('subusers.initialPassword')}
          rules={[zodRule(strongPasswordSchema, t)]}
        >
          <Input.Password maxLength={16} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
