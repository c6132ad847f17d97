import { useState } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplicationResult, ReviewRecord } from '@fleetkey/contract';
import { Allowed } from '../admin-access/Allowed';
import { DecisionDialog } from './components/DecisionDialog';
import { ReviewDrawer } from './components/ReviewDrawer';
import { ReviewList } from './components/ReviewList';

type Open =
  | { kind: 'none' }
  | { kind: 'detail'; record: ReviewRecord }
  | { kind: 'decide'; record: ReviewRecord; result: ApplicationResult };

/**
 * /Home/PendingTrial/PendingTrial: applications waiting for a decision, personal and company; Pass and
 * Deny (applications:write only) each confirm first, with an optional remark for the applicant.
 */
export function PendingReview() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = () => setOpen({ kind: 'none' });

  return (
    <ReviewList
      stage="pending"
      testId="review-table"
      actions={(record) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => setOpen({ kind: 'detail', record })}
            data-testid={`review-detail-${record.id}`}
          >
            {t('review.actions.detail')}
          </Button>
          <Allowed permission="applications:write">
            <Button
              type="link"
              size="small"
              onClick={() => setOpen({ kind: 'decide', record, result: 'passed' })}
              data-testid={`review-pass-${record.id}`}
            >
              {t('review.actions.pass')}
            </Button>
            <Button
              type="link"
              size="small"
              danger
              onClick={() => setOpen({ kind: 'decide', record, result: 'rejected' })}
              data-testid={`review-deny-${record.id}`}
            >
              {t('review.actions.deny')}
            </Button>
          </Allowed>
        </Space>
      )}
    >
      {open.kind === 'detail' && <ReviewDrawer record={open.record} onClose={close} />}
      {open.kind === 'decide' && <DecisionDialog record={open.record} result={open.result} onClose={close} />}
    </ReviewList>
  );
}
