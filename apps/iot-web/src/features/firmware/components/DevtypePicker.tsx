import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** Picks the device type whose firmware the screen shows. */
export function DevtypePicker({
  value,
  devtypes,
  loading,
  onChange,
}: {
  value: string | undefined;
  devtypes: readonly string[];
  loading: boolean;
  onChange: (devtype: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      showSearch
      value={value}
      onChange={onChange}
      loading={loading}
      placeholder={t('firmware.chooseType')}
      notFoundContent={t('list.noData')}
      style={{ width: 240 }}
      data-testid="firmware-devtype-select"
      options={devtypes.map((devtype) => ({ value: devtype, label: devtype }))}
    />
  );
}
