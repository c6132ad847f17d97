import { useState } from 'react';
import { Flex, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CheckedSearch } from '../../common/CheckedSearch';
import { ExportButton } from '../../common/ExportButton';
import { APPLICATION_RESULTS, REVIEW_PERSONAL_TYPES, SEARCH_INPUT_MAX } from '@fleetkey/contract';
import type { ApplicationResult, ReviewFilters, ReviewPersonalType } from '@fleetkey/contract';
import { applyTypeKey } from '../review-labels';

const ALL = 'all';

/**
 * A review list's filters (licence-portal.md §9): type (personal tab only), result (examined list only)
 * and a search over applicant, mobile and company; and, when given, the CSV export of what they show.
 */
export function ReviewToolbar({
  filters,
  onChange,
  onExport,
  exporting = false,
}: {
  filters: ReviewFilters;
  onChange: (patch: Partial<Omit<ReviewFilters, 'stage'>>) => void;
  onExport?: () => void;
  exporting?: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filters.search ?? '');

  return (
    <Flex justify="space-between" wrap gap={8}>
      <Space wrap>
        {filters.kind !== 'company' && (
          <Select<ReviewPersonalType | typeof ALL>
            value={filters.type ?? ALL}
            onChange={(value) => onChange({ type: value === ALL ? undefined : value })}
            style={{ width: 160 }}
            data-testid="review-type-filter"
            options={[
              { value: ALL, label: t('review.filters.allTypes') },
              ...REVIEW_PERSONAL_TYPES.map((type) => ({ value: type, label: t(applyTypeKey(type)) })),
            ]}
          />
        )}
        {filters.stage === 'examined' && (
          <Select<ApplicationResult | typeof ALL>
            value={filters.result ?? ALL}
            onChange={(value) => onChange({ result: value === ALL ? undefined : value })}
            style={{ width: 140 }}
            data-testid="review-result-filter"
            options={[
              { value: ALL, label: t('review.filters.allResults') },
              ...APPLICATION_RESULTS.map((result) => ({
                value: result,
                label: t(`review.results.${result}`),
              })),
            ]}
          />
        )}
        <CheckedSearch
          value={search}
          maxLength={SEARCH_INPUT_MAX}
          placeholder={t('review.filters.search')}
          invalidTitle={t('validation.searchInvalid')}
          onText={setSearch}
          onApply={(value) => onChange({ search: value.trim() || undefined })}
          style={{ width: 260 }}
          data-testid="review-search"
        />
      </Space>
      {onExport && (
        <ExportButton testId="examined-export" exporting={exporting} onExport={onExport}>
          {t('review.export')}
        </ExportButton>
      )}
    </Flex>
  );
}
