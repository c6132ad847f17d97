import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SchemaRule } from '../schema-rows';

/** A field's limits as `what: value` lines; a dash when it has none. */
export function RuleList({ rules }: { rules: SchemaRule[] }) {
  const { t } = useTranslation();
  if (rules.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      {rules.map((rule) => (
        <Typography.Text key={rule.what}>
          <Typography.Text type="secondary">{t(`developer.rules.${rule.what}`)}: </Typography.Text>
          {rule.what === 'pattern' ? <Typography.Text code>{rule.value}</Typography.Text> : rule.value}
        </Typography.Text>
      ))}
    </Space>
  );
}
