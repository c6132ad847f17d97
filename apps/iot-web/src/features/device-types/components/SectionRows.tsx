import { Button, Flex, Form, Input, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  COMMAND_TYPES,
  COMMENT_MAX,
  KEY_NAME_MAX,
  POINT_TYPES,
  POINT_UNIT_MAX,
  keyNameSchema,
} from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import type { CommandRow, PointRow } from '../devtype-form';

const NEW_POINT: PointRow = { name: '', type: 'number', unit: '' };
const NEW_COMMAND: CommandRow = { name: '', cmdtype: 'confirmed', desc: '' };

/** The data points of a type: name, value type and unit per row. */
export function PointRows() {
  const { t } = useTranslation();
  return (
    <Form.List name="data">
      {(rows, { add, remove }) => (
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('deviceTypes.dataPoints')}</Typography.Text>
          {rows.map((row) => (
            <Flex key={row.key} gap={8} align="start" data-testid="point-row">
              <Form.Item name={[row.name, 'name']} rules={[zodRule(keyNameSchema, t)]} style={{ flex: 2 }}>
                <Input
                  placeholder={t('deviceTypes.pointName')}
                  maxLength={KEY_NAME_MAX}
                  data-testid="point-name"
                />
              </Form.Item>
              <Form.Item name={[row.name, 'type']} style={{ flex: 1 }}>
                <Select
                  options={POINT_TYPES.map((type) => ({
                    value: type,
                    label: t(`deviceTypes.pointTypes.${type}`),
                  }))}
                />
              </Form.Item>
              <Form.Item name={[row.name, 'unit']} style={{ flex: 1 }}>
                <Input placeholder={t('deviceTypes.unit')} maxLength={POINT_UNIT_MAX} />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('list.delete')}
                onClick={() => remove(row.name)}
              />
            </Flex>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add(NEW_POINT)}
            data-testid="add-point"
          >
            {t('deviceTypes.addPoint')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

/** The commands a type's devices accept: name, whether the device confirms, description. */
export function CommandRows() {
  const { t } = useTranslation();
  return (
    <Form.List name="commands">
      {(rows, { add, remove }) => (
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('deviceTypes.commands')}</Typography.Text>
          {rows.map((row) => (
            <Flex key={row.key} gap={8} align="start" data-testid="command-row">
              <Form.Item name={[row.name, 'name']} rules={[zodRule(keyNameSchema, t)]} style={{ flex: 2 }}>
                <Input
                  placeholder={t('deviceTypes.commandName')}
                  maxLength={KEY_NAME_MAX}
                  data-testid="command-name"
                />
              </Form.Item>
              <Form.Item name={[row.name, 'cmdtype']} style={{ flex: 1 }}>
                <Select
                  options={COMMAND_TYPES.map((type) => ({ value: type, label: t(`commands.types.${type}`) }))}
                />
              </Form.Item>
              <Form.Item name={[row.name, 'desc']} style={{ flex: 2 }}>
                <Input placeholder={t('deviceTypes.description')} maxLength={COMMENT_MAX} />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('list.delete')}
                onClick={() => remove(row.name)}
              />
            </Flex>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add(NEW_COMMAND)}
            data-testid="add-command"
          >
            {t('deviceTypes.addCommand')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
