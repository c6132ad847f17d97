import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { payPasswordSchema } from '@fleetkey/contract';
import { FormModal, useSubmissionKey, zodRule } from '@fleetkey/web-kit';
import { useFundActions } from '../hooks/useFunds';
import { PayPasswordInput } from './PayPasswordInput';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

/** Closes the account with the payment password; the server refuses while money or a request is left. */
export function CloseAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { save, frame } = useFormDialog<{ payPassword: string }>(onClose);
  const { close } = useFundActions();
  const keyOf = useSubmissionKey();
  return (
    <FormModal
      title={t('funds.close.title')}
      okText={t('funds.close.ok')}
      danger
      {...frame}
      onFinish={({ payPassword }) =>
        void save(() => close.mutateAsync({ payPassword, key: keyOf({ close: payPassword }) }))
      }
      intro={<Alert type="warning" showIcon title={t('funds.close.hint')} style={{ marginBottom: 16 }} />}
      testIds={{ ok: 'fund-close-save', failure: 'fund-close-failure' }}
    >
      <Form.Item name="payPassword" label={t('funds.payPassword')} rules={[zodRule(payPasswordSchema, t)]}>
        <PayPasswordInput data-testid="fund-close-password" />
      </Form.Item>
    </FormModal>
  );
}
