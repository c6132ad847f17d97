import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import type { DatasetField, GeoPoint } from '@fleetkey/contract';

export interface ValueInputProps {
  field: DatasetField;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

// A location is typed as "lat,lng" (as in the import file) and kept as { lat, lng } when it reads as one.
function locationText(value: unknown): string {
  if (typeof value === 'string') return value;
  const point = value as GeoPoint | undefined;
  return point ? `${point.lat},${point.lng}` : '';
}
function locationValue(text: string): unknown {
  const parts = text.split(',').map((part) => Number(part.trim()));
  return parts.length === 2 && parts.every(Number.isFinite) ? { lat: parts[0], lng: parts[1] } : text;
}

/** The form control of one field's value, by its type (arrays as tags). */
export function ValueInput({ field, value, onChange }: ValueInputProps) {
  const testId = `value-${field.name}`;
  if (field.multiple)
    return (
      <Select
        mode="tags"
        open={field.type === 'enum' ? undefined : false}
        options={field.options?.map((option) => ({ value: option, label: option }))}
        value={Array.isArray(value) ? value.map(String) : []}
        onChange={(list: string[]) => onChange?.(field.type === 'number' ? list.map(Number) : list)}
        style={{ minWidth: 140 }}
        data-testid={testId}
      />
    );
  switch (field.type) {
    case 'number':
      return (
        <InputNumber
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange?.(next ?? undefined)}
          data-testid={testId}
        />
      );
    case 'boolean':
      return <Switch checked={value === true} onChange={(next) => onChange?.(next)} data-testid={testId} />;
    case 'date':
      return (
        <DatePicker
          value={typeof value === 'string' && value ? dayjs(value) : null}
          onChange={(day) => onChange?.(day ? day.format('YYYY-MM-DD') : undefined)}
          data-testid={testId}
        />
      );
    case 'enum':
      return (
        <Select
          allowClear
          value={typeof value === 'string' ? value : undefined}
          options={field.options?.map((option) => ({ value: option, label: option }))}
          onChange={(next?: string) => onChange?.(next)}
          style={{ minWidth: 120 }}
          data-testid={testId}
        />
      );
    case 'location':
      return (
        <Input
          placeholder="lat,lng"
          value={locationText(value)}
          onChange={(event) => onChange?.(locationValue(event.target.value))}
          data-testid={testId}
        />
      );
    default:
      return (
        <Input
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange?.(event.target.value)}
          data-testid={testId}
        />
      );
  }
}
