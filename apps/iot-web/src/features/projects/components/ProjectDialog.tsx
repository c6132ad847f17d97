import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PROJECT_LIMITS,
  projectBodySchema,
  type ProjectBodyInput,
  type ProjectView,
} from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import { useDialogSubmit } from '@fleetkey/web-kit';
import { SubmitFailure } from '../../common/SubmitFailure';

const nameRule = projectBodySchema.shape.name;
const descriptionRule = projectBodySchema.shape.description;

export interface ProjectDialogProps {
  editing?: ProjectView;
  onSave: (body: ProjectBodyInput) => Promise<unknown>;
  onClose: () => void;
}

/** Create or rename a project: name and description by the contract's project rule. */
export function ProjectDialog({ editing, onSave, onClose }: ProjectDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProjectBodyInput>();
  const { saving, failure, save } = useDialogSubmit(onClose);
  return (
    <Modal
      open
      title={t(editing ? 'projects.editTitle' : 'projects.createTitle')}
      okText={t('list.save')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving, 'data-testid': 'project-save' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ProjectBodyInput>
        form={form}
        layout="vertical"
        initialValues={{ name: editing?.name ?? '', description: editing?.description ?? '' }}
        onFinish={(values) => void save(() => onSave(projectBodySchema.parse(values)))}
      >
        <SubmitFailure failure={failure} />
        <Form.Item name="name" label={t('projects.name')} rules={[zodRule(nameRule, t)]}>
          <Input maxLength={PROJECT_LIMITS.nameMax} data-testid="project-name" />
        </Form.Item>
        <Form.Item name="description" label={t('projects.description')} rules={[zodRule(descriptionRule, t)]}>
          <Input.TextArea rows={2} maxLength={PROJECT_LIMITS.descriptionMax} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
