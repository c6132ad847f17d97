import type { ReactNode } from 'react';
import { Button, Drawer, Flex, Form, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitFailure, clearChangedErrors, useRetranslatedErrors } from '@fleetkey/web-kit';
import type { FormDialogFrame } from './hooks/use-form-dialog';

export interface FormDrawerProps<Values>
  extends FormDialogFrame<Values>, Pick<FormProps<Values>, 'initialValues'> {
  title: ReactNode;
  size: number;
  /** Checks the whole form and saves it: from Save, and from Enter in a field. */
  onSave: () => void;
  /** The form is read, not edited: no Save, every field disabled. */
  readOnly?: boolean;
  testIds: { form: string; ok: string; failure: string };
  children: ReactNode;
}

/**
 * The create/edit drawer of a definition too large for a modal (a rule, a task, a statistics example): a
 * vertical form with the server's refusal above it, Close and Save below; its frame comes from useFormDialog.
 * An error under a field goes as soon as the field is changed, and follows a change of language (set by
 * code, through setFieldMessages).
 */
export function FormDrawer<Values>({
  title,
  size,
  form,
  saving,
  failure,
  onClose,
  onSave,
  readOnly = false,
  testIds,
  initialValues,
  children,
}: FormDrawerProps<Values>) {
  const { t } = useTranslation();
  useRetranslatedErrors(form);
  return (
    <Drawer
      open
      size={size}
      title={title}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('common.close')}</Button>
          {!readOnly && (
            <Button type="primary" loading={saving} onClick={onSave} data-testid={testIds.ok}>
              {t('list.save')}
            </Button>
          )}
        </Flex>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onSave}
        onValuesChange={(changed) => clearChangedErrors(form, changed)}
        disabled={readOnly}
        data-testid={testIds.form}
      >
        <SubmitFailure failure={failure} testId={testIds.failure} />
        {children}
      </Form>
    </Drawer>
  );
}
