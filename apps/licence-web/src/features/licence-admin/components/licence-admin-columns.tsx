import { Button, Space, Tag, Typography } from 'antd';
import { displayName } from '@fleetkey/contract';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { LicenceAdminRow, LicenceAdminSort } from '@fleetkey/contract';
import { Allowed } from '../../admin-access/Allowed';
import { formatDate } from '../../common/format';
import { BoundDevice, DEVICE_COLUMN_WIDTH } from './BoundDevice';
import { columnSort, type ColumnOrder } from '../../common/time-sort';
import {
  editionKey,
  licenceUseKey,
  STATUS_COLORS,
  statusKey,
  USE_STATUS_COLORS,
} from '../../licences/licence-labels';

/** Each column's width in px; their sum is the table's scroll width. */
export const LICENCE_ADMIN_WIDTHS = {
  licenceNo: 190,
  name: 110,
  alias: 100,
  user: 120,
  uid: 120,
  device: DEVICE_COLUMN_WIDTH,
  startsAt: 110,
  expiredAt: 120,
  useStatus: 100,
  edition: 110,
  status: 110,
  role: 120,
  ae: 160,
  createdAt: 120,
  remark: 160,
  actions: 190,
} as const;

/** The list's order: a sortable column and its direction. */
export type LicenceAdminOrder = ColumnOrder<LicenceAdminSort>;

/** What a row's links and buttons open. */
export interface LicenceAdminRowActions {
  onDetail: (licence: LicenceAdminRow) => void;
  onOwner: (licence: LicenceAdminRow) => void;
  onEdit: (licence: LicenceAdminRow) => void;
  onRole: (licence: LicenceAdminRow) => void;
  onDelete: (licence: LicenceAdminRow) => void;
}

/** The admin fields of licence-portal.md §3, sortable by creation and expiry, and the row's actions. */
export function licenceAdminColumns(
  t: TFunction,
  order: LicenceAdminOrder,
  canReadRoles: boolean,
  actions: LicenceAdminRowActions,
): TableColumnsType<LicenceAdminRow> {
  const sortable = (key: LicenceAdminSort) => ({ key, ...columnSort(order, key, true) });
  // Every column has a width (text cut with an ellipsis, the whole in a tooltip): with the first and last
  // columns fixed, antd needs the widths to scroll the rest sideways under them instead of letting a long
  // value (a 64-character device id) stretch its column and push the expiry off screen, or a fixed column
  // cover the one beside it. The dates come right after the device, so the expiry stays in view beside
  // the fixed actions on a 1440-px screen; alias and user name follow.
  const cut = (text: string) => (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: '100%' }}>
      {text}
    </Typography.Text>
  );
  return [
    {
      key: 'licenceNo',
      title: t('licenceAdmin.fields.licenceNo'),
      fixed: 'left',
      width: LICENCE_ADMIN_WIDTHS.licenceNo,
      render: (_, l) => (
        <Typography.Link onClick={() => actions.onDetail(l)} data-testid={`licence-admin-detail-${l.id}`}>
          {l.licenceNo}
        </Typography.Link>
      ),
    },
    {
      key: 'name',
      title: t('licenceAdmin.fields.name'),
      width: LICENCE_ADMIN_WIDTHS.name,
      render: (_, l) => cut(l.name),
    },
    {
      key: 'user',
      title: t('licenceAdmin.fields.user'),
      width: LICENCE_ADMIN_WIDTHS.user,
      render: (_, l) => (
        <Typography.Link
          onClick={() => actions.onOwner(l)}
          ellipsis
          title={displayName(l.user)}
          style={{ maxWidth: '100%' }}
        >
          {displayName(l.user)}
        </Typography.Link>
      ),
    },
    {
      key: 'device',
      title: t('licenceAdmin.fields.device'),
      width: LICENCE_ADMIN_WIDTHS.device,
      render: (_, l) => (l.device ? <BoundDevice device={l.device} /> : t('licenceAdmin.notBound')),
    },
    {
      key: 'startsAt',
      title: t('licenceAdmin.fields.startsAt'),
      width: LICENCE_ADMIN_WIDTHS.startsAt,
      render: (_, l) => formatDate(l.startsAt),
    },
    {
      ...sortable('expiredAt'),
      title: t('licenceAdmin.fields.expiredAt'),
      width: LICENCE_ADMIN_WIDTHS.expiredAt,
      render: (_, l) => formatDate(l.expiredAt),
    },
    {
      key: 'alias',
      title: t('licenceAdmin.fields.alias'),
      width: LICENCE_ADMIN_WIDTHS.alias,
      render: (_, l) => cut(l.alias),
    },
    {
      key: 'uid',
      title: t('licenceAdmin.fields.username'),
      width: LICENCE_ADMIN_WIDTHS.uid,
      render: (_, l) => cut(l.user.username),
    },
    {
      key: 'useStatus',
      title: t('licenceAdmin.fields.useStatus'),
      width: LICENCE_ADMIN_WIDTHS.useStatus,
      render: (_, l) => <Tag color={USE_STATUS_COLORS[l.useStatus]}>{t(licenceUseKey(l.useStatus))}</Tag>,
    },
    {
      key: 'edition',
      title: t('licenceAdmin.fields.edition'),
      width: LICENCE_ADMIN_WIDTHS.edition,
      render: (_, l) => t(editionKey(l.edition)),
    },
    {
      key: 'status',
      title: t('licenceAdmin.fields.status'),
      width: LICENCE_ADMIN_WIDTHS.status,
      render: (_, l) => <Tag color={STATUS_COLORS[l.status]}>{t(statusKey(l.status))}</Tag>,
    },
    {
      key: 'role',
      title: t('licenceAdmin.fields.role'),
      width: LICENCE_ADMIN_WIDTHS.role,
      render: (_, l) => cut(l.role?.name ?? ''),
    },
    {
      key: 'ae',
      title: t('licenceAdmin.fields.ae'),
      width: LICENCE_ADMIN_WIDTHS.ae,
      render: (_, l) => cut([l.AEName, l.AEMobile].filter(Boolean).join(' · ')),
    },
    {
      ...sortable('createdAt'),
      title: t('licenceAdmin.fields.createdAt'),
      width: LICENCE_ADMIN_WIDTHS.createdAt,
      render: (_, l) => formatDate(l.createdAt),
    },
    {
      key: 'remark',
      title: t('licenceAdmin.fields.remark'),
      width: LICENCE_ADMIN_WIDTHS.remark,
      render: (_, l) => cut(l.remark),
    },
    {
      key: 'actions',
      title: t('licenceAdmin.actions'),
      fixed: 'right',
      width: LICENCE_ADMIN_WIDTHS.actions,
      render: (_, l) => (
        <Allowed permission="licences:write">
          <Space size={0}>
            <Button
              size="small"
              type="link"
              onClick={() => actions.onEdit(l)}
              data-testid={`licence-admin-edit-${l.id}`}
            >
              {t('licenceAdmin.edit')}
            </Button>
            {canReadRoles && (
              <Button
                size="small"
                type="link"
                onClick={() => actions.onRole(l)}
                data-testid={`licence-admin-role-${l.id}`}
              >
                {t('licenceAdmin.assignRole')}
              </Button>
            )}
            <Button
              size="small"
              type="link"
              danger
              onClick={() => actions.onDelete(l)}
              data-testid={`licence-admin-delete-${l.id}`}
            >
              {t('licenceAdmin.delete')}
            </Button>
          </Space>
        </Allowed>
      ),
    },
  ];
}
