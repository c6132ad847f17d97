import { useState } from 'react';
import { Flex, Segmented, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LICENCE_USE_STATUS } from '@fleetkey/contract';
import type { LicenceUseStatus, LicenceView } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { daysUntil, formatDate } from '../../common/format';
import { ListTable, listPageOf } from '../../common/ListTable';
import { STATUS_COLORS, statusKey, licenceUseKey } from '../licence-labels';
import { useLicenceList } from '../hooks/useLicences';
import { editionColumn, licenceUseColumn } from './licence-columns';
import { LicenceRowActions } from './LicenceRowActions';
import type { LicenceActionKind } from './LicenceRowActions';

// Every column names its width, so the table's layout is fixed (ListTable) and sums to 1,160 px: the width a
// 1440 px window leaves beside the side menu. A longer value wraps or is cut in its own column instead of
// pushing Expires under the fixed Actions column (in English with a renewal asked for, it did).
const COLUMN_WIDTHS = {
  number: 215,
  name: 85,
  edition: 80,
  use: 90,
  status: 130,
  device: 150,
  expiry: 120,
  actions: 290,
} as const;

type Filter = LicenceUseStatus | 'all';

/** The user's licences, a page at a time, filtered by use status, each row with its actions. */
export function LicenceList({
  level,
  downloadingId,
  onAction,
}: {
  level: number;
  downloadingId: string | undefined;
  onAction: (kind: LicenceActionKind, licence: LicenceView) => void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const list = useLicenceList(page, filter === 'all' ? undefined : filter);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Segmented<Filter>
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
        options={(['all', ...LICENCE_USE_STATUS] as const).map((value) => ({
          value,
          label: (
            <span data-testid={`licence-filter-${value}`}>
              {t(value === 'all' ? 'licences.all' : licenceUseKey(value))}
            </span>
          ),
        }))}
      />
      <QueryError query={list} />
      <ListTable<LicenceView>
        testId="licence-table"
        {...listPageOf(list, page, setPage)}
        emptyText={t(filter === 'all' ? 'licences.empty' : 'licences.emptyFiltered')}
        columns={[
          {
            key: 'number',
            title: t('licences.fields.number'),
            width: COLUMN_WIDTHS.number,
            render: (_, l) => (
              <Typography.Text copyable={{ text: l.licenseId }}>{l.licenseId}</Typography.Text>
            ),
          },
          { key: 'name', title: t('licences.fields.name'), dataIndex: 'name', width: COLUMN_WIDTHS.name },
          { ...editionColumn(t), width: COLUMN_WIDTHS.edition },
          { ...licenceUseColumn(t, 'licence-use-status'), width: COLUMN_WIDTHS.use },
          {
            key: 'status',
            title: t('licences.fields.status'),
            width: COLUMN_WIDTHS.status,
            render: (_, l) => (
              // "Renewal and unbind requested" wraps inside its column rather than pushing Expires under Actions.
              <Tag
                color={STATUS_COLORS[l.status]}
                style={{ whiteSpace: 'normal' }}
                data-testid="licence-status"
              >
                {t(statusKey(l.status))}
              </Tag>
            ),
          },
          {
            key: 'device',
            title: t('licences.fields.device'),
            // A device id may be 64 characters: cut short (whole on hover), so Expires stays beside it.
            width: COLUMN_WIDTHS.device,
            render: (_, l) =>
              l.bindDevice ? (
                <Flex vertical data-testid="licence-device">
                  <Typography.Text ellipsis={{ tooltip: l.bindDevice.deviceName }}>
                    {l.bindDevice.deviceName}
                  </Typography.Text>
                  <Typography.Text
                    type="secondary"
                    style={{ fontSize: 12 }}
                    ellipsis={{ tooltip: l.bindDevice.deviceId }}
                  >
                    {l.bindDevice.deviceId}
                  </Typography.Text>
                </Flex>
              ) : (
                <Typography.Text type="secondary">{t('licences.noDevice')}</Typography.Text>
              ),
          },
          {
            key: 'expiry',
            title: t('licences.fields.expiry'),
            width: COLUMN_WIDTHS.expiry,
            render: (_, l) => <Expiry expiredAt={l.expiredAt} />,
          },
          {
            key: 'actions',
            title: t('licences.fields.actions'),
            width: COLUMN_WIDTHS.actions,
            // Kept in view when a narrow window scrolls the table sideways.
            fixed: 'right',
            render: (_, l) => (
              <LicenceRowActions
                licence={l}
                level={level}
                downloading={downloadingId === l.id}
                onAction={onAction}
              />
            ),
          },
        ]}
      />
    </Space>
  );
}

function Expiry({ expiredAt }: { expiredAt: number }) {
  const { t } = useTranslation();
  const days = daysUntil(expiredAt);
  return (
    <Flex vertical>
      <span data-testid="licence-expiry">{formatDate(expiredAt)}</span>
      {days > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('licences.daysLeft', { count: days })}
        </Typography.Text>
      )}
    </Flex>
  );
}
