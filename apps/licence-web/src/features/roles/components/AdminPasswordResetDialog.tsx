import { useState } from 'react';
import { Button, Form, Modal, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminView } from '@fleetkey/contract';
import { FormModal, useDialogSubmit } from '@fleetkey/web-kit';
import { useAdminAccountActions } from '../hooks/useAdminAccounts';
import { generateInitialPassword } from '../initial-password';
import { InitialPasswordField } from './InitialPasswordField';

/**
 * A new initial password for another administrator (PUT /admins/{id}/password): they are signed out and must
 * replace it at their next sign-in. Once saved it is shown here to be handed over; the server never shows it.
 */
export function AdminPasswordResetDialog({ admin, onClose }: { admin: AdminView; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const { resetPassword } = useAdminAccountActions();
  const [done, setDone] = useState<string | null>(null);
  // The dialog stays open on success: it turns into the password to hand over.
  const { saving, failure, save } = useDialogSubmit(() => undefined);
  const [firstPassword] = useState(generateInitialPassword);

  if (done !== null) {
    return (
      <Modal
        open
        title={t('rolesAdmin.accounts.reset.title', { username: admin.username })}
        onCancel={onClose}
        footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      >
        <Result
          status="success"
          title={t('rolesAdmin.accounts.reset.done', { username: admin.username })}
          subTitle={t('rolesAdmin.accounts.reset.handOver')}
          extra={
            <Typography.Text>
              {t('rolesAdmin.admin.initialPassword')}:{' '}
              <Typography.Text code copyable data-testid="admin-reset-password-shown">
                {done}
              </Typography.Text>
            </Typography.Text>
          }
        />
      </Modal>
    );
  }

  return (
    <FormModal<{ password: string }>
      title={t('rolesAdmin.accounts.reset.title', { username: admin.username })}
      okText={t('rolesAdmin.accounts.reset.ok')}
      cancelText={t('common.cancel')}
      form={form}
      saving={saving}
      failure={failure}
      onClose={onClose}
      initialValues={{ password: firstPassword }}
      intro={
        <Typography.Paragraph type="secondary">{t('rolesAdmin.accounts.reset.hint')}</Typography.Paragraph>
      }
      onFinish={({ password }) =>
        void save(async () => {
          await resetPassword.mutateAsync({ admin, password });
          setDone(password);
        })
      }
      testIds={{ form: 'admin-reset-form', ok: 'admin-reset-ok', failure: 'admin-reset-failure' }}
    >
      <InitialPasswordField form={form} testId="admin-reset-password" />
    </FormModal>
  );
}
