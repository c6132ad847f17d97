import { useState } from 'react';
import { App, Button, Card, Divider, Flex, Popconfirm, Space, Tabs } from 'antd';
import {
  ArrowLeftOutlined,
  DeleteOutlined,
  EditOutlined,
  HistoryOutlined,
  LineChartOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DeviceSecret } from '@fleetkey/contract';
import { LoadError } from '@fleetkey/web-kit';
import { DEVICES_PATH, historyPath, realtimePath } from '../common/device-links';
import { useIotAccess } from '../access/use-iot-access';
import { DeviceDiagnostics } from '../uds/components/DeviceDiagnostics';
import { CommandForm } from './components/CommandForm';
import { RawCommandForm } from './components/RawCommandForm';
import { CanPanel } from './components/CanPanel';
import { CommandHistory } from './components/CommandHistory';
import { ConnectionLogPanel } from './components/ConnectionLogPanel';
import { DeviceCommandPanel } from './components/DeviceCommandPanel';
import { DeviceDialog } from './components/DeviceDialog';
import { DeviceInfo } from './components/DeviceInfo';
import { EventsPanel } from './components/EventsPanel';
import { FirmwareHistory } from './components/FirmwareHistory';
import { GroupsPanel } from './components/GroupsPanel';
import { RecentData } from './components/RecentData';
import { RejectionsPanel } from './components/RejectionsPanel';
import { RejectionsTabLabel } from './components/RejectionsTabLabel';
import { SecretDialog } from './components/SecretDialog';
import { SubdevicesPanel } from './components/SubdevicesPanel';
import { useDevice, useDeviceActions } from './hooks/useDevices';
import { DeviceAlarms } from '../rules/components/DeviceAlarms';

/**
 * One device: its facts, recent data, events, rejected messages, connection log, commands, groups,
 * firmware updates and sub-devices, and its actions.
 */
export function DeviceDetail({ devid }: { devid: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const device = useDevice(devid);
  const actions = useDeviceActions();
  const [editing, setEditing] = useState(false);
  const [secret, setSecret] = useState<DeviceSecret | null>(null);
  const { can } = useIotAccess();

  const back = (
    <Link to={DEVICES_PATH} data-testid="device-back">
      <ArrowLeftOutlined /> {t('devices.backToList')}
    </Link>
  );
  if (device.isError) {
    return (
      <Flex vertical gap={12}>
        {back}
        <LoadError error={device.error} onRetry={() => void device.refetch()} />
      </Flex>
    );
  }
  const current = device.data;
  return (
    <Flex vertical gap={16} data-testid="device-detail">
      <Flex justify="space-between" wrap gap={8}>
        {back}
        <Space wrap>
          <Button icon={<LineChartOutlined />} onClick={() => void navigate(realtimePath(devid))}>
            {t('routes.realTime')}
          </Button>
          <Button icon={<HistoryOutlined />} onClick={() => void navigate(historyPath(devid))}>
            {t('routes.history')}
          </Button>
          {can('devices', 'write') && (
            <>
              <Button icon={<EditOutlined />} disabled={!current} onClick={() => setEditing(true)}>
                {t('list.edit')}
              </Button>
              <Popconfirm
                title={t('secrets.confirmRenew', { count: 1 })}
                onConfirm={() => actions.renewSecret.mutate(devid, { onSuccess: setSecret })}
              >
                <Button icon={<SyncOutlined />} data-testid="device-renew-secret">
                  {t('secrets.renew')}
                </Button>
              </Popconfirm>
              <Popconfirm
                title={t('devices.confirmDelete', { name: devid })}
                okText={t('list.delete')}
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  actions.remove.mutate(devid, {
                    onSuccess: () => {
                      void message.success(t('list.deleted'));
                      void navigate(DEVICES_PATH);
                    },
                  })
                }
              >
                <Button danger icon={<DeleteOutlined />} data-testid="device-delete">
                  {t('list.delete')}
                </Button>
              </Popconfirm>
            </>
          )}
        </Space>
      </Flex>
      <Card loading={!current} size="small">
        {current && <DeviceInfo device={current} />}
      </Card>
      {current && can('devices', 'control') && <DeviceCommandPanel device={current} />}
      {current && (
        <Card size="small">
          <Tabs
            destroyOnHidden
            items={[
              {
                key: 'data',
                label: t('devices.tabs.data'),
                children: <RecentData device={current} editable={can('data', 'write')} />,
              },
              {
                key: 'events',
                label: t('devices.tabs.events'),
                children: <EventsPanel device={current} editable={can('data', 'write')} />,
              },
              {
                key: 'rejections',
                label: <RejectionsTabLabel device={current} />,
                children: <RejectionsPanel device={current} />,
              },
              {
                key: 'connections',
                label: t('devices.tabs.connections'),
                children: <ConnectionLogPanel device={current} />,
              },
              ...(can('rules', 'read')
                ? [
                    {
                      key: 'alarms',
                      label: t('devices.tabs.alarms'),
                      children: <DeviceAlarms device={current} />,
                    },
                  ]
                : []),
              {
                key: 'commands',
                label: t('devices.tabs.commands'),
                children: (
                  <>
                    {can('devices', 'control') && (
                      <>
                        <CommandForm device={current} />
                        <Divider />
                        <RawCommandForm device={current} />
                        <Divider />
                      </>
                    )}
                    <CommandHistory device={current} />
                  </>
                ),
              },
              ...(can('groups', 'read')
                ? [
                    {
                      key: 'groups',
                      label: t('devices.tabs.groups'),
                      children: <GroupsPanel device={current} />,
                    },
                  ]
                : []),
              {
                key: 'firmware',
                label: t('devices.tabs.firmware'),
                children: <FirmwareHistory device={current} />,
              },
              ...(can('dbc', 'read')
                ? [{ key: 'can', label: t('devices.tabs.can'), children: <CanPanel device={current} /> }]
                : []),
              {
                key: 'subdevs',
                label: t('devices.tabs.subdevs'),
                children: <SubdevicesPanel device={current} />,
              },
              ...(can('uds', 'read')
                ? [
                    {
                      key: 'diagnostics',
                      label: t('devices.tabs.diagnostics'),
                      children: <DeviceDiagnostics devid={current.devid} />,
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      )}
      {editing && current && (
        <DeviceDialog
          editing={current}
          devtypes={[current.devtype]}
          onUpdate={(id, input) => actions.update.mutateAsync({ devid: id, input })}
          onClose={() => setEditing(false)}
        />
      )}
      {secret && <SecretDialog secrets={[secret]} onClose={() => setSecret(null)} />}
    </Flex>
  );
}
