import { AutoComplete, Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICE_EVENT_TYPES, type EventDef } from '@fleetkey/contract';

/** An event's code (the type's declared codes offered) and/or type, under `base` (`trigger` or `clear`). */
export function EventFields({ base, events }: { base: 'trigger' | 'clear'; events: readonly EventDef[] }) {
  const { t } = useTranslation();
  // The test ids name the part of the rule: rule-trigger-…, rule-clear-….
  const testPrefix = `rule-${base}`;
  return (
    <Flex gap={8} wrap>
      <Form.Item
        name={[base, 'code']}
        label={t('rules.editor.eventCode')}
        extra={t('rules.editor.eventHint')}
      >
        <AutoComplete
          allowClear
          style={{ width: 220 }}
          data-testid={`${testPrefix}-code`}
          options={events.map((e) => ({ value: e.code, label: e.desc ? `${e.code} · ${e.desc}` : e.code }))}
        />
      </Form.Item>
      <Form.Item name={[base, 'type']} label={t('rules.editor.eventType')}>
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('rules.editor.anyType')}
          data-testid={`${testPrefix}-type`}
          options={DEVICE_EVENT_TYPES.map((type) => ({ value: type, label: t(`events.types.${type}`) }))}
        />
      </Form.Item>
    </Flex>
  );
}
