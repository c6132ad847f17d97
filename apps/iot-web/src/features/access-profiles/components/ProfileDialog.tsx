import { useState } from 'react';
import { Form, Input, Radio, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COMMENT_MAX,
  commentSchema,
  nameSchema,
  type AccessProfileView,
  type IotGrants,
  type IotScopeKind,
} from '@fleetkey/contract';
import { zodRule, FormModal } from '@fleetkey/web-kit';
import { useCatalogue, useGroupOptions, useProjectOptions } from '../hooks/useProfiles';
import { GrantsEditor } from './GrantsEditor';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

/** The profile dialog's values. */
export interface ProfileFormValues {
  name: string;
  desc: string;
  grants: IotGrants;
  scopeKind: IotScopeKind;
  groupIds: string[];
  projectIds: string[];
}

/** Create or edit an access profile: name, description, grants per resource, and its device scope. */
export function ProfileDialog({
  editing,
  onSave,
  onClose,
}: {
  editing?: AccessProfileView;
  onSave: (values: ProfileFormValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, save, frame } = useFormDialog<ProfileFormValues>(onClose);
  const catalogue = useCatalogue();
  const [groupSearch, setGroupSearch] = useState('');
  const groups = useGroupOptions(groupSearch);
  const [projectSearch, setProjectSearch] = useState('');
  const projects = useProjectOptions(projectSearch);
  const scopeKind = Form.useWatch('scopeKind', form);
  return (
    <FormModal<ProfileFormValues>
      width={680}
      title={t(editing ? 'profiles.editTitle' : 'profiles.createTitle')}
      {...frame}
      testIds={{ ok: 'profile-save' }}
      initialValues={{
        name: editing?.name ?? '',
        desc: editing?.desc ?? '',
        grants: editing?.grants ?? {},
        scopeKind: editing?.scope.kind ?? 'all',
        groupIds: editing?.scope.groupIds ?? [],
        projectIds: editing?.scope.projectIds ?? [],
      }}
      onFinish={(values) => void save(() => onSave(values))}
    >
      <Form.Item name="name" label={t('profiles.name')} rules={[zodRule(nameSchema, t)]}>
        <Input maxLength={32} data-testid="profile-name" />
      </Form.Item>
      <Form.Item name="desc" label={t('profiles.desc')} rules={[zodRule(commentSchema, t)]}>
        <Input.TextArea rows={2} maxLength={COMMENT_MAX} />
      </Form.Item>
      <Form.Item name="grants" label={t('profiles.grants')} extra={t('profiles.grantsHint')}>
        {catalogue.data ? <GrantsEditor catalogue={catalogue.data} /> : <Spin />}
      </Form.Item>
      <Form.Item name="scopeKind" label={t('profiles.scope')}>
        <Radio.Group data-testid="profile-scope">
          <Radio value="all">{t('profiles.scopeAll')}</Radio>
          <Radio value="groups" data-testid="profile-scope-groups">
            {t('profiles.scopeGroups')}
          </Radio>
          <Radio value="projects" data-testid="profile-scope-projects">
            {t('profiles.scopeProjects')}
          </Radio>
        </Radio.Group>
      </Form.Item>
      {scopeKind === 'groups' && (
        <Form.Item
          name="groupIds"
          label={t('profiles.groups')}
          rules={[{ type: 'array', min: 1, message: t('validation.scopeGroupsRequired') }]}
        >
          <Select<string[]>
            mode="multiple"
            showSearch={{ filterOption: false, onSearch: setGroupSearch }}
            loading={groups.isFetching}
            placeholder={t('profiles.groupsPlaceholder')}
            data-testid="profile-groups"
            options={(groups.data?.result ?? []).map((group) => ({ value: group.id, label: group.name }))}
          />
        </Form.Item>
      )}
      {scopeKind === 'projects' && (
        <Form.Item
          name="projectIds"
          label={t('profiles.projects')}
          rules={[{ type: 'array', min: 1, message: t('validation.scopeProjectsRequired') }]}
        >
          <Select<string[]>
            mode="multiple"
            showSearch={{ filterOption: false, onSearch: setProjectSearch }}
            loading={projects.isFetching}
            placeholder={t('profiles.projectsPlaceholder')}
            data-testid="profile-projects"
            options={(projects.data?.result ?? []).map((project) => ({
              value: project.id,
              label: project.name,
            }))}
          />
        </Form.Item>
      )}
    </FormModal>
  );
}
