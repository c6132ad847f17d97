import type { ReactNode } from 'react';
import { App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysConfigView } from '@fleetkey/contract';

/**
 * A part of the system configuration as a form (test ids `{testPrefix}-form` and `-save`): only the fields
 * `changesOf` finds changed are sent, so the operation log names them; none changed says so and sends
 * nothing. Read-only without `editable`.
 */
export function ConfigForm<V extends object>({
  testPrefix,
  current,
  editable,
  changesOf,
  save,
  savedOf,
  children,
}: {
  testPrefix: string;
  current: V;
  editable: boolean;
  changesOf: (values: V) => Partial<V>;
  save: {
    isPending: boolean;
    mutate: (changes: Partial<V>, options: { onSuccess: (config: SysConfigView) => void }) => void;
  };
  /** This part's values in the saved configuration. */
  savedOf: (config: SysConfigView) => V;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();

  const submit = (values: V) => {
    const changes = changesOf(values);
    if (Object.keys(changes).length === 0) {
      void message.info(t('system.config.unchanged'));
      return;
    }
    save.mutate(changes, {
      onSuccess: (config) => {
        form.setFieldsValue(savedOf(config));
        void message.success(t('system.config.saved'));
      },
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={current}
      disabled={!editable}
      onFinish={submit}
      style={{ maxWidth: 640 }}
      data-testid={`${testPrefix}-form`}
    >
      {children}
      {editable && (
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid={`${testPrefix}-save`}>
          {t('system.config.save')}
        </Button>
      )}
    </Form>
  );
}
