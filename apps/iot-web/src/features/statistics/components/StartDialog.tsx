import { useState } from 'react';
import { Form, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { StatisticExampleView } from '@fleetkey/contract';
import { backfillFrom } from '../example-form';
import { BackfillPicker } from './BackfillPicker';

/** Starts an example, asking from which day its missed windows are computed first (optional). */
export function StartDialog({
  example,
  starting,
  onStart,
  onClose,
}: {
  example: StatisticExampleView;
  starting: boolean;
  onStart: (from: number | undefined) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState<Dayjs | null>(null);
  return (
    <Modal
      open
      title={t('statistics.schedule.startTitle', { name: example.name })}
      okText={t('statistics.schedule.start')}
      onOk={() => onStart(from ? backfillFrom(from, example.timeZone) : undefined)}
      okButtonProps={{ loading: starting, 'data-testid': 'example-start-confirm' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('statistics.schedule.startHint')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('statistics.schedule.from')} extra={t('statistics.schedule.fromHint')}>
          <BackfillPicker value={from} onChange={setFrom} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
