import { Descriptions, Drawer, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_MEMBER_FIELDS, type ProjectMemberField } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { useIotAccess } from '../../access/use-iot-access';
import { formatDateTime } from '../../common/format';
import { useProject, useProjectActions } from '../hooks/useProjects';
import { DatasetsTab } from '../../project-data/components/DatasetsTab';
import { MemberTab } from './MemberTab';

// A sub-user scoped to groups may change only devices and groups; the server answers 403 SCOPE_LIMITED
// for device types and sub-users, so neither their pickers nor their removes are offered to it.
const SCOPE_LIMITED_FIELDS: readonly ProjectMemberField[] = ['devtypes', 'subusers'];

/** A project's detail: name and description, and one tab per kind of member. */
export function ProjectDetailDrawer({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const project = useProject(projectId);
  const actions = useProjectActions();
  const { can, access } = useIotAccess();
  const writable = can('projects', 'write');
  const main = access?.main === true;
  const scoped = access !== undefined && access.scope.kind !== 'all' && !main;
  const change = actions.changeMembers;
  const changeable = (field: ProjectMemberField) =>
    writable && !(scoped && SCOPE_LIMITED_FIELDS.includes(field));
  // Only the main account may list its sub-users (GET /subusers), so only it has a sub-user picker.
  const pickable = (field: ProjectMemberField) => changeable(field) && (field !== 'subusers' || main);

  return (
    <Drawer
      open
      size={1000}
      title={project.data ? t('projects.detailOf', { name: project.data.name }) : t('projects.detail')}
      onClose={onClose}
      loading={project.isPending && !project.isError}
      data-testid="project-detail"
    >
      <QueryError query={project} />
      {project.data && (
        <>
          {/* One item a row: a long description beside the date squeezed the date to a column of digits. */}
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('projects.description')}>
              {project.data.description || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('projects.createdAt')}>
              {formatDateTime(project.data.createdAt)}
            </Descriptions.Item>
          </Descriptions>
          <Tabs
            items={[
              ...PROJECT_MEMBER_FIELDS.map((field) => ({
                key: field,
                label: `${t(`projects.tabs.${field}`)} (${project.data.counts[field]})`,
                children: (
                  <MemberTab
                    field={field}
                    ids={project.data.members[field]}
                    loading={project.isFetching}
                    canAdd={pickable(field)}
                    canRemove={changeable(field)}
                    adding={change.isPending && change.variables.field === field}
                    onAdd={(ids, done) =>
                      change.mutate({ id: projectId, field, action: 'add', ids }, { onSuccess: done })
                    }
                    onRemove={(id) => change.mutate({ id: projectId, field, action: 'remove', ids: [id] })}
                  />
                ),
              })),
              {
                key: 'datasets',
                label: t('projectData.tab'),
                children: <DatasetsTab projectId={projectId} writable={writable} />,
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
