import { Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeRequestMobileSchema, DEFAULT_AREA_CODE } from '@fleetkey/contract';
import { useLanguage } from '../i18n/use-language';
import { zodRule } from '../forms/zod-rule';
import { COUNTRIES, fullMobile } from './countries';
import { useTakenRule } from './use-taken-rule';

/**
 * The calling-code select (default +86) and the mobile input, as the form fields `areaCode` and `mobile`.
 * The mobile rule follows the chosen area (China's rule under 86, digits elsewhere); empty asks for the
 * mobile first, which is also what a code request needs. `mustBeFree` (registration) adds the live
 * "already registered" check.
 */
export function MobileField({
  autoFocus = false,
  mustBeFree = false,
}: {
  autoFocus?: boolean;
  mustBeFree?: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const form = Form.useFormInstance();
  const areaCode = (Form.useWatch('areaCode', form) as string | undefined) ?? DEFAULT_AREA_CODE;
  const mobile = (Form.useWatch('mobile', form) as string | undefined)?.trim() ?? '';
  const formatRule = codeRequestMobileSchema(areaCode);
  const wellFormed = mustBeFree && formatRule.safeParse(mobile).success;
  const takenRule = useTakenRule(
    form,
    'mobile',
    'mobile',
    wellFormed ? fullMobile(areaCode, mobile) : undefined,
  );
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
        <Form.Item name="mobile" noStyle rules={[zodRule(formatRule, t), takenRule]} validateTrigger="onBlur">
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
