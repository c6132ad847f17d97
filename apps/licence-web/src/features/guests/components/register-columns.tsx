import { Button, Space, Tag, Typography } from 'antd';
import { displayName } from '@fleetkey/contract';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { GuestRow, GuestSort } from '@fleetkey/contract';
import { Allowed } from '../../admin-access/Allowed';
import { formatDateTime } from '../../common/format';
import { columnSort, type ColumnOrder } from '../../common/time-sort';

/** Each column's width in px; their sum is the table's scroll width. */
export const REGISTER_WIDTHS = {
  name: 140,
  username: 140,
  mobile: 140,
  email: 180,
  time: 150,
  licenceCount: 90,
  level: 90,
  remark: 160,
  actions: 220,
} as const;

/** The list's order: a sortable column and its direction. */
export type RegisterOrder = ColumnOrder<GuestSort>;

/** What a row's buttons open. */
export interface RegisterRowActions {
  onDetail: (user: GuestRow) => void;
  onLevel: (user: GuestRow) => void;
  onRemark: (user: GuestRow) => void;
  onDelete: (user: GuestRow) => void;
}

/** The registered user row of licence-portal.md §3, sortable by the server's sort columns, and its actions. */
export function registerColumns(
  t: TFunction,
  order: RegisterOrder,
  actions: RegisterRowActions,
): TableColumnsType<GuestRow> {
  const sortable = (key: GuestSort) => ({ key, ...columnSort(order, key, true) });
  const time = (ms: number | null) => (ms === null ? t('registerList.never') : formatDateTime(ms));
  // Every column has a width (see ListTable's scrollWidth): the fixed columns then sit beside the others
  // instead of over them, and the rest scrolls sideways under them on narrow screens.
  const cut = (text: string) => (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: '100%' }}>
      {text}
    </Typography.Text>
  );
  return [
    {
      key: 'name',
      title: t('registerList.fields.name'),
      fixed: 'left' as const,
      width: REGISTER_WIDTHS.name,
      render: (_, user) => (
        <Typography.Link
          onClick={() => actions.onDetail(user)}
          ellipsis
          title={displayName(user)}
          style={{ maxWidth: '100%' }}
          data-testid={`register-detail-${user.id}`}
        >
          {displayName(user)}
        </Typography.Link>
      ),
    },
    {
      ...sortable('username'),
      title: t('registerList.fields.username'),
      width: REGISTER_WIDTHS.username,
      render: (_, user) => cut(user.username),
    },
    {
      key: 'mobile',
      title: t('registerList.fields.mobile'),
      width: REGISTER_WIDTHS.mobile,
      render: (_, user) => user.mobile ?? '',
    },
    {
      key: 'email',
      title: t('registerList.fields.email'),
      width: REGISTER_WIDTHS.email,
      render: (_, user) => cut(user.email ?? ''),
    },
    {
      ...sortable('createdAt'),
      title: t('registerList.fields.createdAt'),
      width: REGISTER_WIDTHS.time,
      render: (_, u) => time(u.createdAt),
    },
    {
      ...sortable('lastLoginAt'),
      title: t('registerList.fields.lastLoginAt'),
      width: REGISTER_WIDTHS.time,
      render: (_, user) => time(user.lastLoginAt),
    },
    {
      ...sortable('updatedAt'),
      title: t('registerList.fields.updatedAt'),
      width: REGISTER_WIDTHS.time,
      render: (_, u) => time(u.updatedAt),
    },
    {
      key: 'licenceCount',
      title: t('registerList.fields.licenceCount'),
      width: REGISTER_WIDTHS.licenceCount,
      dataIndex: 'licenceCount',
    },
    {
      key: 'remark',
      title: t('registerList.fields.remark'),
      width: REGISTER_WIDTHS.remark,
      render: (_, user) => cut(user.remark),
    },
    {
      ...sortable('level'),
      title: t('registerList.fields.level'),
      // Beside the actions and fixed with them: the column an administrator acts on stays in view.
      fixed: 'right' as const,
      width: REGISTER_WIDTHS.level,
      render: (_, user) => <Tag color={user.level >= 5 ? 'gold' : 'default'}>{user.level}</Tag>,
    },
    {
      key: 'actions',
      // Kept in view when the table scrolls sideways on narrow screens.
      fixed: 'right' as const,
      width: REGISTER_WIDTHS.actions,
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
            <Button
              size="small"
              type="link"
              danger
              onClick={() => actions.onDelete(user)}
              data-testid={`register-delete-${user.id}`}
            >
              {t('registerList.delete')}
            </Button>
          </Allowed>
        </Space>
      ),
    },
  ];
}
