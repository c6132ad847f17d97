import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { searchInputSchema } from '@fleetkey/contract';
import { useDebounced } from '@fleetkey/web-kit';
import { useProjectList } from '../../projects/hooks/useProjects';

/** How many projects the filter offers at once; typing narrows them on the server. */
const PROJECT_OPTIONS_LIMIT = 50;

export interface ProjectFilterProps {
  /** The chosen project, or undefined for all devices. */
  value: { id: string; name: string } | undefined;
  onChange: (project: { id: string; name: string } | undefined) => void;
}

/** Narrows the dashboard to one project's devices; the projects are searched by name on the server. */
export function ProjectFilter({ value, onChange }: ProjectFilterProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim(), 250);
  const valid = searchInputSchema.safeParse(settled).success;
  const projects = useProjectList({
    page: 1,
    pageSize: PROJECT_OPTIONS_LIMIT,
    search: valid ? settled : '',
    descend: true,
  });
  const found = (projects.data?.result ?? []).map((project) => ({ value: project.id, label: project.name }));
  // The chosen project stays an option while a search lists others, so the box keeps showing its name.
  const options =
    value && !found.some((option) => option.value === value.id)
      ? [{ value: value.id, label: value.name }, ...found]
      : found;
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      value={value?.id}
      onChange={(id: string | undefined) => {
        setSearch('');
        const option = options.find((each) => each.value === id);
        onChange(option && { id: option.value, name: option.label });
      }}
      placeholder={t('dashboard.allProjects')}
      notFoundContent={projects.isFetching ? t('deviceSelect.searching') : t('list.noData')}
      loading={projects.isFetching}
      options={options}
      style={{ minWidth: 240 }}
      aria-label={t('dashboard.projectFilter')}
      data-testid="dashboard-project-filter"
    />
  );
}
