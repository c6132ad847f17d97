import { Alert } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError, WholeTable } from '@fleetkey/web-kit';
import type { MyBoardUse } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { useMyBoardUses } from '../hooks/useDevBoards';
import { fieldColumns } from '../../common/field-columns';

/** A user's own toolkit: each board it reported, how often and when last (GET /develop_board/my_uses). */
export function MyBoardUses() {
  const { t } = useTranslation();
  const query = useMyBoardUses();
  const columns: TableColumnsType<MyBoardUse> = [
    ...fieldColumns<MyBoardUse>(t, 'awpin.fields', ['serial', 'model', 'uid', 'name']),
    { key: 'uses', title: t('awpin.fields.useTimes'), dataIndex: 'uses' },
    {
      key: 'lastUsedAt',
      title: t('awpin.fields.lastUsedAt'),
      render: (_, use) => formatDateTime(use.lastUsedAt),
    },
  ];
  return (
    <>
      <Alert type="info" showIcon message={t('awpin.myUses.intro')} style={{ marginBottom: 16 }} />
      <QueryError query={query} />
      <WholeTable<MyBoardUse>
        rowKey="boardId"
        loading={query.isFetching}
        dataSource={query.data ?? []}
        columns={columns}
        empty={t('awpin.myUses.empty')}
        data-testid="devboard-my-uses"
      />
    </>
  );
}
