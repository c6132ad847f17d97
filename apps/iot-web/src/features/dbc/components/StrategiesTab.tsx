import { useState } from 'react';
import { App, Button, Flex, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DbcBindingView, DbcStrategyView } from '@fleetkey/contract';
import { QueryError, WholeTable } from '@fleetkey/web-kit';
import { useIotAccess } from '../../access/use-iot-access';
import { CreateButton } from '../../common/CreateButton';
import { formatDateTime } from '../../common/format';
import { NoData } from '../../common/NoData';
import { RowActions } from '../../common/RowActions';
import { useDbcBindings, useDbcStrategies, useDbcStrategyActions } from '../hooks/useDbcStrategies';
import { BindDialog } from './BindDialog';
import { StrategyDialog } from './StrategyDialog';
import { actionsColumn } from '../../common/actions-column';

/** Where a strategy is bound: its whole type and/or some devices. */
function BindingTags({ bindings }: { bindings: readonly DbcBindingView[] }) {
  const { t } = useTranslation();
  if (bindings.length === 0) return <Typography.Text type="secondary">{t('dbc.bind.none')}</Typography.Text>;
  const devices = bindings.flatMap((b) => (b.devid === null ? [] : [b.devid]));
  return (
    <Flex gap={4} wrap>
      {bindings.some((b) => b.devid === null) && <Tag color="green">{t('dbc.bind.typeTag')}</Tag>}
      {devices.length > 0 && (
        <Tag color="blue" title={devices.join(', ')}>
          {t('dbc.bind.devicesTag', { count: devices.length })}
        </Tag>
      )}
    </Flex>
  );
}

/** The strategies: which signals of a DBC a device type decodes; create, edit, bind, delete. */
export function StrategiesTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const strategies = useDbcStrategies();
  const bindings = useDbcBindings();
  const actions = useDbcStrategyActions();
  const writable = useIotAccess().can('dbc', 'write');
  const [editing, setEditing] = useState<DbcStrategyView | 'new' | null>(null);
  const [binding, setBinding] = useState<DbcStrategyView | null>(null);

  const columns: TableColumnsType<DbcStrategyView> = [
    { title: t('dbc.strategies.name'), dataIndex: 'name', key: 'name' },
    { title: t('dbc.strategies.dbc'), dataIndex: 'dbc', key: 'dbc' },
    { title: t('dbc.strategies.devtype'), dataIndex: 'devtype', key: 'devtype' },
    {
      title: t('dbc.strategies.signals'),
      key: 'signals',
      width: 80,
      render: (_, strategy) => (
        <span title={strategy.signals.map((s) => `${s.message}.${s.signal} → ${s.point}`).join('\n')}>
          {strategy.signals.length}
        </span>
      ),
    },
    {
      title: t('dbc.strategies.interval'),
      dataIndex: 'intervalMs',
      key: 'interval',
      width: 110,
      render: (ms: number) => (ms === 0 ? t('dbc.strategies.everyFrame') : `${ms} ms`),
    },
    {
      title: t('dbc.bind.column'),
      key: 'bindings',
      render: (_, strategy) => (
        <BindingTags bindings={(bindings.data ?? []).filter((b) => b.strategyId === strategy.id)} />
      ),
    },
    {
      title: t('dbc.strategies.updatedAt'),
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      width: 180,
      render: (at: string) => formatDateTime(Date.parse(at)),
    },
    ...(writable
      ? [
          actionsColumn<DbcStrategyView>(
            t,
            (strategy) => (
              <RowActions
                onEdit={() => setEditing(strategy)}
                remove={{
                  title: t('dbc.strategies.confirmDelete', { name: strategy.name }),
                  description: t('dbc.strategies.deleteHint'),
                  onConfirm: () =>
                    actions.remove.mutate(strategy.id, {
                      onSuccess: () => void message.success(t('list.deleted')),
                    }),
                  testId: `dbc-strategy-delete-${strategy.name}`,
                }}
              >
                <Button
                  size="small"
                  type="link"
                  onClick={() => setBinding(strategy)}
                  data-testid={`dbc-bind-${strategy.name}`}
                >
                  {t('dbc.bind.open')}
                </Button>
              </RowActions>
            ),
            { width: 200 },
          ),
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12} data-testid="dbc-strategies">
      <Flex gap={8} justify="space-between" wrap>
        <Typography.Text type="secondary">{t('dbc.strategies.intro')}</Typography.Text>
        {writable && (
          <CreateButton
            label={t('dbc.strategies.create')}
            onClick={() => setEditing('new')}
            testId="dbc-strategy-create"
          />
        )}
      </Flex>
      <QueryError query={strategies} />
      <WholeTable<DbcStrategyView>
        rowKey="id"
        loading={strategies.isFetching}
        columns={columns}
        dataSource={strategies.data ?? []}
        empty={<NoData hint={t('dbc.strategies.empty')} />}
        data-testid="dbc-strategy-table"
      />
      {editing && (
        <StrategyDialog
          editing={editing === 'new' ? null : editing}
          onSave={(id, body) => actions.save.mutateAsync({ id, body })}
          onClose={() => setEditing(null)}
        />
      )}
      {binding && (
        <BindDialog
          strategy={binding}
          onBind={(body) => actions.bind.mutateAsync(body)}
          bindings={(bindings.data ?? []).filter((b) => b.strategyId === binding.id)}
          unbinding={actions.unbind.isPending}
          onUnbind={(devid) =>
            actions.unbind.mutate(
              { strategyId: binding.id, ...(devid === null ? {} : { devids: [devid] }) },
              { onSuccess: () => void message.success(t('dbc.bind.unbound')) },
            )
          }
          onClose={() => setBinding(null)}
        />
      )}
    </Flex>
  );
}
