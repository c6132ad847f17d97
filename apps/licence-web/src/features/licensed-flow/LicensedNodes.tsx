import { useMemo, useState } from 'react';
import { Alert, Flex, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@fleetkey/web-kit';
import { ListTable } from '../common/ListTable';
import { useNodeActions } from '../nodes/hooks/useNodes';
import { SearchBox } from '../common/SearchBox';
import { GrantSources } from './GrantSources';
import { grantedNodes, matches, type GrantedNode } from './granted';
import { useLicenceNodes } from './useLicenceGrants';
import { fieldColumns } from '../common/field-columns';

/**
 * A user's /Home/NodeManage/nodeManage: the AWFlow nodes their licences' roles grant (what the desktop
 * toolkit enables), read-only, with the permit, the licences each comes from and its demo file to download.
 * Administrators manage nodes.
 */
export function LicensedNodes() {
  const { t } = useTranslation();
  const query = useLicenceNodes();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { downloadDemo } = useNodeActions();
  const rows = useMemo(
    () => grantedNodes(query.data ?? []).filter((node) => matches([node.name, node.type, node.os], search)),
    [query.data, search],
  );
  const columns: TableColumnsType<GrantedNode> = [
    ...fieldColumns<GrantedNode>(t, 'nodesAdmin.fields', ['name', 'type', 'os', 'version']),
    {
      key: 'permit',
      title: t('licensedFlow.permit'),
      render: (_, node) => (
        <Tag color={node.permit === 'write' ? 'blue' : undefined}>
          {t(`licensedFlow.permits.${node.permit}`)}
        </Tag>
      ),
    },
    {
      key: 'demo',
      title: t('licensedFlow.demo'),
      // The holder of a node may download its demo (GET /nodes/{id}/demo checks the same grants).
      render: (_, node) =>
        node.demoFileName === null ? (
          <Typography.Text type="secondary">{t('licensedFlow.noDemo')}</Typography.Text>
        ) : (
          <Typography.Link
            onClick={() => downloadDemo.mutate(node.id)}
            data-testid={`licensed-node-demo-${node.name}`}
          >
            <DownloadOutlined /> {node.demoFileName}
          </Typography.Link>
        ),
    },
    {
      key: 'licences',
      title: t('licensedFlow.licences'),
      render: (_, node) => <GrantSources licences={node.licences} />,
    },
  ];
  return (
    <>
      <Alert type="info" showIcon message={t('licensedFlow.nodesIntro')} style={{ marginBottom: 16 }} />
      <Flex style={{ marginBottom: 16 }}>
        <SearchBox
          placeholder={t('licensedFlow.nodesSearch')}
          testId="licensed-node-search"
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
      </Flex>
      <QueryError query={query} />
      <ListTable<GrantedNode>
        testId="licensed-node-table"
        // Every granted node is held: the table pages them itself.
        data={{ result: rows, totalCount: rows.length }}
        loading={query.isFetching}
        page={page}
        onPage={setPage}
        emptyText={t('licensedFlow.nodesEmpty')}
        columns={columns}
      />
    </>
  );
}
