import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplymentView } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { APPLYMENT_STATE_COLORS, useApplymentSummary } from '../applyment-summary';

/**
 * The columns every list of applications shows — kind, what was asked, state, when it was sent: the user's
 * own list and an administrator's view of one user's.
 */
export function useApplicationColumns(): TableColumnsType<ApplymentView> {
  const { t } = useTranslation();
  const summary = useApplymentSummary();
  return [
    {
      key: 'type',
      title: t('licences.applications.type'),
      render: (_, a) => t(`licences.applyTypes.${a.type}`),
    },
    { key: 'summary', title: t('licences.applications.summary'), render: (_, a) => summary(a) },
    {
      key: 'state',
      title: t('licences.applications.state'),
      render: (_, a) => (
        <Tag color={APPLYMENT_STATE_COLORS[a.state]} data-testid="application-state">
          {t(`licences.applications.states.${a.state}`)}
        </Tag>
      ),
    },
    {
      key: 'created',
      title: t('licences.applications.submitted'),
      render: (_, a) => formatDateTime(a.createdAt),
    },
  ];
}
