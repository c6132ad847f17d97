import { useState } from 'react';
import { Descriptions, Drawer, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MulticastGroupView } from '@fleetkey/contract';
import { useIotAccess } from '../../access/use-iot-access';
import { LoraPanel } from './LoraPanel';
import { MembersPanel } from './MembersPanel';
import { SendPanel } from './SendPanel';
import { SendsHistory } from './SendsHistory';

/** A group: its members, sending a command, past sends with each member's result, and the LoRa session. */
export function GroupDrawer({ group, onClose }: { group: MulticastGroupView; onClose: () => void }) {
  const { t } = useTranslation();
  const access = useIotAccess();
  const [tab, setTab] = useState('members');
  const tabs = [
    { key: 'members', label: t('multicast.tabs.members'), children: <MembersPanel group={group} /> },
    ...(access.can('multicast', 'control')
      ? [
          {
            key: 'send',
            label: t('multicast.tabs.send'),
            children: <SendPanel group={group} />,
          },
        ]
      : []),
    { key: 'history', label: t('multicast.tabs.history'), children: <SendsHistory group={group} /> },
    ...(group.kind === 'gwr'
      ? [{ key: 'lora', label: t('multicast.tabs.lora'), children: <LoraPanel group={group} /> }]
      : []),
  ];
  return (
    <Drawer open size={860} title={t('multicast.groupTitle', { name: group.name })} onClose={onClose}>
      <Descriptions
        size="small"
        column={3}
        items={[
          {
            key: 'kind',
            label: t('multicast.kind'),
            children: <Tag>{t(`multicast.kinds.${group.kind}`)}</Tag>,
          },
          { key: 'gwid', label: t('multicast.gateway'), children: group.gwid ?? '—' },
          { key: 'description', label: t('multicast.description'), children: group.description || '—' },
        ]}
      />
      <Tabs activeKey={tab} onChange={setTab} items={tabs} data-testid="multicast-tabs" destroyOnHidden />
    </Drawer>
  );
}
