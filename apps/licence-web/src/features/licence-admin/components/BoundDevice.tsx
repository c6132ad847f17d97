import { Flex, Typography } from 'antd';
import type { LicenceAdminRow } from '@fleetkey/contract';

/** Width of the device column: a 64-character id is cut to it, whole in the tooltip and the copy. */
export const DEVICE_COLUMN_WIDTH = 200;

/**
 * A bound device in the licence list: its name, then its id on a second line, each cut with an ellipsis
 * (the whole text in a tooltip) so the longest id (64 characters) does not push the columns after it off
 * screen; the id can be copied whole.
 */
export function BoundDevice({ device }: { device: NonNullable<LicenceAdminRow['device']> }) {
  const width = DEVICE_COLUMN_WIDTH - 32;
  return (
    <Flex vertical style={{ maxWidth: width }}>
      <Typography.Text ellipsis={{ tooltip: device.deviceName }} style={{ maxWidth: width }}>
        {device.deviceName}
      </Typography.Text>
      <Typography.Text
        type="secondary"
        ellipsis={{ tooltip: device.deviceId }}
        copyable={{ text: device.deviceId }}
        style={{ maxWidth: width, fontSize: 12 }}
        data-testid="licence-device-id"
      >
        {device.deviceId}
      </Typography.Text>
    </Flex>
  );
}
