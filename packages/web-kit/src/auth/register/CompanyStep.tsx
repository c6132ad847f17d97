import { useMemo } from 'react';
import { Button, Col, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CHINA_PROVINCES,
  CHINA_STATE,
  enterpriseFormSchema,
  ENTERPRISE_TEXT_MAX,
  isChinaState,
  personNameSchema,
  provinceIssue,
} from '@fleetkey/contract';
import { zodFieldRule, zodRule } from '../../forms/zod-rule';
import { useLanguage } from '../../i18n/use-language';
import { OTHER_STATE } from '../../user-centre/enterprise-options';
import { IndustrySelect } from '../../user-centre/IndustrySelect';
import type { EnterpriseField } from './registration-payload';
import { useRetranslatedErrors } from '../../forms/use-retranslated-errors';
import { FormErrorAlert } from '../../forms/FormErrorAlert';

/** Step 3's fields. */
export type CompanyValues = { name?: string } & Partial<Record<EnterpriseField, string>>;

const TEXT_FIELDS = ['company', 'department', 'position', 'address', 'website'] as const;

/**
 * Registration step 3 (IoT): the person's name and the enterprise form of iot-console.md §5 — China
 * shows the province list, another country a typed region, and a country change clears the province.
 */
export function CompanyStep({
  initial,
  busy,
  error,
  onBack,
  onSkip,
  onDone,
  onEdit,
}: {
  initial: CompanyValues;
  /** Every change of the fields, for the wizard's draft. */
  onEdit: (values: CompanyValues) => void;
  busy: boolean;
  error: string | null;
  onBack: () => void;
  onSkip: () => void;
  onDone: (values: CompanyValues) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [form] = Form.useForm<CompanyValues>();
  useRetranslatedErrors(form);
  const schema = useMemo(() => enterpriseFormSchema(), []);
  const state = Form.useWatch('state', form);
  const china = state !== undefined && isChinaState(state);
  const rule = (field: EnterpriseField) => [zodFieldRule(schema, field, t)];

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ state: CHINA_STATE, ...initial }}
      onFinish={onDone}
      onValuesChange={(changed: CompanyValues, values: CompanyValues) => {
        if ('state' in changed) form.setFieldValue('province', undefined);
        onEdit({ ...values, ...('state' in changed ? { province: undefined } : {}) });
      }}
      data-testid="register-company"
    >
      <Typography.Paragraph type="secondary">{t('auth.register.companyHint')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="name"
            label={t('auth.company.name')}
            rules={[zodRule(personNameSchema, t)]}
            required
          >
            <Input autoFocus maxLength={32} data-testid="company-name" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="industry" label={t('auth.company.industry')} rules={rule('industry')} required>
            <IndustrySelect placeholder={t('auth.company.select')} data-testid="company-industry" />
          </Form.Item>
        </Col>
        {TEXT_FIELDS.slice(0, 3).map((field) => (
          <Col span={field === 'company' ? 24 : 12} key={field}>
            <Form.Item
              name={field}
              label={t(`auth.company.${field}`)}
              rules={rule(field)}
              required={field !== 'department'}
            >
              <Input maxLength={ENTERPRISE_TEXT_MAX} data-testid={`company-${field}`} />
            </Form.Item>
          </Col>
        ))}
        <Col span={12}>
          <Form.Item name="state" label={t('auth.company.state')} rules={rule('state')} required>
            <Select
              options={[
                { value: CHINA_STATE, label: t('auth.company.china') },
                { value: OTHER_STATE, label: t('auth.company.other') },
              ]}
              data-testid="company-state"
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="province"
            label={t(china ? 'auth.company.province' : 'auth.company.region')}
            // The schema's province check runs only once every other field passes, so it is asked directly.
            rules={[
              {
                validator: (_rule, value?: string) => {
                  const issue = provinceIssue(String(form.getFieldValue('state') ?? ''), value);
                  return issue === undefined ? Promise.resolve() : Promise.reject(new Error(t(issue)));
                },
              },
            ]}
            dependencies={['state']}
            required
          >
            {china ? (
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('auth.company.select')}
                options={CHINA_PROVINCES.map((p) => ({
                  value: p.zh,
                  label: language === 'zh' ? p.zh : p.en,
                }))}
                data-testid="company-province"
              />
            ) : (
              <Input maxLength={ENTERPRISE_TEXT_MAX} data-testid="company-province" />
            )}
          </Form.Item>
        </Col>
        {TEXT_FIELDS.slice(3).map((field) => (
          <Col span={24} key={field}>
            <Form.Item
              name={field}
              label={t(`auth.company.${field}`)}
              rules={rule(field)}
              required={field !== 'website'}
            >
              <Input
                maxLength={field === 'address' ? 256 : ENTERPRISE_TEXT_MAX}
                data-testid={`company-${field}`}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <FormErrorAlert text={error} testId="register-error" />
      <Flex gap={12}>
        <Button size="large" onClick={onBack} disabled={busy} data-testid="register-back">
          {t('auth.register.back')}
        </Button>
        <Button size="large" onClick={onSkip} disabled={busy} data-testid="register-skip">
          {t('auth.register.skip')}
        </Button>
        <Button
          size="large"
          type="primary"
          htmlType="submit"
          style={{ flex: 1 }}
          loading={busy}
          data-testid="register-submit"
        >
          {t('auth.register.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
