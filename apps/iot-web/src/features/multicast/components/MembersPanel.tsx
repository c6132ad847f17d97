import { useState } from 'react';
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { deviceTableStatus, type MulticastGroupView, type MulticastMemberView } from '@fleetkey/contract';
import { useErrorText } from '@fleetkey/web-kit';
import { useIotAccess } from '../../access/use-iot-access';
import { deviceColumns, removeDeviceColumns } from '../../common/device-columns';
import { DeviceAddBar } from '../../common/DeviceAddBar';
import { PanelTable } from '../../common/PanelTable';
import { useMulticastActions, useMulticastMembers } from '../hooks/useMulticast';
import { dateTimeColumn } from '../../common/date-time-column';

/** A group's members, paged on the server: add a device (searched on the server), take one out. */
export function MembersPanel({ group }: { group: MulticastGroupView }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const members = useMulticastMembers(group.id, page);
  const actions = useMulticastActions();
  const editable = useIotAccess().can('multicast', 'write');
  return (
    <Flex vertical gap={12} data-testid="multicast-members">
      {group.kind !== 'direct' && (
        <Alert type="info" showIcon title={t('multicast.subdevsOnly', { gwid: group.gwid })} />
      )}
      {editable && (
        <DeviceAddBar
          label={t('multicast.addDevice')}
          adding={actions.add.isPending}
          onAdd={(devids, added) => actions.add.mutate({ groupid: group.id, devids }, { onSuccess: added })}
          testIds={{ select: 'multicast-member-select', add: 'multicast-member-add' }}
        />
      )}
      {actions.add.isError && <Alert type="error" showIcon title={errorText(actions.add.error)} />}
      <PanelTable<MulticastMemberView>
        query={members}
        page={page}
        onPage={setPage}
        rowKey="devid"
        testId="multicast-member-table"
        columns={[
          ...deviceColumns<MulticastMemberView>(t, {
            statusOf: (member) => deviceTableStatus(member.status),
          }),
          dateTimeColumn(t('multicast.addedAt'), 'addedAt'),
          ...removeDeviceColumns<MulticastMemberView>(t, editable, {
            confirmTitle: (member) => t('multicast.confirmRemoveDevice', { devid: member.devid }),
            label: t('multicast.removeDevice'),
            onConfirm: (member) => actions.removeMember.mutate({ groupid: group.id, devid: member.devid }),
          }),
        ]}
      />
    </Flex>
  );
}
