import type { ReactNode } from 'react';
import { Button, Flex, Form, Typography, theme } from 'antd';
import type { FormListFieldData } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface EditableRowsProps<T> {
  /** The list's field name; inside another list's row, relative to that row. */
  name: string | (string | number)[];
  title: string;
  addLabel: string;
  /** The values of a row the add button makes. */
  newRow: T;
  testIds: { row: string; add: string };
  /** The fields of one row, laid out in a line before its delete button. */
  fields: (row: FormListFieldData) => ReactNode;
  /** What a row shows under its line (a command's parameters). */
  below?: (row: FormListFieldData) => ReactNode;
  /** A list inside another list's row: indented, with its add button beside its title. */
  nested?: boolean;
}

/** A section of the device type form edited as rows: a title, a line of fields per row, add and delete. */
export function EditableRows<T>({
  name,
  title,
  addLabel,
  newRow,
  testIds,
  fields,
  below,
  nested = false,
}: EditableRowsProps<T>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Form.List name={name}>
      {(rows, { add, remove }) => {
        const addButton = (
          <Button
            type={nested ? 'link' : 'dashed'}
            size={nested ? 'small' : 'middle'}
            icon={<PlusOutlined />}
            onClick={() => add(newRow)}
            data-testid={testIds.add}
          >
            {addLabel}
          </Button>
        );
        return (
          <Flex
            vertical
            gap={4}
            style={
              nested
                ? {
                    marginInlineStart: 24,
                    paddingInlineStart: 12,
                    marginBottom: 12,
                    borderInlineStart: `2px solid ${token.colorBorderSecondary}`,
                  }
                : undefined
            }
          >
            {nested ? (
              <Flex align="center" gap={8}>
                <Typography.Text type="secondary">{title}</Typography.Text>
                {addButton}
              </Flex>
            ) : (
              <Typography.Text strong>{title}</Typography.Text>
            )}
            {rows.map((row) => (
              <Flex key={row.key} vertical data-testid={testIds.row}>
                <Flex gap={8} align="start">
                  {fields(row)}
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('list.delete')}
                    onClick={() => remove(row.name)}
                  />
                </Flex>
                {below?.(row)}
              </Flex>
            ))}
            {!nested && addButton}
          </Flex>
        );
      }}
    </Form.List>
  );
}
