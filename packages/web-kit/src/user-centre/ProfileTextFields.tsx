import { Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { zodRule } from '../forms/zod-rule';

/**
 * Free-text fields of a profile edit, half a row each, each checked by its schema from `schemaOf` and
 * capped at 64 characters unless `maxLengths` names a shorter rule.
 */
export function ProfileTextFields<K extends string>({
  keys,
  schemaOf,
  maxLengths = {},
}: {
  keys: readonly K[];
  schemaOf: (key: K) => z.ZodType;
  maxLengths?: Partial<Record<K, number>>;
}) {
  const { t } = useTranslation();
  return keys.map((key) => (
    <Col key={key} xs={24} sm={12}>
      <Form.Item
        name={key as string}
        label={t(`userCentre.fields.${key}`)}
        rules={[zodRule(schemaOf(key), t)]}
      >
        <Input maxLength={maxLengths[key] ?? 64} data-testid={`profile-${key}-input`} />
      </Form.Item>
    </Col>
  ));
}
