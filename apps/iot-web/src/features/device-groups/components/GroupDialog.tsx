import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX, commentSchema, nameSchema } from '@fleetkey/contract';
import type { DeviceGroupView } from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import { useDialogSubmit } from '@fleetkey/web-kit';
import { SubmitFailure } from '../../common/SubmitFailure';

/** The group dialog's values. */
export interface GroupFormValues {
  name: string;
  comment: string;
}

export interface GroupDialogProps {
  editing?: DeviceGroupView;
  onSave: (values: GroupFormValues) => Promise<unknown>;
  onClose: () => void;
}

/** Create or rename a group (name by the contract's name rule, and a comment). */
export function GroupDialog({ editing, onSave, onClose }: GroupDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GroupFormValues>();
  const { saving, failure, save } = useDialogSubmit(onClose);
  const submit = (values: GroupFormValues) =>
    void save(() => onSave({ name: values.name.trim(), comment: values.comment ?? '' }));
  return (
    <Modal
      open
      title={t(editing ? 'groups.editTitle' : 'groups.createTitle')}
      okText={t('list.save')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving, 'data-testid': 'group-save' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<GroupFormValues>
        form={form}
        layout="vertical"
        initialValues={{ name: editing?.name ?? '', comment: editing?.comment ?? '' }}
        onFinish={submit}
      >
        <SubmitFailure failure={failure} />
        <Form.Item name="name" label={t('groups.name')} rules={[zodRule(nameSchema, t)]}>
          <Input maxLength={32} data-testid="group-name" />
        </Form.Item>
        <Form.Item name="comment" label={t('groups.comment')} rules={[zodRule(commentSchema, t)]}>
          <Input.TextArea rows={2} maxLength={COMMENT_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
