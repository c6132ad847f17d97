import type { ReactNode } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a row's delete asks before it runs. */
export interface RowDelete {
  title: string;
  description?: string;
  onConfirm: () => void;
  testId?: string;
}

/**
 * A list row's actions: any of the screen's own, then edit (absent when the row can no longer change), then
 * delete after a confirmation.
 */
export function RowActions({
  onEdit,
  remove,
  children,
}: {
  onEdit: (() => void) | undefined;
  remove: RowDelete;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      {children}
      {onEdit && (
        <Button size="small" type="link" onClick={onEdit}>
          {t('list.edit')}
        </Button>
      )}
      <Popconfirm
        title={remove.title}
        description={remove.description}
        okText={t('list.delete')}
        okButtonProps={{ danger: true }}
        onConfirm={remove.onConfirm}
      >
        <Button size="small" type="link" danger data-testid={remove.testId}>
          {t('list.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
