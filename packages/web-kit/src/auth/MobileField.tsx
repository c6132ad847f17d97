import { Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeRequestMobileSchema, DEFAULT_AREA_CODE } from '@fleetkey/contract';
import { useLanguage } from '../i18n/use-language';
import { zodRule } from '../forms/zod-rule';
import { COUNTRIES } from './countries';

/**
 * The calling-code select (default +86) and the mobile input, as the form fields `areaCode` and `mobile`.
 * The mobile rule follows the chosen area (China's rule under 86, digits elsewhere); empty asks for the
 * mobile first, which is also what a code request needs.
 */
export function MobileField({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const form = Form.useFormInstance();
  const areaCode = (Form.useWatch('areaCode', form) as string | undefined) ?? DEFAULT_AREA_CODE;
  const options = COUNTRIES.map((c) => ({
    value: c.areaCode,
    label: `+${c.areaCode}`,
    title: `${c[language]} +${c.areaCode}`,
  }));
  return (
    <Form.Item required>
      <Space.Compact block>
        <Form.Item name="areaCode" noStyle initialValue={DEFAULT_AREA_CODE}>
          <Select
            aria-label={t('auth.fields.areaCode')}
            data-testid="area-code"
            options={options}
            style={{ width: 104, flex: 'none' }}
            showSearch={{ optionFilterProp: 'title' }}
            optionRender={(option) => <span>{option.data.title}</span>}
            popupMatchSelectWidth={240}
            onChange={() => void form.validateFields(['mobile']).catch(() => undefined)}
          />
        </Form.Item>
        <Form.Item
          name="mobile"
          noStyle
          rules={[zodRule(codeRequestMobileSchema(areaCode), t)]}
          validateTrigger="onBlur"
        >
          <Input
            autoFocus={autoFocus}
            autoComplete="tel-national"
            inputMode="numeric"
            maxLength={15}
            placeholder={t('auth.fields.mobile')}
            data-testid="mobile-input"
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
