import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { editionKey } from '../licences/licence-labels';
import type { GrantSource } from './granted';

/** The licences a grant comes from, as tags "number · edition". */
export function GrantSources({ licences }: { licences: readonly GrantSource[] }) {
  const { t } = useTranslation();
  return (
    <Space size={[4, 4]} wrap>
      {licences.map(({ licenseId, edition }) => (
        <Tag key={licenseId}>
          {licenseId} · {t(editionKey(edition))}
        </Tag>
      ))}
    </Space>
  );
}
