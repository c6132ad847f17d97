import { Select } from 'antd';
import { useIndustryLabel } from '@fleetkey/web-kit';
import { useTranslation } from 'react-i18next';
import type { DevBoardFacet } from '@fleetkey/contract';
import { useDevBoardFacets } from '../hooks/useDevBoards';

/** The board list's filters. */
export interface BoardFilterValues {
  model?: string | undefined;
  industry?: string | undefined;
  company?: string | undefined;
}

/** Series (model), industry and company choices, from the values the boards carry. */
export function BoardFilters({ onChange }: { onChange: (patch: BoardFilterValues) => void }) {
  const { t } = useTranslation();
  const industryLabel = useIndustryLabel();
  const facets = useDevBoardFacets();
  const select = (
    key: keyof BoardFilterValues,
    data: DevBoardFacet[] | undefined,
    label: (value: string) => string = (value) => value,
  ) => (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t(`awpin.filters.${key}`)}
      style={{ width: 170 }}
      loading={data === undefined}
      options={(data ?? []).map((facet) => ({
        value: facet.value,
        label: `${label(facet.value)} (${facet.boards})`,
      }))}
      onChange={(value) => onChange({ [key]: value })}
      data-testid={`devboard-filter-${key}`}
    />
  );
  return (
    <>
      {select('model', facets.series.data)}
      {select('industry', facets.industries.data, industryLabel)}
      {select('company', facets.companies.data)}
    </>
  );
}
