import { Space, Tag } from 'antd';
import type { DbcAttributeValue } from '@fleetkey/contract';

/** An object's attributes (BA_) as `name = value` tags; nothing when it has none. */
export function Attributes({ values }: { values: Record<string, DbcAttributeValue> }) {
  const entries = Object.entries(values);
  if (entries.length === 0) return null;
  return (
    <Space size={[4, 4]} wrap>
      {entries.map(([name, value]) => (
        <Tag key={name}>
          {name} = {String(value)}
        </Tag>
      ))}
    </Space>
  );
}

/** A value table (VAL_) as `raw: label` tags. */
export function ValueTable({ values }: { values: readonly { value: number; label: string }[] }) {
  if (values.length === 0) return null;
  return (
    <Space size={[4, 4]} wrap>
      {values.map(({ value, label }) => (
        <Tag key={value} color="blue">
          {value}: {label}
        </Tag>
      ))}
    </Space>
  );
}
