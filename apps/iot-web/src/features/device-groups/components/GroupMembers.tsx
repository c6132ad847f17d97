import { useState } from 'react';
import { Button, Drawer, Flex, Popconfirm } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeviceGroupView, DeviceView } from '@fleetkey/contract';
import { useIotAccess } from '../../access/use-iot-access';
import { deviceDetailPath } from '../../common/device-links';
import { DeviceSelect } from '../../common/DeviceSelect';
import { DeviceStatusTag } from '../../common/DeviceStatusTag';
import { PanelTable } from '../../common/PanelTable';
import { TABLE_PAGE_SIZE } from '../../common/paging';
import { useDeviceList } from '../../devices/hooks/useDevices';
import { useGroupActions } from '../hooks/useDeviceGroups';

/** A group's members, paged on the server: add a device, take one out (the device itself stays). */
export function GroupMembers({ group, onClose }: { group: DeviceGroupView; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [candidate, setCandidate] = useState<DeviceView | null>(null);
  const members = useDeviceList({
    page,
    pageSize: TABLE_PAGE_SIZE,
    search: '',
    devtype: '',
    descend: true,
    groupid: group.id,
  });
  const actions = useGroupActions();
  const editable = useIotAccess().can('groups', 'write');
  return (
    <Drawer open size={720} title={t('groups.membersOf', { name: group.name })} onClose={onClose}>
      <Flex vertical gap={12} data-testid="group-members">
        {editable && (
          <Flex gap={8}>
            <DeviceSelect value={candidate} onChange={setCandidate} data-testid="group-member-select" />
            <Button
              icon={<PlusOutlined />}
              disabled={!candidate}
              loading={actions.addDevices.isPending}
              onClick={() =>
                candidate &&
                actions.addDevices.mutate(
                  { groupid: group.id, devids: [candidate.devid] },
                  { onSuccess: () => setCandidate(null) },
                )
              }
              data-testid="group-member-add"
            >
              {t('groups.addDevice')}
            </Button>
          </Flex>
        )}
        <PanelTable<DeviceView>
          query={members}
          page={page}
          onPage={setPage}
          rowKey="devid"
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
              render: (s: DeviceView['status']) => <DeviceStatusTag status={s} />,
            },
            ...(!editable
              ? []
              : [
                  {
                    title: t('list.actions'),
                    key: 'actions',
                    render: (_: unknown, device: DeviceView) => (
                      <Popconfirm
                        title={t('groups.confirmRemoveDevice', { devid: device.devid })}
                        onConfirm={() =>
                          actions.removeDevice.mutate({ groupid: group.id, devid: device.devid })
                        }
                      >
                        <Button size="small" type="link" danger>
                          {t('groups.removeDevice')}
                        </Button>
                      </Popconfirm>
                    ),
                  },
                ]),
          ]}
        />
      </Flex>
    </Drawer>
  );
}
