import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PROJECT_LIMITS,
  projectBodySchema,
  type ProjectBodyInput,
  type ProjectView,
} from '@fleetkey/contract';
import { zodRule, FormModal } from '@fleetkey/web-kit';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

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
  const { save, frame } = useFormDialog<ProjectBodyInput>(onClose);
  return (
    <FormModal<ProjectBodyInput>
      title={t(editing ? 'projects.editTitle' : 'projects.createTitle')}
      {...frame}
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
