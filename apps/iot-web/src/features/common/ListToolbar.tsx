import type { ReactNode } from 'react';
import { Flex, Input, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface ListToolbarProps {
  search: {
    text: string;
    valid: boolean;
    onChange: (text: string) => void;
    placeholder: string;
    width: number;
    testId?: string;
  };
  /** Filters beside the search box. */
  filters?: ReactNode;
  /** The list's actions, on the right. */
  actions: ReactNode;
}

/** A list's toolbar: the search box (marked when the server would refuse it) and filters, then actions. */
export function ListToolbar({ search, filters, actions }: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <Flex gap={12} wrap justify="space-between">
      <Space wrap>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={search.placeholder}
          value={search.text}
          status={search.valid ? undefined : 'error'}
          title={search.valid ? undefined : t('validation.searchInvalid')}
          onChange={(e) => search.onChange(e.target.value)}
          style={{ width: search.width }}
          data-testid={search.testId}
        />
        {filters}
      </Space>
      <Space wrap>{actions}</Space>
    </Flex>
  );
}
