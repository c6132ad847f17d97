import { useState } from 'react';
import { Alert, Button, Flex, Popconfirm } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  deviceTableStatus,
  type DeviceView,
  type MulticastGroupView,
  type MulticastMemberView,
} from '@fleetkey/contract';
import { useErrorText } from '@fleetkey/web-kit';
import { useIotAccess } from '../../access/use-iot-access';
import { deviceDetailPath } from '../../common/device-links';
import { DeviceSelect } from '../../common/DeviceSelect';
import { DeviceStatusTag } from '../../common/DeviceStatusTag';
import { formatDateTime } from '../../common/format';
import { PanelTable } from '../../common/PanelTable';
import { useMulticastActions, useMulticastMembers } from '../hooks/useMulticast';

/** A group's members, paged on the server: add a device (searched on the server), take one out. */
export function MembersPanel({ group }: { group: MulticastGroupView }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const [candidate, setCandidate] = useState<DeviceView | null>(null);
  const members = useMulticastMembers(group.id, page);
  const actions = useMulticastActions();
  const editable = useIotAccess().can('multicast', 'write');
  return (
    <Flex vertical gap={12} data-testid="multicast-members">
      {group.kind !== 'direct' && (
        <Alert type="info" showIcon title={t('multicast.subdevsOnly', { gwid: group.gwid })} />
      )}
      {editable && (
        <Flex gap={8} align="center">
          <DeviceSelect value={candidate} onChange={setCandidate} data-testid="multicast-member-select" />
          <Button
            icon={<PlusOutlined />}
            disabled={!candidate}
            loading={actions.add.isPending}
            onClick={() =>
              candidate &&
              actions.add.mutate(
                { groupid: group.id, devids: [candidate.devid] },
                { onSuccess: () => setCandidate(null) },
              )
            }
            data-testid="multicast-member-add"
          >
            {t('multicast.addDevice')}
          </Button>
        </Flex>
      )}
      {actions.add.isError && <Alert type="error" showIcon title={errorText(actions.add.error)} />}
      <PanelTable<MulticastMemberView>
        query={members}
        page={page}
        onPage={setPage}
        rowKey="devid"
        testId="multicast-member-table"
        columns={[
          {
            title: t('devices.devid'),
            dataIndex: 'devid',
            render: (devid: string) => <Link to={deviceDetailPath({ devid })}>{devid}</Link>,
          },
          { title: t('devices.devname'), dataIndex: 'devname' },
          { title: t('devices.devtype'), dataIndex: 'devtype' },
          {
            title: t('devices.status'),
            dataIndex: 'status',
            render: (status: MulticastMemberView['status']) => (
              <DeviceStatusTag status={deviceTableStatus(status)} />
            ),
          },
          { title: t('multicast.addedAt'), dataIndex: 'addedAt', render: (ms: number) => formatDateTime(ms) },
          ...(!editable
            ? []
            : [
                {
                  title: t('list.actions'),
                  key: 'actions',
                  render: (_: unknown, member: MulticastMemberView) => (
                    <Popconfirm
                      title={t('multicast.confirmRemoveDevice', { devid: member.devid })}
                      onConfirm={() =>
                        actions.removeMember.mutate({ groupid: group.id, devid: member.devid })
                      }
                    >
                      <Button size="small" type="link" danger>
                        {t('multicast.removeDevice')}
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]),
        ]}
      />
    </Flex>
  );
}
