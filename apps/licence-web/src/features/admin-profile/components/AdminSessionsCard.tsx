import { App, Button, Card, Popconfirm, Table, Tag } from 'antd';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminSessionView, ListResult } from '@fleetkey/contract';
import { useShowError } from '@fleetkey/web-kit';
import { formatDateTime } from '../../common/format';
import { browserSummary } from '../browser-summary';

/** Where the administrator is signed in, and signing out everywhere but here (with a confirmation). */
export function AdminSessionsCard({
  sessions,
  endOthers,
}: {
  sessions: UseQueryResult<ListResult<AdminSessionView>>;
  endOthers: UseMutationResult<{ ended: number }, Error, void>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showError = useShowError();
  const rows = sessions.data?.result ?? [];
  const others = rows.filter((row) => !row.current).length;

  const signOutOthers = async () => {
    try {
      const { ended } = await endOthers.mutateAsync();
      void message.success(t('adminProfile.sessions.ended', { count: ended }));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Card
      title={t('adminProfile.sessions.title')}
      data-testid="admin-sessions"
      extra={
        <Popconfirm
          title={t('adminProfile.sessions.confirm', { count: others })}
          okText={t('adminProfile.sessions.signOutOthers')}
          cancelText={t('adminProfile.cancel')}
          onConfirm={() => void signOutOthers()}
        >
          <Button
            danger
            disabled={others === 0}
            loading={endOthers.isPending}
            data-testid="admin-end-sessions"
          >
            {t('adminProfile.sessions.signOutOthers')}
          </Button>
        </Popconfirm>
      }
    >
      <Table<AdminSessionView>
        rowKey="id"
        size="middle"
        pagination={false}
        loading={sessions.isFetching}
        dataSource={rows}
        locale={{ emptyText: t('adminProfile.sessions.empty') }}
        scroll={{ x: 720 }}
        columns={[
          {
            key: 'browser',
            title: t('adminProfile.sessions.browser'),
            render: (_, row) => (
              <span title={row.userAgent}>
                {browserSummary(row.userAgent)}{' '}
                {row.current && (
                  <Tag color="green" data-testid="admin-session-current">
                    {t('adminProfile.sessions.current')}
                  </Tag>
                )}
              </span>
            ),
          },
          { key: 'ip', dataIndex: 'ip', title: t('adminProfile.sessions.ip'), width: 160 },
          {
            key: 'createdAt',
            title: t('adminProfile.sessions.signedIn'),
            width: 170,
            render: (_, row) => formatDateTime(row.createdAt),
          },
          {
            key: 'lastSeenAt',
            title: t('adminProfile.sessions.lastSeen'),
            width: 170,
            render: (_, row) => formatDateTime(row.lastSeenAt),
          },
        ]}
        data-testid="admin-sessions-table"
      />
    </Card>
  );
}
