import { Select } from 'antd';
import type { SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { INDUSTRIES } from './enterprise-options';

/**
 * The industry select of the enterprise forms (registration and profile). The list has 31 entries: all
 * are rendered (no virtual list, so each one can be found on the page) and a typed text narrows them.
 */
export function IndustrySelect(props: Omit<SelectProps<string>, 'options' | 'showSearch' | 'virtual'>) {
  const { t } = useTranslation();
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      virtual={false}
      options={INDUSTRIES.map((value) => ({ value, label: t(`userCentre.industries.${value}`) }))}
    />
  );
}
