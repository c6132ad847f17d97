import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIotApi } from '../../common/hooks/useIotApi';
import { useServerSearch } from '../../common/hooks/use-server-search';
import { QUERY_ROOTS } from '../../common/query-keys';
import { PROJECTS_KEY, useProjectsApi } from '../../projects/hooks/useProjects';
import type { BulkTarget } from './bulk-targets';

/** The chosen target: its id, and its name for the result message. */
export interface BulkTargetChoice {
  value: string;
  label: string;
}

/** How many targets the picker offers at once; typing narrows them on the server. */
const TARGET_OPTIONS_LIMIT = 50;

/**
 * Picks one group, project or multicast group by name, searching on the server as the user types (a
 * Form.Item gives value and onChange). Mounted once per kind: the kind decides what it searches.
 */
export function BulkTargetSelect({
  target,
  value,
  onChange,
}: {
  target: BulkTarget;
  value?: BulkTargetChoice;
  onChange?: (choice: BulkTargetChoice | undefined) => void;
}) {
  const { t } = useTranslation();
  const api = useIotApi();
  const projects = useProjectsApi();
  const lists = {
    group: [
      QUERY_ROOTS.deviceGroups,
      (search?: string) => api.groups.list({ search, limit: TARGET_OPTIONS_LIMIT }),
    ],
    project: [
      PROJECTS_KEY,
      (search?: string) => projects.list({ limit: TARGET_OPTIONS_LIMIT, filter: { name: search } }),
    ],
    multicast: [
      QUERY_ROOTS.multicast,
      (search?: string) => api.multicast.list({ search, limit: TARGET_OPTIONS_LIMIT }),
    ],
  } as const;
  const [root, list] = lists[target];
  const search = useServerSearch<{ id: string; name: string }>([root, 'bulk-target'], list, (row) => ({
    value: row.id,
    label: row.name,
  }));
  return (
    <Select
      labelInValue
      showSearch={{ filterOption: false, onSearch: search.onSearch }}
      value={value}
      onChange={onChange}
      placeholder={t(`devices.bulk.pick.${target}`)}
      notFoundContent={search.fetching ? t('deviceSelect.searching') : t('list.noData')}
      loading={search.fetching}
      options={search.found}
      data-testid="bulk-target-select"
    />
  );
}
