import { useState } from 'react';
import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  TASK_RESULT_STATES,
  type TaskResultState,
  type TaskResultView,
  type TaskRunView,
  type TaskView,
} from '@fleetkey/contract';
import { devidColumn } from '../../common/device-columns';
import { formatDateTime } from '../../common/format';
import { PanelTable } from '../../common/PanelTable';
import { useRunResults } from '../hooks/useTasks';
import { rolloutBoardPath } from '../task-links';
import { deviceTotal } from '../task-states';
import { ResultStateTag } from './TaskTags';
import { dateTimeColumn } from '../../common/date-time-column';

/** Why a result failed or was not sent, or what the device replied (its JSON when there is more). */
function ResultDetail({ result }: { result: TaskResultView }) {
  const { t, i18n } = useTranslation();
  // Why the server did not send is an error code (contract TaskResultView); a device's message is its own.
  const key = `errors.codes.${result.reason}`;
  const reason = result.reason && i18n.exists(key) ? t(key) : result.reason;
  // The reply's request id is the command's own and its message is shown above: the rest is the answer.
  const answer = Object.entries(result.reply ?? {}).filter(([key]) => key !== 'id' && key !== 'message');
  const reply = answer.length > 0 ? JSON.stringify(Object.fromEntries(answer)) : '';
  return (
    <Flex vertical gap={2}>
      {reason && <Typography.Text data-testid="result-reason">{reason}</Typography.Text>}
      {reply && (
        <Typography.Text
          type="secondary"
          ellipsis={{ tooltip: reply }}
          style={{ fontFamily: 'monospace', fontSize: 12, maxWidth: 320 }}
        >
          {reply}
        </Typography.Text>
      )}
      {!reason && !reply && '—'}
    </Flex>
  );
}

/**
 * One run's device results, paged, optionally of one state, with a link to each device; an OTA run links
 * to its rollout's board on the firmware screen instead.
 */
export function RunResults({ task, run }: { task: TaskView; run: TaskRunView }) {
  const { t } = useTranslation();
  const [state, setState] = useState<TaskResultState | undefined>();
  const [page, setPage] = useState(1);
  const results = useRunResults(run, state, page);
  if (task.ota && run.rolloutId)
    return (
      <Typography.Text data-testid="run-rollout">
        {t('tasks.runs.rolloutOf', { time: formatDateTime(run.dueAt) })}{' '}
        <Link to={rolloutBoardPath(task.ota.devtype, run.rolloutId)} data-testid="run-rollout-link">
          {t('tasks.runs.openBoard')}
        </Link>
      </Typography.Text>
    );
  return (
    <Flex vertical gap={8} data-testid="run-results">
      <Flex align="center" gap={12} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('tasks.runs.resultsOf', { time: formatDateTime(run.dueAt), count: deviceTotal(run) })}
        </Typography.Title>
        <Select
          allowClear
          value={state}
          onChange={(next?: TaskResultState) => {
            setState(next);
            setPage(1);
          }}
          placeholder={t('tasks.runs.allStates')}
          options={TASK_RESULT_STATES.map((s) => ({ value: s, label: t(`tasks.resultStates.${s}`) }))}
          style={{ width: 160 }}
          data-testid="result-state-filter"
        />
      </Flex>
      <PanelTable<TaskResultView>
        query={results}
        page={page}
        onPage={setPage}
        rowKey="devid"
        testId="run-results-table"
        columns={[
          devidColumn(t),
          {
            title: t('tasks.fields.state'),
            dataIndex: 'state',
            render: (s: TaskResultState) => <ResultStateTag state={s} />,
          },
          { title: t('tasks.runs.detail'), key: 'detail', render: (_, r) => <ResultDetail result={r} /> },
          dateTimeColumn(t('tasks.runs.updatedAt'), 'updatedAt'),
        ]}
      />
    </Flex>
  );
}
