import { Button, Flex, Popconfirm, Tooltip } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BatchDeleteButton } from '../../common/BatchDeleteButton';
import { CreateButton } from '../../common/CreateButton';

/**
 * The write actions of a device's stored data: clear everything (disabled, saying why, when nothing is
 * stored), delete the selected rows, add a row. Each delete asks first.
 */
export function DataToolbar(props: {
  devid: string;
  empty: boolean;
  selectedCount: number;
  deleting: boolean;
  clearing: boolean;
  onAdd: () => void;
  onDeleteSelected: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const clearButton = (
    <Button
      danger
      icon={<DeleteOutlined />}
      loading={props.clearing}
      disabled={props.empty}
      data-testid="data-clear"
    >
      {t('data.clear')}
    </Button>
  );
  return (
    <Flex justify="flex-end" gap={8} wrap>
      {props.empty ? (
        // A disabled button takes no pointer events: the span carries the tooltip.
        <Tooltip title={t('data.clearNothing')}>
          <span data-testid="data-clear-why">{clearButton}</span>
        </Tooltip>
      ) : (
        <Popconfirm
          title={t('data.clearConfirm', { devid: props.devid })}
          okText={t('data.clear')}
          okButtonProps={{ danger: true, 'data-testid': 'data-clear-confirm' }}
          onConfirm={props.onClear}
        >
          {clearButton}
        </Popconfirm>
      )}
      <BatchDeleteButton
        // Disabled while the rows are being deleted (one call per row), so they are not asked for twice.
        count={props.deleting ? 0 : props.selectedCount}
        onConfirm={props.onDeleteSelected}
        testId="data-batch-delete"
      />
      <CreateButton label={t('data.edit.add')} onClick={props.onAdd} testId="data-add" />
    </Flex>
  );
}
