import type { ReactNode } from 'react';
import { DatePicker, Flex, Select } from 'antd';
import { dayRange } from '../date-range';

/** The filters above a funds list: one kind (all when cleared), a day range, and the list's own buttons. */
export function FundFilterBar<Kind extends string>({
  kinds,
  kind,
  onKind,
  onRange,
  labelOf,
  placeholder,
  testId,
  children,
}: {
  kinds: readonly Kind[];
  kind: Kind | undefined;
  onKind: (kind: Kind | undefined) => void;
  onRange: (range: { from?: number; to?: number }) => void;
  labelOf: (kind: Kind) => string;
  placeholder: string;
  /** Prefix of the filters' test ids (`-type`, `-range`). */
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Flex gap={8} wrap>
      <Select<Kind>
        allowClear
        placeholder={placeholder}
        style={{ width: 180 }}
        value={kind}
        onChange={onKind}
        options={kinds.map((value) => ({ value, label: labelOf(value) }))}
        data-testid={testId && `${testId}-type`}
      />
      <DatePicker.RangePicker
        onChange={(value) => onRange(dayRange(value))}
        data-testid={testId && `${testId}-range`}
      />
      {children}
    </Flex>
  );
}
