import { Form, Input, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fundPasswordChangeSchema, type FundCodeMedium } from '@fleetkey/contract';
import {
  CodeSendButton,
  useCodeCountdown,
  useSession,
  useShowError,
  zodRule,
  FormModal,
} from '@fleetkey/web-kit';
import { useFundActions, useFundsApi } from '../hooks/useFunds';
import { NewPayPasswordFields } from './NewPayPasswordFields';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

interface ChangeValues {
  medium: FundCodeMedium;
  code: string;
  payPassword: string;
  confirmPayPassword: string;
}

/** A new payment password, authorised by a code sent to the main account's mobile or e-mail. */
export function ChangePayPasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { form, save, frame } = useFormDialog<ChangeValues>(onClose);
  const api = useFundsApi();
  const showError = useShowError();
  const { user } = useSession();
  const { changePassword } = useFundActions();
  const medium = Form.useWatch('medium', form) ?? 'mobile';
  const countdown = useCodeCountdown(
    () => api.sendPasswordCode({ username: user?.username ?? '', type: medium }),
    showError,
  );
  return (
    <FormModal<ChangeValues>
      title={t('funds.password.title')}
      okText={t('funds.password.ok')}
      {...frame}
      testIds={{ ok: 'pay-password-save', failure: 'pay-password-failure' }}
      initialValues={{ medium: 'mobile' }}
      onFinish={({ medium: type, code, payPassword, confirmPayPassword }) =>
        void save(() => changePassword.mutateAsync({ code, type, payPassword, confirmPayPassword }))
      }
    >
      <Form.Item name="medium" label={t('funds.password.medium')}>
        <Radio.Group
          options={(['mobile', 'email'] as const).map((medium) => ({
            value: medium,
            label: t(`funds.password.media.${medium}`),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('funds.password.code')} required>
        <Space.Compact>
          <Form.Item name="code" noStyle rules={[zodRule(fundPasswordChangeSchema.shape.code, t)]}>
            <Input maxLength={6} inputMode="numeric" style={{ width: 160 }} data-testid="pay-password-code" />
          </Form.Item>
          <CodeSendButton
            countdown={countdown}
            onSend={() => void countdown.trigger()}
            sendText={t('funds.password.sendCode')}
            resendText={t('funds.password.resendIn', { seconds: countdown.remaining })}
            data-testid="pay-password-send-code"
          />
        </Space.Compact>
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('funds.password.codeHint')}</Typography.Paragraph>
      <NewPayPasswordFields
        formSchema={fundPasswordChangeSchema}
        passwordLabel={t('funds.password.new')}
        testIds={{ password: 'pay-password-new', confirm: 'pay-password-confirm' }}
      />
    </FormModal>
  );
}
