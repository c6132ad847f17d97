import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewRecord } from '@fleetkey/contract';
import { ReviewDrawer } from './components/ReviewDrawer';
import { ReviewList } from './components/ReviewList';

/**
 * /Home/Examined/Examined: decided applications, personal and company, newest decision first; filters by
 * type and result, a detail drawer, and the CSV of every record the filters select.
 */
export function ExaminedReview() {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<ReviewRecord | null>(null);

  return (
    <ReviewList
      stage="examined"
      testId="examined-table"
      exportable
      actions={(record) => (
        <Button
          type="link"
          size="small"
          onClick={() => setDetail(record)}
          data-testid={`examined-detail-${record.id}`}
        >
          {t('review.actions.detail')}
        </Button>
      )}
    >
      {detail && <ReviewDrawer record={detail} onClose={() => setDetail(null)} />}
    </ReviewList>
  );
}
