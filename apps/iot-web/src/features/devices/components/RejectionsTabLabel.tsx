import { Badge, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceView } from '@fleetkey/contract';
import { useRejectionCount } from '../hooks/useDeviceLogs';

/** The rejected-messages tab's title, with how many were rejected in the last 7 days when any were. */
export function RejectionsTabLabel({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const count = useRejectionCount(device);
  return (
    <Space size={6}>
      {t('devices.tabs.rejections')}
      <Badge
        count={count.data ?? 0}
        overflowCount={9999}
        title={t('rejections.badge', { count: count.data ?? 0 })}
        data-testid="rejections-badge"
      />
    </Space>
  );
}
