import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Deletes the selected rows after a confirmation; disabled while nothing is selected. */
export function BatchDeleteButton({
  count,
  onConfirm,
  testId,
}: {
  count: number;
  onConfirm: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('list.confirmBatchDelete', { count })}
      okText={t('list.delete')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
      disabled={count === 0}
    >
      <Button danger icon={<DeleteOutlined />} disabled={count === 0} data-testid={testId}>
        {t('list.batchDelete')}
      </Button>
    </Popconfirm>
  );
}
