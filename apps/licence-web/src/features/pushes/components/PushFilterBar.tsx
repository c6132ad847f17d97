import { useState } from 'react';
import { Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TYPES } from '@fleetkey/contract';
import type { MessageType } from '@fleetkey/contract';
import { CheckedSearch } from '../../common/CheckedSearch';
import { messageTypeKey } from '../../messages/message-labels';
import type { PushFilters } from '../hooks/usePushes';

/** The push lists' filters: a message type and a search over title and content (applied on Enter). */
export function PushFilterBar({ onChange }: { onChange: (filters: PushFilters) => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<MessageType | undefined>();
  const [search, setSearch] = useState('');

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
      <CheckedSearch
        style={{ width: 280 }}
        placeholder={t('pushes.filters.search')}
        invalidTitle={t('validation.searchInvalid')}
        value={search}
        data-testid="push-search"
        onText={setSearch}
        onApply={(value) => onChange({ type, search: value || undefined })}
      />
    </Flex>
  );
}
