import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAllDeviceTypes } from '../../common/hooks/useAllDeviceTypes';

/** Picks one of the user's device types (a Form.Item gives value and onChange). */
export function TaskDevtypeSelect({
  value,
  onChange,
  testId,
}: {
  value?: string;
  onChange?: (devtype: string) => void;
  testId: string;
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
      style={{ width: 280 }}
      data-testid={testId}
      options={(types.data ?? []).map((type) => ({ value: type.devtype, label: type.devtype }))}
    />
  );
}
