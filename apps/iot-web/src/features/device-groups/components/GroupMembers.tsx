import { useState } from 'react';
import { Drawer, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceGroupView, DeviceView } from '@fleetkey/contract';
import { useIotAccess } from '../../access/use-iot-access';
import { deviceColumns, removeDeviceColumns } from '../../common/device-columns';
import { DeviceAddBar } from '../../common/DeviceAddBar';
import { PanelTable } from '../../common/PanelTable';
import { TABLE_PAGE_SIZE } from '../../common/paging';
import { useDeviceList } from '../../devices/hooks/useDevices';
import { useGroupActions } from '../hooks/useDeviceGroups';

/** A group's members, paged on the server: add a device, take one out (the device itself stays). */
export function GroupMembers({ group, onClose }: { group: DeviceGroupView; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
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
          <DeviceAddBar
            label={t('groups.addDevice')}
            adding={actions.addDevices.isPending}
            onAdd={(devids, added) =>
              actions.addDevices.mutate({ groupid: group.id, devids }, { onSuccess: added })
            }
            testIds={{ select: 'group-member-select', add: 'group-member-add' }}
          />
        )}
        <PanelTable<DeviceView>
          query={members}
          page={page}
          onPage={setPage}
          rowKey="devid"
          columns={[
            ...deviceColumns<DeviceView>(t, { statusOf: (device) => device.status }),
            ...removeDeviceColumns<DeviceView>(t, editable, {
              confirmTitle: (device) => t('groups.confirmRemoveDevice', { devid: device.devid }),
              label: t('groups.removeDevice'),
              onConfirm: (device) => actions.removeDevice.mutate({ groupid: group.id, devid: device.devid }),
            }),
          ]}
        />
      </Flex>
    </Drawer>
  );
}
