import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskResultState, TaskRunState, TaskRunView, TaskState } from '@fleetkey/contract';
import { countsOf, RESULT_STATE_COLORS, RUN_STATE_COLORS, TASK_STATE_COLORS } from '../task-states';

/** A task's state as a coloured tag. */
export function TaskStateTag({ state }: { state: TaskState }) {
  const { t } = useTranslation();
  return (
    <Tag color={TASK_STATE_COLORS[state]} data-testid="task-state" data-state={state}>
      {t(`tasks.states.${state}`)}
    </Tag>
  );
}

/** A run's state as a coloured tag. */
export function RunStateTag({ state }: { state: TaskRunState }) {
  const { t } = useTranslation();
  return (
    <Tag color={RUN_STATE_COLORS[state]} data-testid="run-state" data-state={state}>
      {t(`tasks.runStates.${state}`)}
    </Tag>
  );
}

/** A device's result as a coloured tag, with its number when given. */
export function ResultStateTag({ state, count }: { state: TaskResultState; count?: number }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={RESULT_STATE_COLORS[state]}
      data-testid={count === undefined ? 'result-state' : `run-count-${state}`}
      data-state={state}
      data-count={count}
    >
      {count === undefined
        ? t(`tasks.resultStates.${state}`)
        : `${t(`tasks.resultStates.${state}`)} ${count}`}
    </Tag>
  );
}

/** A run's devices counted per result state (only the states it has), or its note when it sent nothing. */
export function RunCounts({ run }: { run: TaskRunView }) {
  const { t, i18n } = useTranslation();
  const counts = countsOf(run);
  if (counts.length === 0) {
    // A run's note is an error code (the version gone, no device to update) or empty.
    const key = `errors.codes.${run.note}`;
    const note = run.note && i18n.exists(key) ? t(key) : run.note;
    return (
      <Typography.Text type="secondary">
        {note || (run.rolloutId ? t('tasks.runs.rolloutStarted') : '—')}
      </Typography.Text>
    );
  }
  return (
    <Flex wrap gap={4}>
      {counts.map(({ state, count }) => (
        <ResultStateTag key={state} state={state} count={count} />
      ))}
    </Flex>
  );
}
