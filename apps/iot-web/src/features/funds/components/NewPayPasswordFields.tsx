import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { payPasswordSchema } from '@fleetkey/contract';
import { zodFieldRule, zodRule } from '@fleetkey/web-kit';
import { PayPasswordInput } from './PayPasswordInput';

interface NewPayPasswordFieldsProps {
  /** The dialog's whole-form schema: it says whether the confirmation matches. */
  formSchema: Parameters<typeof zodFieldRule>[0];
  passwordLabel: string;
  testIds: { password: string; confirm: string };
}

/** A new payment password typed twice (opening the account, changing the password). */
export function NewPayPasswordFields({ formSchema, passwordLabel, testIds }: NewPayPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="payPassword" label={passwordLabel} rules={[zodRule(payPasswordSchema, t)]}>
        <PayPasswordInput data-testid={testIds.password} />
      </Form.Item>
      <Form.Item
        name="confirmPayPassword"
        label={t('funds.confirmPayPassword')}
        dependencies={['payPassword']}
        rules={[zodFieldRule(formSchema, 'confirmPayPassword', t)]}
      >
        <PayPasswordInput data-testid={testIds.confirm} />
      </Form.Item>
    </>
  );
}
