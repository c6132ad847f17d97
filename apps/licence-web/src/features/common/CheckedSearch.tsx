import type { ComponentProps } from 'react';
import { Input } from 'antd';
import { searchInputSchema } from '@fleetkey/contract';

type SearchInputProps = Omit<
  ComponentProps<typeof Input.Search>,
  'value' | 'onChange' | 'onSearch' | 'status'
>;

/**
 * A list filter's search input, its text kept by the caller: marked red while the text breaks the
 * contract's search rule (§5), and a text is applied (Enter, the button or clearing) only when the rule
 * allows it, so the server is never asked with a search it refuses.
 */
export function CheckedSearch({
  value,
  onText,
  onApply,
  invalidTitle,
  ...input
}: SearchInputProps & {
  value: string;
  onText: (text: string) => void;
  onApply: (text: string) => void;
  /** The hover text while the search breaks the rule; none when left out. */
  invalidTitle?: string;
}) {
  const valid = searchInputSchema.safeParse(value).success;
  return (
    <Input.Search
      allowClear
      {...input}
      value={value}
      status={valid ? undefined : 'error'}
      title={valid ? undefined : invalidTitle}
      onChange={(event) => onText(event.target.value)}
      onSearch={(text) => {
        if (searchInputSchema.safeParse(text).success) onApply(text);
      }}
    />
  );
}
