import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RecordStatusAction } from '@fleetkey/contract';
import { BatchDeleteButton } from '../../common/BatchDeleteButton';
import type { ListPageView } from '../../common/hooks/use-list-page';
import { useRecordWrites } from '../hooks/useRecords';

/**
 * Acknowledge, clear or delete the chosen records at once. The server moves those the action allows and
 * names the rest, which the user is told; deleting refuses (and deletes none) while any is still standing.
 */
export function RecordBatchActions({ view }: { view: ListPageView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { setStatus, remove } = useRecordWrites();
  const count = view.selected.length;
  const move = (action: RecordStatusAction) =>
    setStatus.mutate(
      { ids: view.selected, action },
      {
        onSuccess: ({ changed, unchanged }) => {
          view.setSelected([]);
          void message.success(t(`alarms.done.${action}`, { count: changed.length, left: unchanged.length }));
        },
      },
    );
  return (
    <>
      <Button disabled={count === 0} onClick={() => move('acknowledge')} data-testid="records-acknowledge">
        {t('alarms.acknowledgeSelected')}
      </Button>
      <Popconfirm
        title={t('alarms.confirmClearSelected', { count })}
        description={t('alarms.clearHint')}
        okText={t('alarms.clear')}
        disabled={count === 0}
        onConfirm={() => move('clear')}
      >
        <Button disabled={count === 0} data-testid="records-clear">
          {t('alarms.clearSelected')}
        </Button>
      </Popconfirm>
      <BatchDeleteButton
        count={count}
        testId="records-delete"
        onConfirm={() => remove.mutate(view.selected, { onSuccess: view.onDeletedMany })}
      />
    </>
  );
}
