import type { ReactNode } from 'react';
import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, setFieldMessages, useDialogSubmit, type FieldMessage } from '@fleetkey/web-kit';

/**
 * The administration screens' small edit dialog: web-kit's FormModal owning its save, for dialogs that
 * need of the form its values (`onSubmit` gets them once however often OK is clicked; the dialog closes
 * when it succeeds and shows the refusal when it fails), or a refusal said under a field (`fieldErrors`).
 */
export function FormDialog<V extends object, R = unknown>({
  title,
  okText,
  cancelText,
  testIds,
  okDisabled,
  form: callersForm,
  initialValues,
  onSubmit,
  fieldErrors,
  onSaved,
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
  /** The dialog's form, when a field needs it too (a button that fills another field); its own otherwise. */
  form?: FormInstance<V>;
  initialValues?: V;
  onSubmit: (values: V) => Promise<R>;
  /** The refusals said under a field instead of above the form (a name already used); none for the rest. */
  fieldErrors?: (error: unknown) => FieldMessage[];
  /** What follows a successful save, given its answer (showing what was made); closing the dialog unless given. */
  onSaved?: (result: R) => void;
  onClose: () => void;
  /** Shown above the form, e.g. why its choices could not load. */
  above?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>(callersForm);
  const { saving, failure, save } = useDialogSubmit(onSaved ? () => undefined : onClose);
  const onField = (error: unknown) => fieldErrors?.(error) ?? [];
  const submit = async (values: V) => {
    let result: R;
    try {
      result = await onSubmit(values);
    } catch (error) {
      const messages = onField(error);
      if (messages.length > 0) setFieldMessages(form, messages, t);
      throw error;
    }
    onSaved?.(result);
  };
  return (
    <FormModal<V>
      title={title}
      okText={okText ?? t('common.ok')}
      cancelText={cancelText ?? t('common.cancel')}
      okDisabled={okDisabled}
      form={form}
      saving={saving}
      // A refusal said under its field is not said again above the form.
      failure={failure !== null && onField(failure).length > 0 ? null : failure}
      onClose={onClose}
      intro={above}
      initialValues={initialValues}
      onFinish={(values) => void save(() => submit(values))}
      testIds={testIds}
    >
      {children}
    </FormModal>
  );
}
