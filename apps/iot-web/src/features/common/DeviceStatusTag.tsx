import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceTableStatus } from '@fleetkey/contract';
import { statusLook } from './device-status';

/** A device's status as a coloured tag (online green, offline grey, faulty red). */
export function DeviceStatusTag({ status }: { status: DeviceTableStatus }) {
  const { t } = useTranslation();
  const look = statusLook(status);
  return (
    <Tag color={look.color} data-testid="device-status" data-status={look.status}>
      {t(look.labelKey)}
    </Tag>
  );
}
