import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAllDeviceTypes } from '../../common/hooks/useAllDeviceTypes';

/** Picks one of the user's device types (value and onChange from a Form.Item or the screen). */
export function TaskDevtypeSelect({
  value,
  onChange,
  testId,
  width = 280,
}: {
  value?: string;
  onChange?: (devtype: string) => void;
  testId: string;
  width?: number;
}) {
  const { t } = useTranslation();
  const types = useAllDeviceTypes();
  return (
    <Select
      showSearch
      value={value}
      onChange={onChange}
      loading={types.isPending}
      placeholder={t('firmware.chooseType')}
      notFoundContent={t('list.noData')}
      style={{ width }}
      data-testid={testId}
      options={(types.data ?? []).map((type) => ({ value: type.devtype, label: type.devtype }))}
    />
  );
}
