import { Form, type FormInstance } from 'antd';
import { useDialogSubmit } from '@fleetkey/web-kit';

/** What a create/edit dialog's frame (FormModal, FormDrawer) is given: the form and the save's state. */
export interface FormDialogFrame<Values> {
  form: FormInstance<Values>;
  saving: boolean;
  failure: unknown;
  onClose: () => void;
}

/**
 * A create/edit dialog's form and its save (useDialogSubmit's): `save` for the dialog's submit, and
 * `frame` for the FormModal or FormDrawer that shows them.
 */
export function useFormDialog<Values>(onClose: () => void) {
  const [form] = Form.useForm<Values>();
  const { saving, failure, save } = useDialogSubmit(onClose);
  const frame: FormDialogFrame<Values> = { form, saving, failure, onClose };
  return { form, saving, failure, save, frame };
}
