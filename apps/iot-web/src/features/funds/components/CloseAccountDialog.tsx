import { Alert, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { payPasswordSchema } from '@fleetkey/contract';
import { useSubmissionKey, zodRule, SubmitFailure } from '@fleetkey/web-kit';
import { useDialogSubmit } from '@fleetkey/web-kit';
import { useFundActions } from '../hooks/useFunds';
import { PayPasswordInput } from './PayPasswordInput';

/** Closes the account with the payment password; the server refuses while money or a request is left. */
export function CloseAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ payPassword: string }>();
  const { close } = useFundActions();
  const keyOf = useSubmissionKey();
  const { saving, failure, save } = useDialogSubmit(onClose);
  return (
    <Modal
      open
      title={t('funds.close.title')}
      okText={t('funds.close.ok')}
      okButtonProps={{ danger: true, loading: saving, 'data-testid': 'fund-close-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('funds.close.hint')} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        layout="vertical"
        onFinish={({ payPassword }) =>
          void save(() => close.mutateAsync({ payPassword, key: keyOf({ close: payPassword }) }))
        }
      >
        <SubmitFailure failure={failure} testId="fund-close-failure" />
        <Form.Item name="payPassword" label={t('funds.payPassword')} rules={[zodRule(payPasswordSchema, t)]}>
          <PayPasswordInput data-testid="fund-close-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
