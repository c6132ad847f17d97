import { useState } from 'react';
import { App, Button, Flex, Popconfirm, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeviceView } from '@fleetkey/contract';
import { useIotAccess } from '../../access/use-iot-access';
import { deviceDetailPath } from '../../common/device-links';
import { DeviceSelect } from '../../common/DeviceSelect';
import { DeviceStatusTag } from '../../common/DeviceStatusTag';
import { NoData } from '../../common/NoData';
import { gatewayReasonKey } from '../gateway-errors';
import { useRelationActions, useSubdevices } from '../hooks/useDeviceRelations';
import { useErrorText } from '@fleetkey/web-kit';

/** A gateway's sub-devices: list, attach one, detach one. A sub-device shows its gateway instead. */
export function SubdevicesPanel({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const subdevs = useSubdevices(device.devid);
  const actions = useRelationActions();
  const [candidate, setCandidate] = useState<DeviceView | null>(null);
  const editable = useIotAccess().can('devices', 'write');

  // Gateway refusals say why (already attached elsewhere, itself a gateway…) rather than a generic text.
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      const reason = gatewayReasonKey(error);
      void message.error(reason ? t(reason) : errorText(error));
    }
  };

  if (device.gateway) {
    return (
      <Typography.Text data-testid="subdevice-of">
        {t('gateway.isSubdevice')}{' '}
        <Link to={deviceDetailPath({ devid: device.gateway })}>{device.gateway}</Link>
      </Typography.Text>
    );
  }
  return (
    <Flex vertical gap={12} data-testid="subdevices">
      {editable && (
        <Flex gap={8}>
          <DeviceSelect value={candidate} onChange={setCandidate} data-testid="subdevice-select" />
          <Button
            icon={<PlusOutlined />}
            disabled={!candidate}
            loading={actions.addSubdevs.isPending}
            onClick={() =>
              candidate &&
              void run(async () => {
                await actions.addSubdevs.mutateAsync({ gateway: device.devid, subdevs: [candidate.devid] });
                setCandidate(null);
              })
            }
            data-testid="subdevice-add"
          >
            {t('gateway.add')}
          </Button>
        </Flex>
      )}
      <Table<DeviceView>
        size="small"
        rowKey="devid"
        loading={subdevs.isFetching}
        dataSource={subdevs.data?.result ?? []}
        locale={{ emptyText: <NoData /> }}
        pagination={{ pageSize: 10, size: 'small', hideOnSinglePage: true }}
        columns={[
          {
            title: t('devices.devid'),
            dataIndex: 'devid',
            render: (devid: string) => <Link to={deviceDetailPath({ devid })}>{devid}</Link>,
          },
          { title: t('devices.devname'), dataIndex: 'devname' },
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
                  render: (_: unknown, sub: DeviceView) => (
                    <Popconfirm
                      title={t('gateway.confirmRemove', { devid: sub.devid })}
                      onConfirm={() =>
                        void run(() =>
                          actions.removeSubdevs.mutateAsync({ gateway: device.devid, subdevs: [sub.devid] }),
                        )
                      }
                    >
                      <Button size="small" type="link" danger>
                        {t('gateway.remove')}
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
