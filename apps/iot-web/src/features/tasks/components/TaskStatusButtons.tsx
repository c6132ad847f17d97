import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskStatusAction, TaskView } from '@fleetkey/contract';
import { statusActionsOf } from '../task-states';

/** The status actions the task's state allows; cancel (it cannot be undone) after a confirmation. */
export function TaskStatusButtons({
  task,
  onAction,
  pending,
}: {
  task: TaskView;
  onAction: (action: TaskStatusAction) => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return statusActionsOf(task.state).map((action) =>
    action === 'cancel' ? (
      <Popconfirm
        key={action}
        title={t('tasks.confirmCancel', { name: task.name })}
        description={t('tasks.cancelHint')}
        okText={t('tasks.actions.cancel')}
        cancelText={t('tasks.keep')}
        okButtonProps={{ danger: true, 'data-testid': 'task-cancel-confirm' }}
        onConfirm={() => onAction(action)}
      >
        <Button size="small" type="link" danger disabled={pending} data-testid="task-cancel">
          {t('tasks.actions.cancel')}
        </Button>
      </Popconfirm>
    ) : (
      <Button
        key={action}
        size="small"
        type="link"
        disabled={pending}
        onClick={() => onAction(action)}
        data-testid={`task-${action}`}
      >
        {t(`tasks.actions.${action}`)}
      </Button>
    ),
  );
}
