import { useState } from 'react';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { searchInputSchema } from '@fleetkey/contract';
import { CheckedSearch } from './CheckedSearch';

/**
 * A list's search box: the text is applied on Enter or the button, and only when the contract's search
 * rule allows it (§5: none of . ? * + ^ $ [ ] \ ( ) { } | -); otherwise the box says why.
 */
export function SearchBox({
  placeholder,
  onSearch,
  testId,
}: {
  placeholder: string;
  onSearch: (text: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const issue = searchInputSchema.safeParse(text).error?.issues[0]?.message;
  return (
    <Tooltip open={issue !== undefined} title={issue && t(issue)} placement="bottomLeft">
      <CheckedSearch
        value={text}
        placeholder={placeholder}
        onText={setText}
        onApply={(value) => onSearch(value.trim())}
        style={{ width: 260 }}
        data-testid={testId}
      />
    </Tooltip>
  );
}
