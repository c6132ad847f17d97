import { Form, Input, InputNumber, Select, Switch, type FormListFieldData } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX, INIT_PARAM_TEXT_MAX, KEY_NAME_MAX, keyNameSchema } from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import type { InitParamRow } from '../section-form';

const KINDS: InitParamRow['kind'][] = ['string', 'number', 'boolean'];

/** A warning, error or log row: its code and description. */
export function EventFields({ row }: { row: FormListFieldData }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name={[row.name, 'code']} rules={[zodRule(keyNameSchema, t)]} style={{ flex: 1 }}>
        <Input
          placeholder={t('deviceTypes.sections.code')}
          maxLength={KEY_NAME_MAX}
          data-testid="event-code"
        />
      </Form.Item>
      <Form.Item name={[row.name, 'desc']} style={{ flex: 2 }}>
        <Input placeholder={t('deviceTypes.description')} maxLength={COMMENT_MAX} />
      </Form.Item>
    </>
  );
}

/** An initial parameter row: its name, the kind of value and the value itself. */
export function InitParamFields({ row }: { row: FormListFieldData }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name={[row.name, 'name']} rules={[zodRule(keyNameSchema, t)]} style={{ flex: 2 }}>
        <Input
          placeholder={t('deviceTypes.sections.paramName')}
          maxLength={KEY_NAME_MAX}
          data-testid="init-name"
        />
      </Form.Item>
      <Form.Item name={[row.name, 'kind']} style={{ flex: 1 }}>
        <Select
          aria-label={t('deviceTypes.pointType')}
          options={KINDS.map((kind) => ({ value: kind, label: t(`deviceTypes.pointTypes.${kind}`) }))}
        />
      </Form.Item>
      <Form.Item noStyle shouldUpdate>
        {({ getFieldValue }) => {
          const kind = getFieldValue(['rows', row.name, 'kind']) as InitParamRow['kind'];
          if (kind === 'boolean')
            return (
              <Form.Item name={[row.name, 'flag']} valuePropName="checked" style={{ flex: 2 }}>
                <Switch aria-label={t('deviceTypes.sections.value')} />
              </Form.Item>
            );
          if (kind === 'number')
            return (
              <Form.Item name={[row.name, 'number']} style={{ flex: 2 }}>
                <InputNumber placeholder={t('deviceTypes.sections.value')} style={{ width: '100%' }} />
              </Form.Item>
            );
          return (
            <Form.Item name={[row.name, 'text']} style={{ flex: 2 }}>
              <Input
                placeholder={t('deviceTypes.sections.value')}
                maxLength={INIT_PARAM_TEXT_MAX}
                data-testid="init-text"
              />
            </Form.Item>
          );
        }}
      </Form.Item>
    </>
  );
}
