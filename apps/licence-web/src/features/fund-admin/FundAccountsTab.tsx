import { useState } from 'react';
import { Flex, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FundAdminAccountView } from '@fleetkey/contract';
import { formatFen, QueryError } from '@fleetkey/web-kit';
import { formatDateTime } from '../common/format';
import { listPageOf, ListTable } from '../common/ListTable';
import { useFundAccounts } from './useFundAdmin';

/** Every funds account with its balances, searched by user. */
export function FundAccountsTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState<string>();
  const [page, setPage] = useState(1);
  const accounts = useFundAccounts(search, page);
  return (
    <Flex vertical gap={16} data-testid="fund-accounts-tab">
      <Input.Search
        allowClear
        style={{ width: 260 }}
        placeholder={t('fundAdmin.searchUser')}
        onSearch={(value) => {
          setSearch(value.trim() || undefined);
          setPage(1);
        }}
      />
      <QueryError query={accounts} />
      <ListTable<FundAdminAccountView>
        testId="fund-account-table"
        rowKey="userId"
        {...listPageOf(accounts, page, setPage)}
        emptyText={t('fundAdmin.noAccounts')}
        columns={[
          { key: 'user', title: t('fundAdmin.buyer'), dataIndex: 'username' },
          {
            key: 'state',
            title: t('fundAdmin.state'),
            render: (_, a) => <Tag>{t(`fundAdmin.accountStates.${a.state}`)}</Tag>,
          },
          {
            key: 'balance',
            title: t('fundAdmin.balance'),
            align: 'right',
            render: (_, a) => formatFen(a.balance),
          },
          {
            key: 'frozen',
            title: t('fundAdmin.frozen'),
            align: 'right',
            render: (_, a) => formatFen(a.frozen),
          },
          {
            key: 'available',
            title: t('fundAdmin.available'),
            align: 'right',
            render: (_, a) => formatFen(a.available),
          },
          {
            key: 'opened',
            title: t('fundAdmin.openedAt'),
            render: (_, a) => formatDateTime(a.openedAt),
          },
        ]}
      />
    </Flex>
  );
}
