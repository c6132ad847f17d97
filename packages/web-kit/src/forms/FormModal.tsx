import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearChangedErrors } from './clear-changed-errors';
import { SubmitFailure } from './SubmitFailure';
import { useRetranslatedErrors } from './use-retranslated-errors';

export interface FormModalProps<Values> extends Pick<
  FormProps<Values>,
  'initialValues' | 'onFinish' | 'onValuesChange'
> {
  title: ReactNode;
  width?: number;
  form: FormInstance<Values>;
  /** The save in progress (useDialogSubmit's), shown on the OK button. */
  saving: boolean;
  /** The server's refusal shown above the form (useDialogSubmit's, unless one is shown on a field instead). */
  failure: unknown;
  onClose: () => void;
  /** What OK does; submitting the form (which validates it, then calls onFinish) when absent. */
  onOk?: () => void;
  /** What stands above the form (the object edited, a hint). */
  intro?: ReactNode;
  okText?: ReactNode;
  /** The Cancel button's text, when the dialog names it (antd's locale says "Cancel" otherwise). */
  cancelText?: ReactNode;
  /** Nothing to save yet (the value shown is the one stored). */
  okDisabled?: boolean;
  /** OK does something that cannot be undone (closing an account): a red button. */
  danger?: boolean;
  testIds?: { form?: string; ok?: string; failure?: string };
  children: ReactNode;
}

/**
 * The create/edit dialog of both consoles: a vertical form in a modal whose OK saves once however often it
 * is clicked, shows the save in progress and keeps the dialog open with the server's refusal above the form.
 * An error under a field goes as soon as the field is changed, and follows a change of language (set by
 * code, through setFieldMessages); the dialog is mounted for one opening (its
 * parent renders it while open, and the modal is destroyed when hidden), so each opening starts clean.
 */
export function FormModal<Values>({
  title,
  width,
  form,
  saving,
  failure,
  onClose,
  onOk,
  intro,
  okText,
  cancelText,
  okDisabled,
  danger,
  testIds = {},
  children,
  onValuesChange,
  ...formProps
}: FormModalProps<Values>) {
  const { t } = useTranslation();
  useRetranslatedErrors(form);
  return (
    <Modal
      open
      width={width}
      title={title}
      okText={okText ?? t('common.save')}
      cancelText={cancelText}
      onOk={onOk ?? (() => form.submit())}
      okButtonProps={{
        danger,
        disabled: okDisabled,
        loading: saving,
        ...(testIds.ok && { 'data-testid': testIds.ok }),
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      {intro}
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid={testIds.form}
        onValuesChange={(changed, all) => {
          clearChangedErrors(form, changed);
          onValuesChange?.(changed, all);
        }}
        {...formProps}
      >
        <SubmitFailure failure={failure} testId={testIds.failure} />
        {children}
      </Form>
    </Modal>
  );
}
