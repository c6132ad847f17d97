import { Button, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { LicenceAdminRow, LicenceAdminSort } from '@fleetkey/contract';
import { Allowed } from '../../admin-access/Allowed';
import { formatDate } from '../../common/format';
import { columnSort, type ColumnOrder } from '../../common/time-sort';
import {
  editionKey,
  licenceUseKey,
  STATUS_COLORS,
  statusKey,
  USE_STATUS_COLORS,
} from '../../licences/licence-labels';

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
  return [
    {
      key: 'licenceNo',
      title: t('licenceAdmin.fields.licenceNo'),
      fixed: 'left',
      render: (_, l) => (
        <Typography.Link onClick={() => actions.onDetail(l)} data-testid={`licence-admin-detail-${l.id}`}>
          {l.licenceNo}
        </Typography.Link>
      ),
    },
    { key: 'name', title: t('licenceAdmin.fields.name'), dataIndex: 'name' },
    { key: 'alias', title: t('licenceAdmin.fields.alias'), dataIndex: 'alias' },
    {
      key: 'user',
      title: t('licenceAdmin.fields.user'),
      render: (_, l) => (
        <Typography.Link onClick={() => actions.onOwner(l)}>{l.user.name || l.user.username}</Typography.Link>
      ),
    },
    { key: 'uid', title: t('licenceAdmin.fields.username'), render: (_, l) => l.user.username },
    {
      key: 'device',
      title: t('licenceAdmin.fields.device'),
      render: (_, l) =>
        l.device ? `${l.device.deviceName} (${l.device.deviceId})` : t('licenceAdmin.notBound'),
    },
    { key: 'startsAt', title: t('licenceAdmin.fields.startsAt'), render: (_, l) => formatDate(l.startsAt) },
    {
      ...sortable('expiredAt'),
      title: t('licenceAdmin.fields.expiredAt'),
      render: (_, l) => formatDate(l.expiredAt),
    },
    {
      key: 'useStatus',
      title: t('licenceAdmin.fields.useStatus'),
      render: (_, l) => <Tag color={USE_STATUS_COLORS[l.useStatus]}>{t(licenceUseKey(l.useStatus))}</Tag>,
    },
    { key: 'edition', title: t('licenceAdmin.fields.edition'), render: (_, l) => t(editionKey(l.edition)) },
    {
      key: 'status',
      title: t('licenceAdmin.fields.status'),
      render: (_, l) => <Tag color={STATUS_COLORS[l.status]}>{t(statusKey(l.status))}</Tag>,
    },
    { key: 'role', title: t('licenceAdmin.fields.role'), render: (_, l) => l.role?.name ?? '' },
    {
      key: 'ae',
      title: t('licenceAdmin.fields.ae'),
      render: (_, l) => [l.AEName, l.AEMobile].filter(Boolean).join(' · '),
    },
    {
      ...sortable('createdAt'),
      title: t('licenceAdmin.fields.createdAt'),
      render: (_, l) => formatDate(l.createdAt),
    },
    {
      key: 'remark',
      title: t('licenceAdmin.fields.remark'),
      render: (_, l) => (
        <Typography.Text ellipsis={{ tooltip: l.remark }} style={{ maxWidth: 160 }}>
          {l.remark}
        </Typography.Text>
      ),
    },
    {
      key: 'actions',
      title: t('licenceAdmin.actions'),
      fixed: 'right',
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
