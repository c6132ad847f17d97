import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '@fleetkey/contract';
import type { UserProfile } from '@fleetkey/contract';
import { useTakenRule } from '../auth/use-taken-rule';
import { zodRule } from '../forms/zod-rule';
import { CodeInput } from './CodeInput';
import { useContactSave } from './contact-feedback';
import { useUserCentre } from './user-centre-model';

interface EmailValues {
  email: string;
  code: string;
}

/** Binds a first e-mail or changes it: the address (lower-cased), then the code sent there. */
export function EmailDialog({ profile, onClose }: { profile: UserProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const { sendEmailCode } = useUserCentre();
  const [form] = Form.useForm<EmailValues>();
  const { busy, save } = useContactSave(onClose);
  const typed = emailSchema.safeParse(Form.useWatch('email', form) ?? '');
  const takenRule = useTakenRule(form, 'email', 'email', typed.success ? typed.data : undefined);
  const address = () =>
    String(form.getFieldValue('email') ?? '')
      .trim()
      .toLowerCase();

  const submit = ({ code }: EmailValues) => save({ email: address() }, code);

  return (
    <Modal
      open
      width={460}
      title={t(profile.email ? 'userCentre.email.changeTitle' : 'userCentre.email.bindTitle')}
      okText={t('userCentre.email.submit')}
      cancelText={t('userCentre.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="email-dialog"
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
        <Form.Item
          name="email"
          label={t('userCentre.email.newEmail')}
          rules={[zodRule(emailSchema, t), takenRule]}
        >
          <Input type="email" autoComplete="email" autoFocus maxLength={254} data-testid="email-input" />
        </Form.Item>
        <CodeInput
          receiverFields={['email']}
          send={() => sendEmailCode(address())}
          sentKey="userCentre.code.emailSent"
        />
      </Form>
    </Modal>
  );
}
