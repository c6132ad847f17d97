import { Descriptions, Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LICENCE_TYPES } from '@fleetkey/contract';
import { ENTERPRISE_FIELDS, useIndustryLabel } from '@fleetkey/web-kit';
import type { ReviewRecord } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { durationKey, editionKey } from '../../licences/licence-labels';
import {
  applicantLabel,
  applyTypeKey,
  payloadText,
  RESULT_COLORS,
  submittedEnterprise,
} from '../review-labels';

const NONE = '—';
/** What a licence request sent, in the order the drawer lists it (an enterprise audit: ENTERPRISE_FIELDS). */
const REQUEST_FIELDS = ['name', 'industry', 'office', 'deviceId', 'deviceName'] as const;

/** Every field of one examination record: applicant, request, licence, what was sent and the decision. */
export function ReviewDrawer({ record, onClose }: { record: ReviewRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const industryLabel = useIndustryLabel();
  // The industry as its label, the other fields as sent.
  const shown = (field: string, value: string) =>
    field === 'industry' && value ? industryLabel(value) : value;
  const audit = record.applyType === LICENCE_TYPES.enterpriseInfoAudit;
  const sent = audit
    ? ENTERPRISE_FIELDS.map((field) => ({
        field,
        label: t(`review.enterprise.${field}`),
        value: shown(field, payloadText(submittedEnterprise(record), field)),
      }))
    : REQUEST_FIELDS.map((field) => ({
        field,
        label: t(`review.request.${field}`),
        value: shown(field, payloadText(record.payload, field)),
      }));

  return (
    <Drawer
      open
      size={480}
      title={t('review.drawer.title')}
      onClose={onClose}
      destroyOnHidden
      data-testid="review-drawer"
    >
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('review.fields.applicant')}>{applicantLabel(record)}</Descriptions.Item>
        <Descriptions.Item label={t('review.fields.mobile')}>
          {record.applicant.mobile || NONE}
        </Descriptions.Item>
        <Descriptions.Item label={t('review.fields.company')}>{record.company || NONE}</Descriptions.Item>
        <Descriptions.Item label={t('review.fields.applyType')}>
          {t(applyTypeKey(record.applyType))}
        </Descriptions.Item>
        {record.applyPeriod !== null && (
          <Descriptions.Item label={t('review.fields.applyPeriod')}>
            {t(durationKey(record.applyPeriod))}
          </Descriptions.Item>
        )}
        {record.edition !== null && (
          <Descriptions.Item label={t('review.fields.edition')}>
            {t(editionKey(record.edition))}
          </Descriptions.Item>
        )}
        {record.licence && (
          <>
            <Descriptions.Item label={t('review.fields.licence')}>
              {record.licence.licenceNo}
            </Descriptions.Item>
            <Descriptions.Item label={t('review.fields.device')}>
              {record.licence.deviceId ?? NONE}
            </Descriptions.Item>
            <Descriptions.Item label={t('review.fields.expiry')}>
              {formatDateTime(record.licence.expiredAt)}
            </Descriptions.Item>
          </>
        )}
        {sent
          .filter((item) => item.value !== '')
          .map((item) => (
            <Descriptions.Item key={item.field} label={item.label}>
              {item.value}
            </Descriptions.Item>
          ))}
        <Descriptions.Item label={t('review.fields.applyTime')}>
          {formatDateTime(record.applyTime)}
        </Descriptions.Item>
        <Descriptions.Item label={t('review.fields.examinResult')}>
          {record.examinResult ? (
            <Tag color={RESULT_COLORS[record.examinResult]}>{t(`review.results.${record.examinResult}`)}</Tag>
          ) : (
            t('review.results.pending')
          )}
        </Descriptions.Item>
        {record.examinTime !== null && (
          <Descriptions.Item label={t('review.fields.examinTime')}>
            {formatDateTime(record.examinTime)}
          </Descriptions.Item>
        )}
        {record.examiner && (
          <Descriptions.Item label={t('review.fields.examiner')}>{record.examiner}</Descriptions.Item>
        )}
        {record.remark && (
          <Descriptions.Item label={t('review.fields.remark')}>{record.remark}</Descriptions.Item>
        )}
      </Descriptions>
    </Drawer>
  );
}
