import { useState } from 'react';
import { Button, Descriptions, Drawer, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskRunView, TaskView } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { formatDateTime } from '../../common/format';
import { PanelTable } from '../../common/PanelTable';
import { useTask, useTaskRuns } from '../hooks/useTasks';
import { describeSchedule, formatInZone } from '../task-schedule';
import { RunResults } from './RunResults';
import { RunCounts, RunStateTag, TaskStateTag } from './TaskTags';
import { dateTimeColumn } from '../../common/date-time-column';

/** What the task sends, in a line. */
function TaskWhat({ task }: { task: TaskView }) {
  const { t } = useTranslation();
  if (task.command) {
    const { command } = task;
    const target =
      command.targetKind === 'group'
        ? t('tasks.what.group')
        : t('tasks.what.devices', { count: command.devids?.length ?? 0 });
    return t('tasks.what.command', {
      cmd: command.cmd,
      devtype: command.devtype,
      mode: t(`commands.types.${command.cmdtype}`),
      target,
    });
  }
  if (task.ota)
    return t('tasks.what.ota', {
      version: task.ota.version,
      devtype: task.ota.devtype,
      target: t(`firmware.notify.targets.${task.ota.rollout.upgrade_type}`),
    });
  return '—';
}

/** The task's runs, newest first, and the device results of the chosen one (the newest at first). */
function TaskRuns({ task }: { task: TaskView }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string | null>(null);
  const runs = useTaskRuns(task, page);
  const list = runs.data?.result ?? [];
  const run = list.find((r) => r.id === chosen) ?? (chosen === null ? list[0] : undefined);
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('tasks.runs.title')}
      </Typography.Title>
      <PanelTable<TaskRunView>
        query={runs}
        page={page}
        onPage={setPage}
        rowKey="id"
        testId="task-runs"
        columns={[
          dateTimeColumn(t('tasks.runs.dueAt'), 'dueAt'),
          {
            title: t('tasks.fields.state'),
            dataIndex: 'state',
            render: (_, r) => <RunStateTag state={r.state} />,
          },
          { title: t('tasks.runs.counts'), key: 'counts', render: (_, r) => <RunCounts run={r} /> },
          dateTimeColumn(t('tasks.runs.finishedAt'), 'finishedAt'),
          {
            title: t('tasks.runs.results'),
            key: 'results',
            render: (_, r) =>
              r.id === run?.id ? (
                <Typography.Text type="secondary">{t('tasks.runs.shown')}</Typography.Text>
              ) : (
                <Button size="small" type="link" onClick={() => setChosen(r.id)} data-testid="run-show">
                  {t('tasks.runs.show')}
                </Button>
              ),
          },
        ]}
      />
      {run && <RunResults key={run.id} task={task} run={run} />}
    </Flex>
  );
}

/** A task's page in a drawer: what it does and when, its next times, its runs and their device results. */
export function TaskHistory({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const task = useTask(id);
  const data = task.data;
  return (
    <Drawer
      open
      size={880}
      title={data ? t('tasks.historyOf', { name: data.name }) : t('tasks.history')}
      onClose={onClose}
      loading={task.isPending}
    >
      <Flex vertical gap={16} data-testid="task-detail">
        <QueryError query={task} />
        {data && (
          <>
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label={t('tasks.fields.state')}>
                <TaskStateTag state={data.state} />
              </Descriptions.Item>
              <Descriptions.Item label={t('tasks.fields.what')}>
                <TaskWhat task={data} />
              </Descriptions.Item>
              <Descriptions.Item label={t('tasks.fields.schedule')}>
                {describeSchedule(data.schedule, t)}
              </Descriptions.Item>
              <Descriptions.Item label={t('tasks.fields.nextRuns')}>
                {data.nextRuns.length === 0
                  ? '—'
                  : data.nextRuns.map((ms) => formatInZone(ms, data.schedule.timezone)).join(' · ')}
              </Descriptions.Item>
              <Descriptions.Item label={t('tasks.fields.createdBy')}>
                {data.createdBy} · {formatDateTime(data.createdAt)}
              </Descriptions.Item>
            </Descriptions>
            <TaskRuns task={data} />
          </>
        )}
      </Flex>
    </Drawer>
  );
}
