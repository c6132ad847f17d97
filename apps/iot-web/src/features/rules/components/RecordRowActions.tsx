import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECORD_STATUS_MOVES, type RecordView } from '@fleetkey/contract';
import { useRecordWrites } from '../hooks/useRecords';

/** A record's buttons as its state allows: acknowledge, clear (confirmed), delete once cleared (confirmed). */
export function RecordRowActions({ record, onDeleted }: { record: RecordView; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { setStatus, remove } = useRecordWrites();
  const can = (action: keyof typeof RECORD_STATUS_MOVES) =>
    (RECORD_STATUS_MOVES[action].from as readonly string[]).includes(record.state);
  return (
    <Space size={0}>
      {can('acknowledge') && (
        <Button
          size="small"
          type="link"
          onClick={() => setStatus.mutate({ ids: [record.id], action: 'acknowledge' })}
          data-testid="record-acknowledge"
        >
          {t('alarms.acknowledge')}
        </Button>
      )}
      {can('clear') && (
        <Popconfirm
          title={t('alarms.confirmClear')}
          description={t('alarms.clearHint')}
          okText={t('alarms.clear')}
          onConfirm={() => setStatus.mutate({ ids: [record.id], action: 'clear' })}
        >
          <Button size="small" type="link" data-testid="record-clear">
            {t('alarms.clear')}
          </Button>
        </Popconfirm>
      )}
      {record.state === 'cleared' && (
        <Popconfirm
          title={t('alarms.confirmDelete')}
          okText={t('list.delete')}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutate([record.id], { onSuccess: onDeleted })}
        >
          <Button size="small" type="link" danger data-testid="record-delete">
            {t('list.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
