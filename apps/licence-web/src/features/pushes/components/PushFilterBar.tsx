import { useState } from 'react';
import { Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TYPES, searchInputSchema } from '@fleetkey/contract';
import type { MessageType } from '@fleetkey/contract';
import { messageTypeKey } from '../../messages/message-labels';
import type { PushFilters } from '../hooks/usePushes';

/** The push lists' filters: a message type and a search over title and content (applied on Enter). */
export function PushFilterBar({ onChange }: { onChange: (filters: PushFilters) => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<MessageType | undefined>();
  const [search, setSearch] = useState('');
  const searchValid = searchInputSchema.safeParse(search).success;

  return (
    <Flex wrap gap={12}>
      <Select<MessageType>
        allowClear
        style={{ width: 180 }}
        placeholder={t('pushes.filters.allTypes')}
        value={type}
        data-testid="push-type-filter"
        options={Object.values(MESSAGE_TYPES).map((value) => ({ value, label: t(messageTypeKey(value)) }))}
        onChange={(value) => {
          setType(value);
          onChange({ type: value, search: search || undefined });
        }}
      />
      <Input.Search
        allowClear
        style={{ width: 280 }}
        placeholder={t('pushes.filters.search')}
        status={searchValid ? undefined : 'error'}
        title={searchValid ? undefined : t('validation.searchInvalid')}
        value={search}
        data-testid="push-search"
        onChange={(event) => setSearch(event.target.value)}
        onSearch={(value) => {
          if (searchInputSchema.safeParse(value).success) onChange({ type, search: value || undefined });
        }}
      />
    </Flex>
  );
}
