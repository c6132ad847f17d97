import { useState } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MulticastGroupView } from '@fleetkey/contract';
import { useIotAccess } from '../access/use-iot-access';
import { useListPage } from '../common/hooks/use-list-page';
import { ListPage } from '../common/ListPage';
import { RowActions } from '../common/RowActions';
import { GatewaySendDialog } from './components/GatewaySendDialog';
import { GroupDialog } from './components/GroupDialog';
import { GroupDrawer } from './components/GroupDrawer';
import { useMulticastActions, useMulticastList } from './hooks/useMulticast';
import { dateTimeColumn } from '../common/date-time-column';
import { actionsColumn } from '../common/actions-column';

type Dialog =
  | { mode: 'none' }
  | { mode: 'create' }
  | { mode: 'gateway' }
  | { mode: 'edit' | 'open'; group: MulticastGroupView };

/** The Multicast screen: the account's groups with their kind and members; a group opens in a drawer. */
export function MulticastList() {
  const { t } = useTranslation();
  const view = useListPage();
  const [dialog, setDialog] = useState<Dialog>({ mode: 'none' });
  const list = useMulticastList(view.query);
  const actions = useMulticastActions();
  const access = useIotAccess();
  const editable = access.can('multicast', 'write');
  const open = (group: MulticastGroupView) => setDialog({ mode: 'open', group });

  const columns: TableColumnsType<MulticastGroupView> = [
    {
      title: t('multicast.name'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string, group) => (
        <Button type="link" size="small" onClick={() => open(group)} data-testid="multicast-open">
          {name}
        </Button>
      ),
    },
    {
      title: t('multicast.kind'),
      key: 'kind',
      render: (_, g) => <Tag>{t(`multicast.kinds.${g.kind}`)}</Tag>,
    },
    { title: t('multicast.gateway'), key: 'gwid', render: (_, g) => g.gwid ?? '—' },
    { title: t('multicast.memberCount'), key: 'count', align: 'right', render: (_, g) => g.members.count },
    {
      title: t('multicast.description'),
      dataIndex: 'description',
      key: 'description',
      render: (d: string) => d || '—',
    },
    dateTimeColumn(t('deviceTypes.createdAt'), 'createdAt'),
    actionsColumn(t, (group) => {
      const openButton = (
        <Button size="small" type="link" onClick={() => open(group)}>
          {t('multicast.open')}
        </Button>
      );
      if (!editable) return openButton;
      return (
        <RowActions
          onEdit={() => setDialog({ mode: 'edit', group })}
          remove={{
            title: t('multicast.confirmDelete', { name: group.name }),
            description: t('multicast.devicesStay'),
            onConfirm: () => view.deleteRow(actions.remove, group.id),
            testId: 'multicast-delete',
          }}
        >
          {openButton}
        </RowActions>
      );
    }),
  ];

  return (
    <ListPage<MulticastGroupView>
      testId="multicast-list"
      list={{ view, query: list }}
      search={t('multicast.searchPlaceholder')}
      actions={
        access.can('devices', 'control') && (
          <Button
            icon={<SendOutlined />}
            onClick={() => setDialog({ mode: 'gateway' })}
            data-testid="gateway-send-open"
          >
            {t('multicast.gatewaySend.open')}
          </Button>
        )
      }
      create={
        editable && {
          label: t('multicast.create'),
          testId: 'multicast-create',
          onClick: () => setDialog({ mode: 'create' }),
        }
      }
      rowKey="id"
      columns={columns}
    >
      {dialog.mode === 'gateway' && <GatewaySendDialog onClose={() => setDialog({ mode: 'none' })} />}
      {dialog.mode === 'create' && (
        <GroupDialog
          onSave={(input) => actions.create.mutateAsync(input).then(open)}
          onClose={() => setDialog((d) => (d.mode === 'create' ? { mode: 'none' } : d))}
        />
      )}
      {dialog.mode === 'edit' && (
        <GroupDialog
          editing={dialog.group}
          onSave={(input) =>
            actions.update.mutateAsync({
              group: dialog.group,
              input: { name: input.name, description: input.description ?? '' },
            })
          }
          onClose={() => setDialog({ mode: 'none' })}
        />
      )}
      {dialog.mode === 'open' && (
        <GroupDrawer group={dialog.group} onClose={() => setDialog({ mode: 'none' })} />
      )}
    </ListPage>
  );
}
