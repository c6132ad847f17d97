import { Button, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { GuestRow, GuestSort } from '@fleetkey/contract';
import { Allowed } from '../../admin-access/Allowed';
import { formatDateTime } from '../../common/format';
import { columnSort, type ColumnOrder } from '../../common/time-sort';

/** The list's order: a sortable column and its direction. */
export type RegisterOrder = ColumnOrder<GuestSort>;

/** What a row's buttons open. */
export interface RegisterRowActions {
  onDetail: (user: GuestRow) => void;
  onLevel: (user: GuestRow) => void;
  onRemark: (user: GuestRow) => void;
}

/** The registered user row of licence-portal.md §3, sortable by the server's sort columns, and its actions. */
export function registerColumns(
  t: TFunction,
  order: RegisterOrder,
  actions: RegisterRowActions,
): TableColumnsType<GuestRow> {
  const sortable = (key: GuestSort) => ({ key, ...columnSort(order, key, true) });
  const time = (ms: number | null) => (ms === null ? t('registerList.never') : formatDateTime(ms));
  return [
    {
      key: 'name',
      title: t('registerList.fields.name'),
      render: (_, user) => (
        <Typography.Link onClick={() => actions.onDetail(user)} data-testid={`register-detail-${user.id}`}>
          {user.name || user.username}
        </Typography.Link>
      ),
    },
    { ...sortable('username'), title: t('registerList.fields.username'), dataIndex: 'username' },
    { key: 'mobile', title: t('registerList.fields.mobile'), render: (_, user) => user.mobile ?? '' },
    { key: 'email', title: t('registerList.fields.email'), render: (_, user) => user.email ?? '' },
    {
      ...sortable('createdAt'),
      title: t('registerList.fields.createdAt'),
      render: (_, u) => time(u.createdAt),
    },
    {
      ...sortable('lastLoginAt'),
      title: t('registerList.fields.lastLoginAt'),
      render: (_, user) => time(user.lastLoginAt),
    },
    {
      ...sortable('updatedAt'),
      title: t('registerList.fields.updatedAt'),
      render: (_, u) => time(u.updatedAt),
    },
    { key: 'licenceCount', title: t('registerList.fields.licenceCount'), dataIndex: 'licenceCount' },
    {
      ...sortable('level'),
      title: t('registerList.fields.level'),
      render: (_, user) => <Tag color={user.level >= 5 ? 'gold' : 'default'}>{user.level}</Tag>,
    },
    {
      key: 'remark',
      title: t('registerList.fields.remark'),
      render: (_, user) => (
        <Typography.Text ellipsis={{ tooltip: user.remark }} style={{ maxWidth: 180 }}>
          {user.remark}
        </Typography.Text>
      ),
    },
    {
      key: 'actions',
      // Kept in view when the table scrolls sideways on narrow screens.
      fixed: 'right' as const,
      title: t('registerList.actions'),
      render: (_, user) => (
        <Space size={0}>
          <Allowed permission="levels:write">
            <Button
              size="small"
              type="link"
              onClick={() => actions.onLevel(user)}
              data-testid={`register-level-${user.id}`}
            >
              {t('registerList.changeLevel')}
            </Button>
          </Allowed>
          <Allowed permission="users:write">
            <Button
              size="small"
              type="link"
              onClick={() => actions.onRemark(user)}
              data-testid={`register-remark-${user.id}`}
            >
              {t('registerList.editRemark')}
            </Button>
          </Allowed>
        </Space>
      ),
    },
  ];
}
