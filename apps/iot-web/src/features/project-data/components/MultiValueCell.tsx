import { Flex, Tag, Tooltip } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasetValue } from '@fleetkey/contract';
import { useRecordValueText } from '../hooks/use-record-value-text';

/** A multi-value field's elements, one tag each; with `onEdit` a tag opens its element for editing. */
export function MultiValueCell({
  value,
  onEdit,
  testId,
}: {
  value: DatasetValue | undefined;
  onEdit?: (index: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const valueText = useRecordValueText();
  if (!Array.isArray(value) || value.length === 0) return null;
  return (
    <Flex gap={4} wrap data-testid={testId}>
      {value.map((element, index) =>
        onEdit ? (
          <Tooltip key={index} title={t('projectData.editElementTip')}>
            <Tag
              role="button"
              tabIndex={0}
              style={{ cursor: 'pointer', marginInlineEnd: 0 }}
              onClick={() => onEdit(index)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') onEdit(index);
              }}
              data-testid={`${testId}-${index}`}
            >
              {valueText(element)} <EditOutlined />
            </Tag>
          </Tooltip>
        ) : (
          <Tag key={index} style={{ marginInlineEnd: 0 }}>
            {valueText(element)}
          </Tag>
        ),
      )}
    </Flex>
  );
}
