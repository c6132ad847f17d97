import { Checkbox, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { IOT_ACTIONS, type IotAction, type IotGrants, type IotResource } from '@fleetkey/contract';
import type { IotCatalogueEntry } from '@fleetkey/api-client';
import { WholeTable } from '@fleetkey/web-kit';

/**
 * The permission tree of a profile: one row per resource of the catalogue, a checkbox per action it has
 * (read, write, control), and a row checkbox for all of the resource's actions.
 */
export function GrantsEditor({
  catalogue,
  value = {},
  onChange,
}: {
  catalogue: readonly IotCatalogueEntry[];
  value?: IotGrants;
  onChange?: (grants: IotGrants) => void;
}) {
  const { t, i18n } = useTranslation();
  const set = (resource: IotResource, actions: IotAction[]) =>
    onChange?.({ ...value, [resource]: IOT_ACTIONS.filter((a) => actions.includes(a)) });
  const columns: TableColumnsType<IotCatalogueEntry> = [
    {
      title: t('profiles.resource'),
      key: 'resource',
      render: (_, entry) => {
        const granted = value[entry.key] ?? [];
        return (
          <Checkbox
            checked={granted.length === entry.actions.length}
            indeterminate={granted.length > 0 && granted.length < entry.actions.length}
            onChange={(e) => set(entry.key, e.target.checked ? [...entry.actions] : [])}
            data-testid={`grant-${entry.key}`}
          >
            {i18n.language.startsWith('zh') ? entry.zh : entry.en}
          </Checkbox>
        );
      },
    },
    ...IOT_ACTIONS.map((action) => ({
      title: t(`profiles.actions.${action}`),
      key: action,
      align: 'center' as const,
      render: (_: unknown, entry: IotCatalogueEntry) =>
        entry.actions.includes(action) ? (
          <Checkbox
            checked={value[entry.key]?.includes(action) ?? false}
            data-testid={`grant-${entry.key}-${action}`}
            onChange={(e) => {
              const current = value[entry.key] ?? [];
              set(entry.key, e.target.checked ? [...current, action] : current.filter((a) => a !== action));
            }}
          />
        ) : (
          '—'
        ),
    })),
  ];
  return <WholeTable rowKey="key" columns={columns} dataSource={[...catalogue]} />;
}
