import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReviewFilters, ReviewRecord } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { durationKey, editionKey } from '../../licences/licence-labels';
import { applicantLabel, applyTypeKey, RESULT_COLORS } from '../review-labels';

const NONE = '—';

/**
 * The examination record's columns (licence-portal.md §3): applicant, company, type, period, edition and
 * licence (personal tab only), apply time; on the examined list also the decision time, result and
 * examiner. The list's time column sorts on the server.
 */
export function reviewColumns(t: TFunction, filters: ReviewFilters): TableColumnsType<ReviewRecord> {
  const personal = filters.kind !== 'company';
  const examined = filters.stage === 'examined';
  const sortedBy = filters.sort ?? (examined ? 'examinTime' : 'applyTime');
  const sorting = (key: 'applyTime' | 'examinTime') =>
    key === sortedBy
      ? {
          sorter: true,
          sortOrder: filters.descend === false ? ('ascend' as const) : ('descend' as const),
          sortDirections: ['descend' as const, 'ascend' as const, 'descend' as const],
        }
      : {};

  const columns: TableColumnsType<ReviewRecord> = [
    {
      key: 'applicant',
      title: t('review.fields.applicant'),
      render: (_, r) => (
        <>
          <span data-testid="review-applicant">{applicantLabel(r)}</span>
          {r.applicant.mobile && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {r.applicant.mobile}
            </Typography.Text>
          )}
        </>
      ),
    },
    { key: 'company', title: t('review.fields.company'), render: (_, r) => r.company || NONE },
    {
      key: 'applyType',
      title: t('review.fields.applyType'),
      render: (_, r) => <Tag data-testid="review-type">{t(applyTypeKey(r.applyType))}</Tag>,
    },
  ];
  if (personal) {
    columns.push(
      {
        key: 'applyPeriod',
        title: t('review.fields.applyPeriod'),
        render: (_, r) => (r.applyPeriod === null ? NONE : t(durationKey(r.applyPeriod))),
      },
      {
        key: 'edition',
        title: t('review.fields.edition'),
        render: (_, r) => (r.edition === null ? NONE : t(editionKey(r.edition))),
      },
      {
        key: 'licence',
        title: t('review.fields.licence'),
        render: (_, r) => r.licence?.licenceNo ?? NONE,
      },
    );
  }
  columns.push({
    key: 'applyTime',
    title: t('review.fields.applyTime'),
    ...sorting('applyTime'),
    render: (_, r) => formatDateTime(r.applyTime),
  });
  if (examined) {
    columns.push(
      {
        key: 'examinTime',
        title: t('review.fields.examinTime'),
        ...sorting('examinTime'),
        render: (_, r) => (r.examinTime === null ? NONE : formatDateTime(r.examinTime)),
      },
      {
        key: 'examinResult',
        title: t('review.fields.examinResult'),
        render: (_, r) =>
          r.examinResult ? (
            <Tag color={RESULT_COLORS[r.examinResult]} data-testid="review-result">
              {t(`review.results.${r.examinResult}`)}
            </Tag>
          ) : (
            NONE
          ),
      },
      { key: 'examiner', title: t('review.fields.examiner'), render: (_, r) => r.examiner ?? NONE },
    );
  }
  return columns;
}
