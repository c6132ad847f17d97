import { useMemo, useState } from 'react';
import { Alert, Flex } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@fleetkey/web-kit';
import { ListTable } from '../common/ListTable';
import { SearchBox } from '../common/SearchBox';
import { GrantSources } from './GrantSources';
import { grantedBoards, grantedNodes, matches, type GrantedBoard } from './granted';
import { useLicenceNodes } from './useLicenceGrants';

/**
 * A user's /Home/TargetBoardManage/targetBoardManage: the target boards their licences' roles are linked
 * to, read-only, with each board's nodes and the licences it comes from. Administrators manage boards.
 */
export function LicensedBoards() {
  const { t } = useTranslation();
  const query = useLicenceNodes();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const nodeNames = useMemo(
    () => new Map(grantedNodes(query.data ?? []).map((node) => [node.id, node.name])),
    [query.data],
  );
  const rows = useMemo(
    () =>
      grantedBoards(query.data ?? []).filter((board) =>
        matches([board.model, board.firmwareName, board.os], search),
      ),
    [query.data, search],
  );
  const columns: TableColumnsType<GrantedBoard> = [
    { key: 'model', title: t('licensedFlow.board.model'), dataIndex: 'model' },
    {
      key: 'firmware',
      title: t('licensedFlow.board.firmware'),
      render: (_, board) => `${board.firmwareName} ${board.firmwareVersion}`.trim(),
    },
    { key: 'os', title: t('licensedFlow.board.os'), dataIndex: 'os' },
    {
      key: 'nodes',
      title: t('licensedFlow.board.nodes'),
      render: (_, board) =>
        board.nodeIds
          .map((id) => nodeNames.get(id))
          .filter((name) => name !== undefined)
          .join(', '),
    },
    {
      key: 'licences',
      title: t('licensedFlow.licences'),
      render: (_, board) => <GrantSources licences={board.licences} />,
    },
  ];
  return (
    <>
      <Alert type="info" showIcon message={t('licensedFlow.boardsIntro')} style={{ marginBottom: 16 }} />
      <Flex style={{ marginBottom: 16 }}>
        <SearchBox
          placeholder={t('licensedFlow.boardsSearch')}
          testId="licensed-board-search"
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
      </Flex>
      <QueryError query={query} />
      <ListTable<GrantedBoard>
        testId="licensed-board-table"
        // Every granted board is held: the table pages them itself.
        data={{ result: rows, totalCount: rows.length }}
        loading={query.isFetching}
        page={page}
        onPage={setPage}
        emptyText={t('licensedFlow.boardsEmpty')}
        columns={columns}
      />
    </>
  );
}
