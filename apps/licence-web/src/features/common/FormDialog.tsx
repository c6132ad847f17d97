import type { ReactNode } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, useDialogSubmit } from '@fleetkey/web-kit';

/**
 * The administration screens' small edit dialog: web-kit's FormModal owning its form and its save, for
 * dialogs that need nothing of the form but its values (`onSubmit` gets them once however often OK is
 * clicked; the dialog closes when it succeeds and shows the refusal when it fails).
 */
export function FormDialog<V extends object>({
  title,
  okText,
  cancelText,
  testIds,
  okDisabled,
  initialValues,
  onSubmit,
  onClose,
  above,
  children,
}: {
  title: string;
  /** The OK button's text; "OK" unless the dialog names what it does. */
  okText?: string;
  /** The Cancel button's text; "Cancel" unless the dialog names it. */
  cancelText?: string;
  /** On the form and on its OK button. */
  testIds: { form: string; ok: string };
  okDisabled?: boolean;
  initialValues?: V;
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** Shown above the form, e.g. why its choices could not load. */
  above?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const { saving, failure, save } = useDialogSubmit(onClose);
  return (
    <FormModal<V>
      title={title}
      okText={okText ?? t('common.ok')}
      cancelText={cancelText ?? t('common.cancel')}
      okDisabled={okDisabled}
      form={form}
      saving={saving}
      failure={failure}
      onClose={onClose}
      intro={above}
      initialValues={initialValues}
      onFinish={(values) => void save(() => onSubmit(values))}
      testIds={testIds}
    >
      {children}
    </FormModal>
  );
}
