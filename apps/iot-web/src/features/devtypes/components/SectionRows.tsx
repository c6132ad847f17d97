import { Form, Input, Select } from 'antd';
import type { FormListFieldData } from 'antd';
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
import { EditableRows } from './EditableRows';

export const NEW_POINT: PointRow = { name: '', type: 'number', unit: '', desc: '' };
// Unconfirmed unless the author chooses otherwise, as a command sent without a type (iot-console.md §4).
export const NEW_COMMAND: CommandRow = { name: '', cmdtype: 'unconfirmed', desc: '', params: [] };

/** One point's fields (a data or status point, a command parameter): name, value type, unit, description. */
export function PointFields({ row, kind }: { row: FormListFieldData; kind: 'point' | 'param' }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name={[row.name, 'name']} rules={[zodRule(keyNameSchema, t)]} style={{ flex: 2 }}>
        <Input
          placeholder={t(kind === 'point' ? 'deviceTypes.pointName' : 'deviceTypes.paramName')}
          maxLength={KEY_NAME_MAX}
          data-testid={`${kind}-name`}
        />
      </Form.Item>
      <Form.Item name={[row.name, 'type']} style={{ flex: 1 }}>
        <Select
          aria-label={t('deviceTypes.pointType')}
          options={POINT_TYPES.map((type) => ({ value: type, label: t(`deviceTypes.pointTypes.${type}`) }))}
        />
      </Form.Item>
      <Form.Item name={[row.name, 'unit']} style={{ flex: 1 }}>
        <Input placeholder={t('deviceTypes.unit')} maxLength={POINT_UNIT_MAX} />
      </Form.Item>
      <Form.Item name={[row.name, 'desc']} style={{ flex: 2 }}>
        <Input placeholder={t('deviceTypes.description')} maxLength={COMMENT_MAX} />
      </Form.Item>
    </>
  );
}

/** The data points of a type. */
export function PointRows() {
  const { t } = useTranslation();
  return (
    <EditableRows
      name="data"
      title={t('deviceTypes.dataPoints')}
      addLabel={t('deviceTypes.addPoint')}
      newRow={NEW_POINT}
      testIds={{ row: 'point-row', add: 'add-point' }}
      fields={(row) => <PointFields row={row} kind="point" />}
    />
  );
}

/** The parameters of the command in row `command` of the commands list. */
export function ParamRows({ command }: { command: FormListFieldData }) {
  const { t } = useTranslation();
  return (
    <EditableRows
      nested
      name={[command.name, 'params']}
      title={t('deviceTypes.params')}
      addLabel={t('deviceTypes.addParam')}
      newRow={NEW_POINT}
      testIds={{ row: 'param-row', add: 'add-param' }}
      fields={(row) => <PointFields row={row} kind="param" />}
    />
  );
}

/** One command's fields: name, whether the device confirms, description. */
export function CommandFields({ row }: { row: FormListFieldData }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name={[row.name, 'name']} rules={[zodRule(keyNameSchema, t)]} style={{ flex: 2 }}>
        <Input
          placeholder={t('deviceTypes.commandName')}
          maxLength={KEY_NAME_MAX}
          data-testid="command-name"
        />
      </Form.Item>
      <Form.Item name={[row.name, 'cmdtype']} style={{ flex: 1 }}>
        <Select
          aria-label={t('deviceTypes.commandType')}
          options={COMMAND_TYPES.map((type) => ({ value: type, label: t(`commands.types.${type}`) }))}
        />
      </Form.Item>
      <Form.Item name={[row.name, 'desc']} style={{ flex: 2 }}>
        <Input placeholder={t('deviceTypes.description')} maxLength={COMMENT_MAX} />
      </Form.Item>
    </>
  );
}

/** The commands a type's devices accept: name, whether the device confirms, description, parameters. */
export function CommandRows() {
  const { t } = useTranslation();
  return (
    <EditableRows
      name="commands"
      title={t('deviceTypes.commands')}
      addLabel={t('deviceTypes.addCommand')}
      newRow={NEW_COMMAND}
      testIds={{ row: 'command-row', add: 'add-command' }}
      fields={(row) => <CommandFields row={row} />}
      below={(row) => <ParamRows command={row} />}
    />
  );
}
