import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { LicenceView } from '@fleetkey/contract';
import { editionKey, licenceUseKey, USE_STATUS_COLORS } from '../licence-labels';

type LicenceColumn = TableColumnsType<LicenceView>[number];

/** A user's licence table's edition column. */
export function editionColumn(t: TFunction): LicenceColumn {
  return { key: 'edition', title: t('licences.fields.edition'), render: (_, l) => t(editionKey(l.edition)) };
}

/** A user's licence table's use-status column: a tag in the status's colour (with `testId` when given). */
export function licenceUseColumn(t: TFunction, testId?: string): LicenceColumn {
  return {
    key: 'use',
    title: t('licences.fields.useStatus'),
    render: (_, l) => (
      <Tag color={USE_STATUS_COLORS[l.useStatus]} data-testid={testId}>
        {t(licenceUseKey(l.useStatus))}
      </Tag>
    ),
  };
}
