import { Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceView } from '@fleetkey/contract';
import { DeviceStatusTag } from '../../common/DeviceStatusTag';
import { formatDateTime } from '../../common/format';
import { useSecretState } from '../hooks/useDeviceDetail';

/** Latitude and longitude as text (no map): `31.230416, 121.473701`. */
export function gpsText(gps: DeviceView['gps']): string | null {
  return gps ? `${gps.lat.toFixed(6)}, ${gps.lng.toFixed(6)}` : null;
}

/** A device's facts: status, times online and offline, position, firmware (new one flagged), gateway, secret. */
export function DeviceInfo({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const secret = useSecretState(device.devid);
  const position = gpsText(device.gps);
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="device-info">
      <Descriptions.Item label={t('devices.devid')}>{device.devid}</Descriptions.Item>
      <Descriptions.Item label={t('devices.devname')}>{device.devname}</Descriptions.Item>
      <Descriptions.Item label={t('devices.devtype')}>{device.devtype}</Descriptions.Item>
      <Descriptions.Item label={t('devices.status')}>
        <DeviceStatusTag status={device.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('devices.onlinetime')}>
        {formatDateTime(device.onlinetime)}
      </Descriptions.Item>
      <Descriptions.Item label={t('devices.offlinetime')}>
        {formatDateTime(device.offlinetime)}
      </Descriptions.Item>
      <Descriptions.Item label={t('devices.gps')}>
        <span data-testid="device-gps">{position ?? t('devices.noGps')}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('devices.firmware')}>
        <Space size={8} wrap>
          <span data-testid="device-firmware">{device.firmware ?? '—'}</span>
          {device.newfm.isnew === 1 && (
            <Tag color="orange" data-testid="firmware-flag">
              {t('devices.firmwareNew')}
            </Tag>
          )}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('devices.gateway')}>{device.gateway ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('devices.registertime')}>
        {formatDateTime(device.registertime)}
      </Descriptions.Item>
      <Descriptions.Item label={t('secrets.secret')}>
        {secret.data
          ? secret.data.hasSecret
            ? t('secrets.setOn', { time: formatDateTime(secret.data.updatedAt) })
            : t('secrets.none')
          : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('devices.comment')}>{device.comment || '—'}</Descriptions.Item>
    </Descriptions>
  );
}
