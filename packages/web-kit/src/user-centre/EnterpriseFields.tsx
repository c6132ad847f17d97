import { Col, Form, Input, Select } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  addressSchema,
  CHINA_PROVINCES,
  CHINA_STATE,
  companySchema,
  departmentSchema,
  ENTERPRISE_TEXT_MAX,
  industrySchema,
  isChinaState,
  positionSchema,
  provinceIssue,
  stateSchema,
  websiteSchema,
} from '@fleetkey/contract';
import type { EnterprisePayload } from '@fleetkey/contract';
import { zodRule } from '../forms/zod-rule';
import type { Translate } from '../forms/zod-rule';
import { useLanguage } from '../i18n/use-language';
import { OTHER_STATE } from './enterprise-options';
import { IndustrySelect } from './IndustrySelect';

/** A field of the enterprise block. */
export type EnterpriseKey = keyof EnterprisePayload;

/** The enterprise block's fields but the company and the street address, in the profiles' order. */
export const ENTERPRISE_DETAILS: readonly EnterpriseKey[] = [
  'industry',
  'department',
  'position',
  'state',
  'province',
  'website',
];

/** A rule that lets a blank optional field pass and checks anything typed with the contract's schema. */
function optionalRule(schema: z.ZodType, t: Translate): RuleObject {
  const check = zodRule(schema, t);
  return {
    validator: async (rule, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return;
      await check.validator?.(rule, value, () => undefined);
    },
  };
}

const OPTIONAL: Partial<Record<EnterpriseKey, z.ZodType>> = {
  company: companySchema,
  department: departmentSchema,
  position: positionSchema,
  address: addressSchema,
  website: websiteSchema,
};

/**
 * The enterprise fields of the profile dialogs (profile save, both specs' §5): industry and country
 * required; China picks its province from the list, another country types a region in Chinese or English
 * letters and spaces. The dialog clears the province when the country changes.
 */
export function EnterpriseFields({ fields }: { fields: readonly EnterpriseKey[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const form = Form.useFormInstance();
  const state = Form.useWatch('state', form) as string | undefined;
  const china = state === undefined || isChinaState(state);
  const label = (key: string) => t(`userCentre.fields.${key}`);

  const item = (key: EnterpriseKey) => {
    switch (key) {
      case 'industry':
        return (
          <Form.Item name="industry" label={label('industry')} rules={[zodRule(industrySchema, t)]} required>
            <IndustrySelect placeholder={t('userCentre.select')} data-testid="profile-industry-input" />
          </Form.Item>
        );
      case 'state':
        return (
          <Form.Item name="state" label={label('country')} rules={[zodRule(stateSchema, t)]} required>
            <Select
              placeholder={t('userCentre.select')}
              options={[
                { value: CHINA_STATE, label: t('userCentre.country.china') },
                { value: OTHER_STATE, label: t('userCentre.country.other') },
              ]}
              data-testid="profile-state-input"
            />
          </Form.Item>
        );
      case 'province':
        return (
          <Form.Item
            name="province"
            label={label(china ? 'province' : 'region')}
            dependencies={['state']}
            required
            rules={[
              {
                validator: (_rule, value?: string) => {
                  const issue = provinceIssue(String(form.getFieldValue('state') ?? ''), value);
                  return issue === undefined ? Promise.resolve() : Promise.reject(new Error(t(issue)));
                },
              },
            ]}
          >
            {china ? (
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('userCentre.select')}
                options={CHINA_PROVINCES.map((p) => ({
                  value: p.zh,
                  label: language === 'zh' ? p.zh : p.en,
                }))}
                data-testid="profile-province-input"
              />
            ) : (
              <Input maxLength={ENTERPRISE_TEXT_MAX} data-testid="profile-province-input" />
            )}
          </Form.Item>
        );
      default: {
        const schema = OPTIONAL[key];
        return (
          <Form.Item name={key} label={label(key)} rules={schema ? [optionalRule(schema, t)] : []}>
            <Input
              maxLength={key === 'address' ? 256 : ENTERPRISE_TEXT_MAX}
              data-testid={`profile-${key}-input`}
            />
          </Form.Item>
        );
      }
    }
  };

  return fields.map((key) => (
    <Col key={key} xs={24} sm={key === 'address' ? 24 : 12}>
      {item(key)}
    </Col>
  ));
}
