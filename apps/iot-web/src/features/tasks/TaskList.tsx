import { useState } from 'react';
import { App, Button, Flex, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TASK_TYPES, type TaskType, type TaskView } from '@fleetkey/contract';
import { useIotAccess } from '../access/use-iot-access';
import { formatDateTime } from '../common/format';
import { useListPage } from '../common/hooks/use-list-page';
import { ListPage } from '../common/ListPage';
import { RowActions } from '../common/RowActions';
import { TaskDialog } from './components/TaskDialog';
import { TaskHistory } from './components/TaskHistory';
import { TaskStatusButtons } from './components/TaskStatusButtons';
import { RunCounts, TaskStateTag } from './components/TaskTags';
import { useTaskActions, useTaskList } from './hooks/useTasks';
import { describeSchedule } from './task-schedule';
import { isEditable } from './task-states';
import { actionsColumn } from '../common/actions-column';

/** The address query naming the task whose history is open (a reload or a shared link keeps it). */
const TASK_QUERY = 'task';

type Dialog = { mode: 'none' } | { mode: 'create' } | { mode: 'edit'; task: TaskView };

/**
 * The Tasks screen (iot-console.md §7 "Tasks"): scheduled commands and rollouts, searched by name and
 * filtered by type, with their state, schedule, next and last run; start, pause, resume and cancel as the
 * task's state and the user's access allow; create, edit and delete; a task's history of runs.
 */
export function TaskList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const view = useListPage();
  const [type, setType] = useState<TaskType | undefined>();
  const [dialog, setDialog] = useState<Dialog>({ mode: 'none' });
  const [params, setParams] = useSearchParams();
  const list = useTaskList(view.query, type);
  const actions = useTaskActions();
  const { can } = useIotAccess();
  const writable = can('tasks', 'write');
  const controllable = can('tasks', 'control');
  const opened = params.get(TASK_QUERY);
  const openHistory = (task: TaskView) => setParams({ [TASK_QUERY]: task.id });

  const columns: TableColumnsType<TaskView> = [
    {
      title: t('tasks.fields.name'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string, task) => (
        <Button type="link" size="small" onClick={() => openHistory(task)} data-testid="task-open">
          {name}
        </Button>
      ),
    },
    {
      title: t('tasks.fields.type'),
      dataIndex: 'type',
      key: 'type',
      render: (kind: TaskType) => <Tag>{t(`tasks.types.${kind}`)}</Tag>,
    },
    {
      title: t('tasks.fields.state'),
      dataIndex: 'state',
      key: 'state',
      render: (_, task) => <TaskStateTag state={task.state} />,
    },
    {
      title: t('tasks.fields.schedule'),
      key: 'schedule',
      render: (_, task) => (
        <Typography.Text style={{ fontSize: 13 }} data-testid="task-schedule">
          {describeSchedule(task.schedule, t)}
        </Typography.Text>
      ),
    },
    {
      title: t('tasks.fields.nextRunAt'),
      key: 'nextRunAt',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_, task) => {
        if (task.nextRunAt !== null) return formatDateTime(task.nextRunAt);
        // Not started or paused: when it would run, marked as not yet due.
        const next = task.nextRuns[0];
        return next === undefined ? (
          '—'
        ) : (
          <Typography.Text type="secondary" title={t('tasks.notDueHint')}>
            {formatDateTime(next)}*
          </Typography.Text>
        );
      },
    },
    {
      title: t('tasks.fields.lastRun'),
      key: 'lastRun',
      render: (_, task) =>
        task.lastRun ? (
          <Flex vertical gap={2} align="flex-start">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(task.lastRun.startedAt)}
            </Typography.Text>
            <RunCounts run={task.lastRun} />
          </Flex>
        ) : (
          '—'
        ),
    },
    actionsColumn(
      t,
      (task) => {
        const status = controllable && (
          <TaskStatusButtons
            task={task}
            pending={actions.changeStatus.isPending}
            onAction={(action) =>
              actions.changeStatus.mutate(
                { id: task.id, action },
                { onSuccess: () => void message.success(t(`tasks.done.${action}`)) },
              )
            }
          />
        );
        const history = (
          <Button size="small" type="link" onClick={() => openHistory(task)} data-testid="task-history">
            {t('tasks.history')}
          </Button>
        );
        if (!writable)
          return (
            <Space size={0}>
              {status}
              {history}
            </Space>
          );
        return (
          <RowActions
            onEdit={isEditable(task.state) ? () => setDialog({ mode: 'edit', task }) : undefined}
            remove={{
              title: t('tasks.confirmDelete', { name: task.name }),
              description: t('tasks.deleteHint'),
              onConfirm: () => view.deleteRow(actions.remove, task.id),
              testId: 'task-delete',
            }}
          >
            {status}
            {history}
          </RowActions>
        );
      },
      // The buttons stay on one line; the schedule column wraps instead.
      { onCell: () => ({ style: { whiteSpace: 'nowrap' } }) },
    ),
  ];

  return (
    <ListPage<TaskView>
      testId="task-list"
      list={{ view, query: list }}
      search={t('tasks.searchPlaceholder')}
      filters={
        <Select
          allowClear
          value={type}
          onChange={view.firstPage(setType)}
          placeholder={t('tasks.allTypes')}
          options={TASK_TYPES.map((kind) => ({ value: kind, label: t(`tasks.types.${kind}`) }))}
          style={{ width: 160 }}
          data-testid="task-type-filter"
        />
      }
      create={
        writable && {
          label: t('tasks.create'),
          testId: 'task-create',
          onClick: () => setDialog({ mode: 'create' }),
        }
      }
      rowKey="id"
      columns={columns}
    >
      {dialog.mode !== 'none' && (
        <TaskDialog
          editing={dialog.mode === 'edit' ? dialog.task : undefined}
          onSave={(body) =>
            dialog.mode === 'edit'
              ? actions.update.mutateAsync({ id: dialog.task.id, body })
              : actions.create.mutateAsync(body)
          }
          onClose={() => setDialog({ mode: 'none' })}
        />
      )}
      {opened && <TaskHistory key={opened} id={opened} onClose={() => setParams({}, { replace: true })} />}
    </ListPage>
  );
}
