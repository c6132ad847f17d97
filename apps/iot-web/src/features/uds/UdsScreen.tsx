import { useState } from 'react';
import { Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceView } from '@fleetkey/contract';
import { DeviceSelect } from '../common/DeviceSelect';
import { useAddressTab } from '../common/hooks/use-address-tab';
import { usePresetDevice } from '../common/hooks/usePresetDevice';
import { CatalogueTab } from './CatalogueTab';
import { ChannelCodesTab } from './ChannelCodesTab';
import { DeviceDiagnostics } from './components/DeviceDiagnostics';

/** `?devid=`: the device the devices tab starts with (a device's detail links here). */
export const UDS_DEVICE_QUERY = 'devid';
const UDS_TABS = ['devices', 'catalogue', 'channels'] as const;

/** A device's DTCs: pick the device, then read or clear its ECU's DTCs and see its answers. */
function DevicesTab({ presetDevid }: { presetDevid: string | null }) {
  const { t } = useTranslation();
  const preset = usePresetDevice(presetDevid);
  // The device named in the address until the user picks another (or none).
  const [chosen, setChosen] = useState<DeviceView | null | undefined>(undefined);
  const device = chosen === undefined ? preset.device : chosen;
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center">
        <Typography.Text>{t('uds.device')}</Typography.Text>
        <DeviceSelect value={device} onChange={setChosen} data-testid="uds-device" />
      </Flex>
      {device ? (
        <DeviceDiagnostics key={device.devid} devid={device.devid} />
      ) : (
        <Typography.Text type="secondary">{t('uds.pickDevice')}</Typography.Text>
      )}
    </Flex>
  );
}

/**
 * The Diagnostics screen (iot-console.md §7 "Diagnostics (uds)"): devices' DTCs read and cleared through
 * them, the DTC catalogue that describes them, and the codes each channel/ECU reports. The open tab is in the address (`?tab=`).
 */
export function UdsScreen() {
  const { t } = useTranslation();
  const { tab, params, open } = useAddressTab(UDS_TABS);
  return (
    <Tabs
      activeKey={tab}
      onChange={open}
      destroyOnHidden
      data-testid="uds-tabs"
      items={[
        {
          key: 'devices',
          label: t('uds.tabs.devices'),
          children: <DevicesTab presetDevid={params.get(UDS_DEVICE_QUERY)} />,
        },
        { key: 'catalogue', label: t('uds.tabs.catalogue'), children: <CatalogueTab /> },
        { key: 'channels', label: t('uds.tabs.channels'), children: <ChannelCodesTab /> },
      ]}
    />
  );
}
