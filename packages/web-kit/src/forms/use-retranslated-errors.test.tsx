import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { usernameSchema } from '@fleetkey/contract';
import { useLanguage } from '../i18n/use-language';
import { renderConsole } from '../test/render-console';
import en from '../auth/locales/en.json';
import zh from '../auth/locales/zh.json';
import { useRetranslatedErrors } from './use-retranslated-errors';
import { zodRule } from './zod-rule';

function NameForm() {
  const { t } = useTranslation();
  const { setLanguage } = useLanguage();
  const [form] = Form.useForm<{ name: string }>();
  useRetranslatedErrors(form);
  return (
    <Form form={form}>
      <Form.Item name="name" rules={[zodRule(usernameSchema, t)]}>
        <Input data-testid="name" />
      </Form.Item>
      <Button onClick={() => void form.validateFields().catch(() => undefined)} data-testid="check">
        check
      </Button>
      <Button onClick={() => setLanguage('zh')} data-testid="to-zh">
        zh
      </Button>
    </Form>
  );
}

describe('form errors and the language', { timeout: 120_000 }, () => {
  it('shows an error again in the new language after a switch', async () => {
    localStorage.setItem('fleetkey.lang', 'en');
    renderConsole(<NameForm />);
    fireEvent.click(screen.getByTestId('check'));
    await screen.findByText(en.validation.required, {}, { timeout: 30_000 });
    fireEvent.click(screen.getByTestId('to-zh'));
    await screen.findByText(zh.validation.required, {}, { timeout: 30_000 });
    // The old message leaves with antd's motion.
    await waitFor(() => expect(screen.queryByText(en.validation.required)).toBeNull(), { timeout: 30_000 });
  });
});
