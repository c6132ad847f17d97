import { Button, Flex, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DeviceEventType } from '@fleetkey/contract';
import { BatchDeleteButton } from '../../common/BatchDeleteButton';
import { CreateButton } from '../../common/CreateButton';

/**
 * The write actions of a device's events: delete every event of the type shown (when one is chosen),
 * delete the selected ones, record a new one. Each delete asks first.
 */
export function EventsToolbar({
  type,
  selectedCount,
  onAdd,
  onDeleteSelected,
  onDeleteType,
}: {
  type: DeviceEventType | undefined;
  selectedCount: number;
  onAdd: () => void;
  onDeleteSelected: () => void;
  onDeleteType: (type: DeviceEventType) => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap>
      {type && (
        <Popconfirm
          title={t('events.edit.confirmDeleteType', { type: t(`events.types.${type}`) })}
          okText={t('list.delete')}
          okButtonProps={{ danger: true, 'data-testid': 'event-delete-type-confirm' }}
          onConfirm={() => onDeleteType(type)}
        >
          <Button danger icon={<DeleteOutlined />} data-testid="event-delete-type">
            {t('events.edit.deleteType', { type: t(`events.types.${type}`) })}
          </Button>
        </Popconfirm>
      )}
      <BatchDeleteButton count={selectedCount} onConfirm={onDeleteSelected} testId="event-batch-delete" />
      <CreateButton label={t('events.edit.add')} onClick={onAdd} testId="event-add" />
    </Flex>
  );
}
