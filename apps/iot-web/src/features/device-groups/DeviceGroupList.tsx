import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceGroupView } from '@fleetkey/contract';
import { useIotAccess } from '../access/use-iot-access';
import { useListPage } from '../common/hooks/use-list-page';
import { ListPage } from '../common/ListPage';
import { RowActions } from '../common/RowActions';
import { GroupDialog } from './components/GroupDialog';
import { GroupMembers } from './components/GroupMembers';
import { useGroupActions, useGroupList } from './hooks/useDeviceGroups';
import { dateTimeColumn } from '../common/date-time-column';
import { actionsColumn } from '../common/actions-column';

type Dialog = { mode: 'none' } | { mode: 'create' } | { mode: 'edit' | 'members'; group: DeviceGroupView };

/** The device groups screen: search, list with member counts, create, rename, delete, members. */
export function DeviceGroupList() {
  const { t } = useTranslation();
  const view = useListPage();
  const [dialog, setDialog] = useState<Dialog>({ mode: 'none' });
  const list = useGroupList(view.query);
  const actions = useGroupActions();
  const editable = useIotAccess().can('groups', 'write');

  const columns: TableColumnsType<DeviceGroupView> = [
    {
      title: t('groups.name'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string, group) => (
        <Button type="link" size="small" onClick={() => setDialog({ mode: 'members', group })}>
          {name}
        </Button>
      ),
    },
    { title: t('groups.comment'), dataIndex: 'comment', key: 'comment', render: (c: string) => c || '—' },
    { title: t('groups.deviceCount'), key: 'count', align: 'right', render: (_, g) => g.devices.count },
    dateTimeColumn(t('deviceTypes.createdAt'), 'createdAt'),
    actionsColumn(t, (group) =>
      !editable ? (
        <Button size="small" type="link" onClick={() => setDialog({ mode: 'members', group })}>
          {t('groups.members')}
        </Button>
      ) : (
        <RowActions
          onEdit={() => setDialog({ mode: 'edit', group })}
          remove={{
            title: t('groups.confirmDelete', { name: group.name }),
            description: t('groups.devicesStay'),
            onConfirm: () => view.deleteRow(actions.remove, group.id),
          }}
        >
          <Button size="small" type="link" onClick={() => setDialog({ mode: 'members', group })}>
            {t('groups.members')}
          </Button>
        </RowActions>
      ),
    ),
  ];

  return (
    <ListPage<DeviceGroupView>
      testId="group-list"
      list={{ view, query: list }}
      search={t('groups.searchPlaceholder')}
      create={
        editable && {
          label: t('groups.create'),
          testId: 'group-create',
          onClick: () => setDialog({ mode: 'create' }),
        }
      }
      rowKey="id"
      columns={columns}
    >
      {dialog.mode === 'create' && (
        <GroupDialog
          onSave={(values) => actions.create.mutateAsync(values)}
          onClose={() => setDialog({ mode: 'none' })}
        />
      )}
      {dialog.mode === 'edit' && (
        <GroupDialog
          editing={dialog.group}
          onSave={(input) => actions.update.mutateAsync({ groupid: dialog.group.id, input })}
          onClose={() => setDialog({ mode: 'none' })}
        />
      )}
      {dialog.mode === 'members' && (
        <GroupMembers group={dialog.group} onClose={() => setDialog({ mode: 'none' })} />
      )}
    </ListPage>
  );
}
