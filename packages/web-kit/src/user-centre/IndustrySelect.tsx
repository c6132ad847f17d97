import { Select } from 'antd';
import type { SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTexts } from '../i18n/use-texts';
import { INDUSTRIES } from './enterprise-options';
import { USER_CENTRE_TEXTS } from './texts';

/**
 * The industry select of the enterprise forms (registration and profile). The list has 31 entries: all
 * are rendered (no virtual list, so each one can be found on the page) and a typed text narrows them.
 */
export function IndustrySelect(props: Omit<SelectProps<string>, 'options' | 'showSearch' | 'virtual'>) {
  // The registration wizard shows it before any user centre has loaded the industry names.
  useTexts(USER_CENTRE_TEXTS);
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
