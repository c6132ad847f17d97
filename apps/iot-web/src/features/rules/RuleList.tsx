import { useState } from 'react';
import { App, Button, Select, Switch, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RULE_SEVERITIES, TRIGGER_KINDS, type RuleView } from '@fleetkey/contract';
import { useIotAccess } from '../access/use-iot-access';
import { useListPage } from '../common/hooks/use-list-page';
import { ListPage } from '../common/ListPage';
import { RowActions } from '../common/RowActions';
import { TargetSummary } from '../common/TargetSummary';
import { timeSort } from '../common/time-sort';
import { RuleCopyDialog } from './components/RuleCopyDialog';
import { RuleDialog } from './components/RuleDialog';
import { SeverityTag } from './components/Tags';
import { useRule, useRuleActions, useRuleList, type RuleFilters } from './hooks/useRules';
import { RULE_QUERY } from './rule-links';
import { describeTrigger } from './trigger-summary';
import { dateTimeColumn } from '../common/date-time-column';
import { actionsColumn } from '../common/actions-column';

type Dialog =
  { mode: 'none' } | { mode: 'create' } | { mode: 'edit'; rule: RuleView } | { mode: 'copy'; rule: RuleView };

/**
 * The Rules screen (iot-console.md §7 "Rules and records"): the user's rules searched by name and filtered
 * by severity and trigger kind, with switches for enabled and for recording alarms, create/edit in the rule
 * editor, delete after a confirmation. `?rule=<id>` opens one rule's editor (links from alarms and logs).
 */
export function RuleList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const view = useListPage();
  const [filters, setFilters] = useState<RuleFilters>({});
  const [dialog, setDialog] = useState<Dialog>({ mode: 'none' });
  const [params, setParams] = useSearchParams();
  const linked = useRule(params.get(RULE_QUERY) ?? undefined);
  const list = useRuleList(view.query, filters);
  const actions = useRuleActions();
  const writable = useIotAccess().can('rules', 'write');
  const edit = (rule: RuleView) => setDialog({ mode: 'edit', rule });
  const editing = dialog.mode === 'edit' ? dialog.rule : linked.data;
  const close = () => {
    setDialog({ mode: 'none' });
    if (params.has(RULE_QUERY)) setParams({}, { replace: true });
  };
  const setFilter = <K extends keyof RuleFilters>(key: K) =>
    view.firstPage((value: RuleFilters[K]) => setFilters((f) => ({ ...f, [key]: value })));

  const columns: TableColumnsType<RuleView> = [
    {
      title: t('rules.fields.name'),
      key: 'name',
      render: (_, rule) => (
        <Button type="link" size="small" onClick={() => edit(rule)} data-testid="rule-open">
          {rule.name}
        </Button>
      ),
    },
    {
      title: t('rules.fields.severity'),
      key: 'severity',
      render: (_, r) => <SeverityTag severity={r.severity} />,
    },
    {
      title: t('rules.fields.targets'),
      key: 'targets',
      render: (_, { targets }) => <TargetSummary targets={targets} />,
    },
    {
      title: t('rules.fields.trigger'),
      key: 'trigger',
      render: (_, rule) => <span data-testid="rule-trigger">{describeTrigger(rule.trigger, t)}</span>,
    },
    {
      title: t('rules.fields.actions'),
      key: 'actions-count',
      align: 'right',
      render: (_, rule) => rule.actionIds.length,
    },
    {
      title: t('rules.fields.record'),
      key: 'record',
      render: (_, rule) => (
        <Switch
          size="small"
          checked={rule.record}
          disabled={!writable}
          loading={actions.setRecord.isPending && actions.setRecord.variables.id === rule.id}
          onChange={(record) => actions.setRecord.mutate({ id: rule.id, record })}
          data-testid="rule-record-switch"
        />
      ),
    },
    {
      title: t('rules.fields.status'),
      key: 'status',
      render: (_, rule) => (
        <Switch
          size="small"
          checked={rule.status === 'enabled'}
          disabled={!writable}
          loading={actions.setStatus.isPending && actions.setStatus.variables.id === rule.id}
          onChange={(on) => actions.setStatus.mutate({ id: rule.id, status: on ? 'enabled' : 'disabled' })}
          data-testid="rule-status-switch"
        />
      ),
    },
    dateTimeColumn(t('rules.fields.updatedAt'), 'updatedAt', {
      ...timeSort(view.query.descend),
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    }),
    actionsColumn(t, (rule) =>
      writable ? (
        <RowActions
          onEdit={() => edit(rule)}
          remove={{
            title: t('rules.confirmDelete', { name: rule.name }),
            description: t('rules.deleteHint'),
            onConfirm: () => view.deleteRow(actions.remove, rule.id),
            testId: 'rule-delete',
          }}
        >
          <Button
            size="small"
            type="link"
            onClick={() => setDialog({ mode: 'copy', rule })}
            data-testid="rule-copy"
          >
            {t('rules.copy.action')}
          </Button>
        </RowActions>
      ) : (
        <Button size="small" type="link" onClick={() => edit(rule)}>
          {t('rules.view')}
        </Button>
      ),
    ),
  ];

  return (
    <ListPage<RuleView>
      testId="rule-list"
      list={{ view, query: list }}
      search={t('rules.searchPlaceholder')}
      filters={
        <>
          <Select
            allowClear
            value={filters.severity}
            onChange={setFilter('severity')}
            placeholder={t('rules.allSeverities')}
            options={RULE_SEVERITIES.map((s) => ({ value: s, label: t(`rules.severities.${s}`) }))}
            style={{ width: 140 }}
            data-testid="rule-severity-filter"
          />
          <Select
            allowClear
            value={filters.kind}
            onChange={setFilter('kind')}
            placeholder={t('rules.allTriggers')}
            options={TRIGGER_KINDS.map((k) => ({ value: k, label: t(`rules.triggerKinds.${k}`) }))}
            style={{ width: 170 }}
            data-testid="rule-kind-filter"
          />
        </>
      }
      create={
        writable && {
          label: t('rules.create'),
          testId: 'rule-create',
          onClick: () => setDialog({ mode: 'create' }),
        }
      }
      rowKey="id"
      columns={columns}
    >
      {dialog.mode === 'create' && (
        <RuleDialog onSave={(body) => actions.create.mutateAsync(body)} onClose={close} />
      )}
      {dialog.mode === 'copy' && (
        <RuleCopyDialog
          rule={dialog.rule}
          onSave={async (rules) => {
            const saved = await actions.createBatch.mutateAsync(rules);
            message.success(t('rules.copy.done', { count: saved.length }));
          }}
          onClose={close}
        />
      )}
      {editing && (
        <RuleDialog
          key={editing.id}
          editing={editing}
          readOnly={!writable}
          onSave={(body) => actions.update.mutateAsync({ id: editing.id, body })}
          onClose={close}
        />
      )}
    </ListPage>
  );
}
