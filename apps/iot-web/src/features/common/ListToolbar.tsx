import type { ReactNode } from 'react';
import { Flex, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Every list's search box is this wide: the longest placeholder fits in both languages. */
const SEARCH_WIDTH = 260;

export interface ListToolbarProps {
  /** Absent for lists the server does not search. */
  search?: {
    text: string;
    valid: boolean;
    onChange: (text: string) => void;
    placeholder: string;
    testId: string;
  };
  /** Filters beside the search box. */
  filters?: ReactNode;
  /** The list's actions, on the right. */
  actions: ReactNode;
}

/** A list's toolbar: the search box if any (marked when the server would refuse it) and filters, then actions. */
export function ListToolbar({ search, filters, actions }: ListToolbarProps) {
  const { t } = useTranslation();
  // Flex gaps, not Space: filters and actions come as one component each (a fragment of controls), which
  // Space would hold as one item with nothing between its controls. Here every control is a flex child,
  // so they keep their gap on one line and when the toolbar wraps; the actions stay on the right.
  return (
    <Flex gap={12} wrap align="center" data-testid="list-toolbar">
      <Flex gap={8} wrap align="center">
        {search && (
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={search.placeholder}
            value={search.text}
            status={search.valid ? undefined : 'error'}
            title={search.valid ? undefined : t('validation.searchInvalid')}
            onChange={(e) => search.onChange(e.target.value)}
            style={{ width: SEARCH_WIDTH }}
            data-testid={search.testId}
          />
        )}
        {filters}
      </Flex>
      <Flex
        gap={8}
        wrap
        align="center"
        justify="flex-end"
        style={{ marginInlineStart: 'auto' }}
        data-testid="list-actions"
      >
        {actions}
      </Flex>
    </Flex>
  );
}
