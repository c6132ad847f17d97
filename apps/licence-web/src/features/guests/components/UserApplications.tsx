import { useState } from 'react';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { applymentsApi } from '@fleetkey/api-client';
import { LICENCE_DETAIL_PAGE_SIZE, type ApplymentView } from '@fleetkey/contract';
import { QueryError, useApiClient } from '@fleetkey/web-kit';
import { pageWindow } from '../../common/paging';
import { QUERY_ROOTS } from '../../common/query-roots';
import { useApplicationColumns } from '../../licences/components/application-columns';

/**
 * A registered user's applications in the administrator's drawer (GET /applyments/{userId}),
 * five a page like the licences beside them: kind, what was asked, state and when it was sent.
 */
export function UserApplications({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const columns = useApplicationColumns();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [QUERY_ROOTS.applyments, 'of-user', userId, page],
    queryFn: () => applymentsApi(client).ofUser(userId, pageWindow(page, LICENCE_DETAIL_PAGE_SIZE)),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

  return (
    <div data-testid="user-applications">
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('registerList.applications.title')}
      </Typography.Title>
      <QueryError query={list} />
      <Table<ApplymentView>
        size="small"
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.result}
        locale={{ emptyText: t('registerList.applications.empty') }}
        pagination={{
          current: page,
          pageSize: LICENCE_DETAIL_PAGE_SIZE,
          total: list.data?.totalCount ?? 0,
          onChange: setPage,
          simple: true,
          hideOnSinglePage: true,
        }}
        columns={columns}
      />
    </div>
  );
}
