import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError, WholeTable } from '@fleetkey/web-kit';
import type { AggregationProtocolView } from '@fleetkey/contract';
import { useAwpxCatalogue } from '../hooks/useAwpx';

/** The packaged protocols AWPX aggregates, with how many user protocols build on each. */
export function CatalogueTab() {
  const { t } = useTranslation();
  const catalogue = useAwpxCatalogue();
  const columns: TableColumnsType<AggregationProtocolView> = [
    { key: 'name', title: t('awpx.fields.name'), dataIndex: 'name' },
    {
      key: 'category',
      title: t('awpx.fields.category'),
      render: (_, p) => <Tag>{t(`awpx.categories.${p.category}`, { defaultValue: p.category })}</Tag>,
    },
    { key: 'version', title: t('awpx.fields.version'), dataIndex: 'version' },
    {
      key: 'description',
      title: t('awpx.fields.description'),
      // The catalogue is the product's own: its descriptions are translated here, a new one shows as stored.
      render: (_, p) => t(`awpx.descriptions.${p.id}`, { defaultValue: p.description }),
    },
    { key: 'userProtocols', title: t('awpx.fields.userProtocols'), dataIndex: 'userProtocols' },
  ];
  return (
    <>
      <QueryError query={catalogue} />
      <div data-testid="awpx-catalogue">
        <WholeTable<AggregationProtocolView>
          rowKey="id"
          loading={catalogue.isFetching}
          dataSource={catalogue.data}
          columns={columns}
          empty={t('awpx.catalogueEmpty')}
        />
      </div>
    </>
  );
}
