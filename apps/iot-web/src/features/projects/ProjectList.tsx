import { useState } from 'react';
import { Button, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_MEMBER_FIELDS, type ProjectView } from '@fleetkey/contract';
import { useIotAccess } from '../access/use-iot-access';
import { BatchDeleteButton } from '../common/BatchDeleteButton';
import { useListPage } from '../common/hooks/use-list-page';
import { ListPage } from '../common/ListPage';
import { RowActions } from '../common/RowActions';
import { timeSort } from '../common/time-sort';
import { ProjectDetailDrawer } from './components/ProjectDetailDrawer';
import { ProjectDialog } from './components/ProjectDialog';
import { useProjectActions, useProjectList } from './hooks/useProjects';
import { dateTimeColumn } from '../common/date-time-column';
import { actionsColumn } from '../common/actions-column';

type Dialog = { mode: 'none' } | { mode: 'create' } | { mode: 'edit' | 'detail'; project: ProjectView };

/** The projects screen: search by name, member counts, create, rename, delete (one or many), members. */
export function ProjectList() {
  const { t } = useTranslation();
  const view = useListPage();
  const [dialog, setDialog] = useState<Dialog>({ mode: 'none' });
  const list = useProjectList(view.query);
  const actions = useProjectActions();
  const { can, access } = useIotAccess();
  const editable = can('projects', 'write');
  // A sub-user scoped to projects could not reach a project it created: the server refuses, so no button.
  const creatable = editable && access?.scope.kind !== 'projects';
  const open = (project: ProjectView) => setDialog({ mode: 'detail', project });

  const columns: TableColumnsType<ProjectView> = [
    {
      title: t('projects.name'),
      dataIndex: 'name',
      key: 'name',
      width: 200,
      ellipsis: { showTitle: false },
      render: (name: string, project) => (
        <Tooltip title={name} placement="topLeft">
          <Button
            type="link"
            size="small"
            onClick={() => open(project)}
            style={{ maxWidth: '100%', padding: 0 }}
            data-testid="project-open"
          >
            <Typography.Text ellipsis style={{ color: 'inherit' }}>
              {name}
            </Typography.Text>
          </Button>
        </Tooltip>
      ),
    },
    {
      // A long description (up to PROJECT_LIMITS.descriptionMax) stays on one line, whole in its tooltip,
      // instead of widening the table until the actions leave the screen.
      title: t('projects.description'),
      dataIndex: 'description',
      key: 'description',
      // The rest of the row's width (the other columns have theirs).
      ellipsis: { showTitle: false },
      render: (d: string) =>
        d ? (
          <Tooltip title={d} placement="topLeft">
            <span data-testid="project-description">{d}</span>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    ...PROJECT_MEMBER_FIELDS.map((field) => ({
      title: t(`projects.tabs.${field}`),
      key: field,
      width: 96,
      align: 'right' as const,
      render: (_: unknown, project: ProjectView) => (
        <span data-testid={`project-count-${field}`}>{project.counts[field]}</span>
      ),
    })),
    dateTimeColumn(t('projects.createdAt'), 'createdAt', { width: 170, ...timeSort(view.query.descend) }),
    actionsColumn(
      t,
      (project) =>
        editable ? (
          <RowActions
            onEdit={() => setDialog({ mode: 'edit', project })}
            remove={{
              title: t('projects.confirmDelete', { name: project.name }),
              description: t('projects.membersStay'),
              onConfirm: () => view.deleteRow(actions.remove, project.id),
              testId: 'project-delete',
            }}
          />
        ) : (
          <Button size="small" type="link" onClick={() => open(project)}>
            {t('projects.members')}
          </Button>
        ),
      { width: 140, fixed: 'right' },
    ),
  ];

  return (
    <ListPage<ProjectView>
      testId="project-list"
      list={{ view, query: list }}
      search={t('projects.searchPlaceholder')}
      actions={
        editable && (
          <BatchDeleteButton
            count={view.selected.length}
            onConfirm={() => actions.removeMany.mutate(view.selected, { onSuccess: view.onDeletedMany })}
            testId="project-batch-delete"
          />
        )
      }
      create={
        editable &&
        creatable && {
          label: t('projects.create'),
          testId: 'project-create',
          onClick: () => setDialog({ mode: 'create' }),
        }
      }
      rowKey="id"
      columns={columns}
      selectable={editable}
      // Below this width the table scrolls in itself, the actions fixed at its right.
      scrollX={1100}
    >
      {dialog.mode === 'create' && (
        <ProjectDialog
          onSave={(body) => actions.create.mutateAsync(body)}
          onClose={() => setDialog({ mode: 'none' })}
        />
      )}
      {dialog.mode === 'edit' && (
        <ProjectDialog
          editing={dialog.project}
          onSave={(body) => actions.update.mutateAsync({ id: dialog.project.id, body })}
          onClose={() => setDialog({ mode: 'none' })}
        />
      )}
      {dialog.mode === 'detail' && (
        <ProjectDetailDrawer projectId={dialog.project.id} onClose={() => setDialog({ mode: 'none' })} />
      )}
    </ListPage>
  );
}
