import { App, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeviceView } from '@fleetkey/contract';
import { useIotAccess } from '../../access/use-iot-access';
import { deviceDetailPath } from '../../common/device-links';
import { deviceColumns, removeDeviceColumns } from '../../common/device-columns';
import { DeviceAddBar } from '../../common/DeviceAddBar';
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
      )}
      <Table<DeviceView>
        size="small"
        rowKey="devid"
        loading={subdevs.isFetching}
        dataSource={subdevs.data?.result ?? []}
        locale={{ emptyText: <NoData /> }}
        pagination={{ pageSize: 10, size: 'small', hideOnSinglePage: true }}
        columns={[
          ...deviceColumns<DeviceView>(t, { statusOf: (sub) => sub.status, devtype: false }),
          ...removeDeviceColumns<DeviceView>(t, editable, {
            confirmTitle: (sub) => t('gateway.confirmRemove', { devid: sub.devid }),
            label: t('gateway.remove'),
            onConfirm: (sub) =>
              void run(() =>
                actions.removeSubdevs.mutateAsync({ gateway: device.devid, subdevs: [sub.devid] }),
              ),
          }),
        ]}
      />
    </Flex>
  );
}
