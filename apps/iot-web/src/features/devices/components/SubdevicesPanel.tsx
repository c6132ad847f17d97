import { useState } from 'react';
import { App, Button, Flex, Table, Typography } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeviceView } from '@fleetkey/contract';
import { useIotAccess } from '../../access/use-iot-access';
import { deviceDetailPath } from '../../common/device-links';
import { deviceColumns, removeDeviceColumns } from '../../common/device-columns';
import { DeviceAddBar } from '../../common/DeviceAddBar';
import { NoData } from '../../common/NoData';
import { useGatewayErrorText } from '../gateway-errors';
import { useRelationActions, useSubdevices } from '../hooks/useDeviceRelations';
import { TransferDialog } from './TransferDialog';

/**
 * A gateway's sub-devices: list, attach several, detach one, move the chosen ones to another gateway. A
 * sub-device shows its gateway instead.
 */
export function SubdevicesPanel({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refusalText = useGatewayErrorText();
  const subdevs = useSubdevices(device.devid);
  const actions = useRelationActions();
  const editable = useIotAccess().can('devices', 'write');
  const [chosen, setChosen] = useState<string[]>([]);
  const [transferring, setTransferring] = useState(false);

  // Gateway refusals say why (already attached elsewhere, itself a gateway…) rather than a generic text.
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      void message.error(refusalText(error));
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
        <Flex gap={8} wrap justify="space-between">
          <DeviceAddBar
            label={t('gateway.add')}
            adding={actions.addSubdevs.isPending}
            onAdd={(subdevs, added) =>
              void run(async () => {
                await actions.addSubdevs.mutateAsync({ gateway: device.devid, subdevs });
                added();
              })
            }
            testIds={{ select: 'subdevice-select', add: 'subdevice-add' }}
          />
          <Button
            icon={<SwapOutlined />}
            disabled={chosen.length === 0}
            onClick={() => setTransferring(true)}
            data-testid="subdevice-transfer"
          >
            {t('gateway.transfer')}
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
        rowSelection={
          editable
            ? {
                selectedRowKeys: chosen,
                onChange: (keys) => setChosen(keys.map(String)),
                preserveSelectedRowKeys: true,
              }
            : undefined
        }
        columns={[
          ...deviceColumns<DeviceView>(t, { statusOf: (sub) => sub.status, devtype: false }),
          ...removeDeviceColumns<DeviceView>(t, editable, {
            confirmTitle: (sub) => t('gateway.confirmRemove', { devid: sub.devid }),
            label: t('gateway.remove'),
            onConfirm: (sub) =>
              void run(async () => {
                await actions.removeSubdevs.mutateAsync({ gateway: device.devid, subdevs: [sub.devid] });
                setChosen((keys) => keys.filter((key) => key !== sub.devid));
              }),
          }),
        ]}
      />
      {transferring && (
        <TransferDialog
          gateway={device.devid}
          subdevs={chosen}
          onMoved={() => setChosen([])}
          onClose={() => setTransferring(false)}
        />
      )}
    </Flex>
  );
}
