import { useState } from 'react';
import { Button, Flex, Popconfirm, Select, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DeviceView } from '@fleetkey/contract';
import { useIotAccess } from '../../access/use-iot-access';
import { NoData } from '../../common/NoData';
import { useAllGroups, useGroupsOf, useRelationActions } from '../hooks/useDeviceRelations';

/** The groups a device is in: leave one, or join another of the user's groups. */
export function GroupsPanel({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const memberOf = useGroupsOf(device.devid);
  const all = useAllGroups();
  const actions = useRelationActions();
  const [groupid, setGroupid] = useState<string | null>(null);
  const editable = useIotAccess().can('groups', 'write');
  const joined = new Set((memberOf.data?.result ?? []).map((g) => g.id));
  const others = (all.data?.result ?? []).filter((g) => !joined.has(g.id));

  return (
    <Flex vertical gap={12} data-testid="device-groups">
      {editable && (
        <Flex gap={8}>
          <Select
            value={groupid}
            onChange={setGroupid}
            placeholder={t('groups.choose')}
            style={{ width: 240 }}
            options={others.map((g) => ({ value: g.id, label: g.name }))}
            notFoundContent={t('list.noData')}
          />
          <Button
            icon={<PlusOutlined />}
            disabled={!groupid}
            loading={actions.joinGroup.isPending}
            onClick={() =>
              groupid &&
              actions.joinGroup.mutate(
                { groupid, devids: [device.devid] },
                { onSuccess: () => setGroupid(null) },
              )
            }
          >
            {t('groups.join')}
          </Button>
        </Flex>
      )}
      {(memberOf.data?.result.length ?? 0) === 0 ? (
        <NoData />
      ) : (
        <Flex gap={8} wrap>
          {memberOf.data?.result.map((group) =>
            !editable ? (
              <Tag key={group.id} color="green">
                {group.name}
              </Tag>
            ) : (
              <Popconfirm
                key={group.id}
                title={t('groups.confirmLeave', { name: group.name })}
                onConfirm={() => actions.leaveGroup.mutate({ groupid: group.id, devid: device.devid })}
              >
                <Tag closable onClose={(e) => e.preventDefault()} color="green" style={{ cursor: 'pointer' }}>
                  {group.name}
                </Tag>
              </Popconfirm>
            ),
          )}
        </Flex>
      )}
    </Flex>
  );
}
