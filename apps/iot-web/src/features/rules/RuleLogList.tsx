import { useState } from 'react';
import { Flex, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RULE_ACTION_OUTCOMES, RULE_RUN_EVENTS, type DeviceView, type RuleRunView } from '@fleetkey/contract';
import type { RuleLogFilter } from '@fleetkey/api-client';
import { DeviceSelect } from '../common/DeviceSelect';
import { deviceDetailPath } from '../common/device-links';
import { useListPage } from '../common/hooks/use-list-page';
import { ListPage } from '../common/ListPage';
import { timeSort } from '../common/time-sort';
import { RecordValues } from './components/RecordValues';
import { OutcomeTag } from './components/Tags';
import { useRuleLogs } from './hooks/useRuleLogs';
import { useRuleNames } from './hooks/useRules';
import { ruleLink } from './rule-links';
import { dateTimeColumn } from '../common/date-time-column';

/** Each action of a run: its name and kind, outcome, attempts, and why it failed or was skipped. */
function RunActions({ run }: { run: RuleRunView }) {
  const { t } = useTranslation();
  if (run.actions.length === 0)
    return <Typography.Text type="secondary">{t('ruleLogs.noActions')}</Typography.Text>;
  return (
    <Flex vertical gap={4}>
      {run.actions.map((a) => (
        <Flex key={a.actionId} gap={6} align="center" wrap data-testid="run-action" data-kind={a.kind}>
          <Typography.Text style={{ fontSize: 13 }}>{a.name}</Typography.Text>
          <Tag>{t(`ruleActions.kinds.${a.kind}`)}</Tag>
          <OutcomeTag outcome={a.outcome} />
          {a.attempts > 1 && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('ruleLogs.attempts', { count: a.attempts })}
            </Typography.Text>
          )}
          {a.error && (
            <Typography.Text
              type="danger"
              style={{ fontSize: 12, maxWidth: 260 }}
              ellipsis={{ tooltip: a.error }}
            >
              {a.error}
            </Typography.Text>
          )}
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * The rule logs screen: each time a rule fired or cleared on a device, with the values that did it and what
 * each of its actions did (done, failed after its retries, skipped, still pending); filtered by rule,
 * device, fire/clear and outcome.
 */
export function RuleLogList() {
  const { t } = useTranslation();
  const view = useListPage();
  const [filter, setFilter] = useState<Omit<RuleLogFilter, 'devid'>>({});
  const [device, setDevice] = useState<DeviceView | null>(null);
  const rules = useRuleNames();
  const list = useRuleLogs(view.query, { ...filter, devid: device?.devid });
  const set = <K extends keyof RuleLogFilter>(key: K) =>
    view.firstPage((value: RuleLogFilter[K]) => setFilter((f) => ({ ...f, [key]: value })));

  const columns: TableColumnsType<RuleRunView> = [
    dateTimeColumn(t('ruleLogs.at'), 'at', {
      ...timeSort(view.query.descend),
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    }),
    {
      title: t('alarms.rule'),
      key: 'rule',
      render: (_, r) => <Link to={ruleLink(r.ruleId)}>{r.ruleName}</Link>,
    },
    {
      title: t('alarms.device'),
      key: 'device',
      render: (_, r) => <Link to={deviceDetailPath(r)}>{r.devid}</Link>,
    },
    {
      title: t('ruleLogs.event'),
      key: 'event',
      render: (_, r) => (
        <Tag color={r.event === 'fire' ? 'red' : 'green'} data-testid="run-event" data-event={r.event}>
          {t(`ruleLogs.events.${r.event}`)}
        </Tag>
      ),
    },
    { title: t('alarms.values'), key: 'values', render: (_, r) => <RecordValues values={r.values} /> },
    { title: t('ruleLogs.actions'), key: 'actions', render: (_, r) => <RunActions run={r} /> },
  ];

  return (
    <ListPage<RuleRunView>
      testId="rule-log-list"
      list={{ view, query: list }}
      filters={
        <>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={filter.ruleId}
            onChange={set('ruleId')}
            loading={rules.isPending}
            placeholder={t('ruleLogs.allRules')}
            options={(rules.data ?? []).map((r) => ({ value: r.id, label: r.name ?? r.id }))}
            style={{ width: 200 }}
            data-testid="log-rule-filter"
          />
          <DeviceSelect value={device} onChange={view.firstPage(setDevice)} data-testid="log-device-filter" />
          <Select
            allowClear
            value={filter.event}
            onChange={set('event')}
            placeholder={t('ruleLogs.allEvents')}
            options={RULE_RUN_EVENTS.map((e) => ({ value: e, label: t(`ruleLogs.events.${e}`) }))}
            style={{ width: 130 }}
          />
          <Select
            allowClear
            value={filter.outcome}
            onChange={set('outcome')}
            placeholder={t('ruleLogs.allOutcomes')}
            options={RULE_ACTION_OUTCOMES.map((o) => ({ value: o, label: t(`ruleLogs.outcomes.${o}`) }))}
            style={{ width: 150 }}
          />
        </>
      }
      actions={null}
      rowKey="id"
      columns={columns}
    />
  );
}
