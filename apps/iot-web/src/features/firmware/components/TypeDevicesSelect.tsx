import { useTranslation } from 'react-i18next';
import { DEVICE_BATCH_MAX } from '@fleetkey/contract';
import { DevicesSelect } from '../../common/DevicesSelect';

/** Picks several devices of one type by name or id, searching on the server as the user types. */
export function TypeDevicesSelect({
  devtype,
  value,
  onChange,
  placeholder,
  testId = 'firmware-notify-devices',
}: {
  devtype: string;
  /** Given by the enclosing Form.Item. */
  value?: string[];
  onChange?: (devids: string[]) => void;
  placeholder?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <DevicesSelect
      devtype={devtype}
      value={value}
      onChange={onChange}
      maxCount={DEVICE_BATCH_MAX}
      placeholder={placeholder ?? t('firmware.notify.devicesPlaceholder')}
      testId={testId}
    />
  );
}
