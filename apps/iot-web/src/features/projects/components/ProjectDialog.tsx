import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PROJECT_LIMITS,
  projectBodySchema,
  type ProjectBodyInput,
  type ProjectView,
} from '@fleetkey/contract';
import { zodRule, FormModal, useDialogSubmit } from '@fleetkey/web-kit';

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
    <FormModal<ProjectBodyInput>
      title={t(editing ? 'projects.editTitle' : 'projects.createTitle')}
      form={form}
      saving={saving}
      failure={failure}
      onClose={onClose}
      testIds={{ ok: 'project-save' }}
      initialValues={{ name: editing?.name ?? '', description: editing?.description ?? '' }}
      onFinish={(values) => void save(() => onSave(projectBodySchema.parse(values)))}
    >
      <Form.Item name="name" label={t('projects.name')} rules={[zodRule(nameRule, t)]}>
        <Input maxLength={PROJECT_LIMITS.nameMax} data-testid="project-name" />
      </Form.Item>
      <Form.Item name="description" label={t('projects.description')} rules={[zodRule(descriptionRule, t)]}>
        <Input.TextArea rows={2} maxLength={PROJECT_LIMITS.descriptionMax} />
      </Form.Item>
    </FormModal>
  );
}
