import type { ReactNode } from 'react';
import { Button, Popconfirm, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserRoleView } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { formatDateTime } from '../../common/format';
import { useMemberActions } from '../hooks/useRoleMembers';

/** The words of one side's links table: one administrator's roles, or one role's members. */
export interface RoleLinksTexts {
  /** The first column's title: the role, or the administrator. */
  name: string;
  linkedAt: string;
  remove: string;
  empty: string;
  removeConfirm: (link: UserRoleView) => string;
}

/**
 * The links between administrators and roles seen from one side (GET /user_roles by admin or by role):
 * the other side's name and when it was linked; with roles:write, a confirmed remove (DELETE
 * /user_roles/:id) after any `moreActions` (moving a member to another role).
 */
export function RoleLinksTable({
  links,
  named,
  texts,
  canWrite,
  removeTestId,
  moreActions,
  testId,
}: {
  links: UseQueryResult<{ result: UserRoleView[] }>;
  /** Which side of each link the first column names. */
  named: 'roleName' | 'adminName';
  texts: RoleLinksTexts;
  canWrite: boolean;
  removeTestId: (link: UserRoleView) => string;
  moreActions?: (link: UserRoleView) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const { unlink } = useMemberActions();
  const columns: TableColumnsType<UserRoleView> = [
    { key: named, title: texts.name, dataIndex: named },
    { key: 'linkedAt', title: texts.linkedAt, render: (_, link) => formatDateTime(link.createdAt) },
  ];
  if (canWrite)
    columns.push({
      key: 'actions',
      title: t('rolesAdmin.actions'),
      render: (_, link) => (
        <Space>
          {moreActions?.(link)}
          <Popconfirm
            title={texts.removeConfirm(link)}
            okText={t('common.ok')}
            cancelText={t('common.cancel')}
            onConfirm={() => unlink.mutate(link.id)}
          >
            <Button size="small" type="link" danger data-testid={removeTestId(link)}>
              {texts.remove}
            </Button>
          </Popconfirm>
        </Space>
      ),
    });
  return (
    <>
      <QueryError query={links} />
      <div data-testid={testId}>
        <Table<UserRoleView>
          rowKey="id"
          size="small"
          loading={links.isFetching}
          dataSource={links.data?.result}
          columns={columns}
          locale={{ emptyText: texts.empty }}
        />
      </div>
    </>
  );
}
