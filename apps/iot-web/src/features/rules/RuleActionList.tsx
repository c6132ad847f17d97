import { useState } from 'react';
import { Select, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { RULE_ACTION_KINDS, type RuleActionKind, type RuleActionView } from '@fleetkey/contract';
import { useIotAccess } from '../access/use-iot-access';
import { useListPage } from '../common/hooks/use-list-page';
import { ListPage } from '../common/ListPage';
import { RowActions } from '../common/RowActions';
import { timeSort } from '../common/time-sort';
import { ActionDialog } from './components/ActionDialog';
import { ActionSummary } from './components/ActionSummary';
import { ActionTestButton } from './components/ActionTestButton';
import { useRuleActionList, useRuleActionWrites } from './hooks/useRuleActions';
import { dateTimeColumn } from '../common/date-time-column';
import { actionsColumn } from '../common/actions-column';

type Dialog = { mode: 'none' } | { mode: 'create' } | { mode: 'edit'; action: RuleActionView };

/**
 * The Rule actions screen: what rules run when they fire (inbox messages, e-mail, SMS, webhooks, commands),
 * by kind, each with a "Send test"; create, edit, delete after a confirmation (refused while rules use it).
 */
export function RuleActionList() {
  const { t } = useTranslation();
  const view = useListPage();
  const [kind, setKind] = useState<RuleActionKind | undefined>();
  const [dialog, setDialog] = useState<Dialog>({ mode: 'none' });
  const list = useRuleActionList(view.query, kind);
  const writes = useRuleActionWrites();
  const writable = useIotAccess().can('rules', 'write');

  const columns: TableColumnsType<RuleActionView> = [
    { title: t('ruleActions.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('ruleActions.kind'),
      key: 'kind',
      render: (_, a) => <Tag data-testid="action-kind-tag">{t(`ruleActions.kinds.${a.kind}`)}</Tag>,
    },
    { title: t('ruleActions.does'), key: 'does', render: (_, a) => <ActionSummary action={a} /> },
    dateTimeColumn(t('rules.fields.updatedAt'), 'updatedAt', {
      ...timeSort(view.query.descend),
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    }),
    actionsColumn(t, (action) => {
      const test = <ActionTestButton id={action.id} />;
      if (!writable) return <Space size={0}>{test}</Space>;
      return (
        <RowActions
          onEdit={() => setDialog({ mode: 'edit', action })}
          remove={{
            title: t('ruleActions.confirmDelete', { name: action.name }),
            description: t('ruleActions.deleteHint'),
            onConfirm: () => view.deleteRow(writes.remove, action.id),
            testId: 'action-delete',
          }}
        >
          {test}
        </RowActions>
      );
    }),
  ];

  return (
    <ListPage<RuleActionView>
      testId="action-list"
      list={{ view, query: list }}
      filters={
        <Select
          allowClear
          value={kind}
          onChange={view.firstPage(setKind)}
          placeholder={t('ruleActions.allKinds')}
          options={RULE_ACTION_KINDS.map((k) => ({ value: k, label: t(`ruleActions.kinds.${k}`) }))}
          style={{ width: 160 }}
          data-testid="action-kind-filter"
        />
      }
      create={
        writable && {
          label: t('ruleActions.create'),
          testId: 'action-create',
          onClick: () => setDialog({ mode: 'create' }),
        }
      }
      rowKey="id"
      columns={columns}
    >
      {dialog.mode === 'create' && (
        <ActionDialog
          onSave={(body) => writes.create.mutateAsync(body)}
          onClose={() => setDialog({ mode: 'none' })}
        />
      )}
      {dialog.mode === 'edit' && (
        <ActionDialog
          editing={dialog.action}
          onSave={(body) => writes.update.mutateAsync({ id: dialog.action.id, body })}
          onClose={() => setDialog({ mode: 'none' })}
        />
      )}
    </ListPage>
  );
}
