import type { ReactNode } from 'react';
import { Alert, Form, Modal } from 'antd';
import { useDialogSubmit, useErrorText } from '@fleetkey/web-kit';

/**
 * The administration screens' small edit dialog: a modal around a vertical form whose OK submits it (the
 * form's rules first), busy while `onSubmit` runs (once however often OK is clicked), closed when it succeeds, and the refusal shown under the
 * form when it fails.
 */
export function FormDialog<V extends object>({
  title,
  okText,
  cancelText,
  testId,
  okTestId,
  okDisabled,
  initialValues,
  onSubmit,
  onClose,
  above,
  children,
}: {
  title: string;
  okText: string;
  cancelText: string;
  /** On the form. */
  testId: string;
  okTestId: string;
  okDisabled?: boolean;
  initialValues?: V;
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** Shown above the form, e.g. why its choices could not load. */
  above?: ReactNode;
  children: ReactNode;
}) {
  const errorText = useErrorText();
  const [form] = Form.useForm<V>();
  // One save however often OK is clicked; a second click's refusal never replaces the first's success.
  const { saving, failure: error, save } = useDialogSubmit(onClose);

  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={cancelText}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ disabled: okDisabled, 'data-testid': okTestId }}
      destroyOnHidden
    >
      {above}
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void save(() => onSubmit(values))}
        data-testid={testId}
      >
        {children}
      </Form>
      {error !== null && <Alert type="error" showIcon message={errorText(error)} />}
    </Modal>
  );
}
