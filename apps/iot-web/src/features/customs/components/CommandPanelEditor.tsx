import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOM_LIMITS, type CommandButton, type CommandDef, type CustomKey } from '@fleetkey/contract';
import { useCustomSave } from '../hooks/useCustomSave';
import { CustomSaveBar } from './CustomSaveBar';
import { SubmitFailure, WholeTable } from '@fleetkey/web-kit';

/** A button as edited: its parameters as JSON text until saved. */
interface ButtonRow {
  id: number;
  label: string;
  command: string;
  params: string;
  confirm: boolean;
}

/** The parameters typed as JSON, when they are an object; undefined otherwise. */
function paramsOf(text: string): Record<string, string | number | boolean> | undefined {
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, string | number | boolean>)
      : undefined;
  } catch {
    return undefined;
  }
}

export interface CommandPanelEditorProps {
  customKey: CustomKey;
  commands: CommandDef[];
  stored?: CommandButton[];
}

/** Lays out a type's command panel: buttons with a label, a declared command, parameters and a confirm flag. */
export function CommandPanelEditor({ customKey, commands, stored }: CommandPanelEditorProps) {
  const { t } = useTranslation();
  const saveState = useCustomSave(customKey, Boolean(stored));
  const [rows, setRows] = useState<ButtonRow[]>(
    (stored ?? []).map((button, id) => ({ id, ...button, params: JSON.stringify(button.params) })),
  );
  const change = (id: number, patch: Partial<ButtonRow>) =>
    setRows(rows.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  const add = () =>
    setRows([
      ...rows,
      {
        id: Math.max(-1, ...rows.map((row) => row.id)) + 1,
        label: '',
        command: '',
        params: '',
        confirm: false,
      },
    ]);
  const invalidParams = rows.some((row) => paramsOf(row.params) === undefined);

  const submit = () => {
    const buttons = rows.map(({ label, command, params, confirm }) => ({
      label,
      command,
      params: paramsOf(params) ?? {},
      confirm,
    }));
    saveState.submit({ ...customKey, customtype: 'commandPanel', value: { buttons } });
  };

  return (
    <Flex vertical gap={12}>
      <SubmitFailure failure={saveState.failure} />
      <WholeTable<ButtonRow>
        rowKey="id"
        dataSource={rows}
        columns={[
          {
            title: t('customs.panel.label'),
            key: 'label',
            render: (_, row) => (
              <Input
                value={row.label}
                maxLength={CUSTOM_LIMITS.labelMax}
                onChange={(event) => change(row.id, { label: event.target.value })}
              />
            ),
          },
          {
            title: t('customs.panel.command'),
            key: 'command',
            width: 180,
            render: (_, row) => (
              <Select
                style={{ width: '100%' }}
                value={row.command || undefined}
                onChange={(command: string) => change(row.id, { command })}
                options={commands.map((command) => ({ value: command.name, label: command.name }))}
              />
            ),
          },
          {
            title: t('customs.panel.params'),
            key: 'params',
            render: (_, row) => (
              <Input
                value={row.params}
                placeholder='{"delay": 5}'
                status={paramsOf(row.params) === undefined ? 'error' : undefined}
                onChange={(event) => change(row.id, { params: event.target.value })}
              />
            ),
          },
          {
            title: t('customs.panel.confirm'),
            key: 'confirm',
            width: 90,
            render: (_, row) => (
              <Switch checked={row.confirm} onChange={(confirm) => change(row.id, { confirm })} />
            ),
          },
          {
            key: 'remove',
            width: 50,
            render: (_, row) => (
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('customs.delete')}
                onClick={() => setRows(rows.filter((other) => other.id !== row.id))}
              />
            ),
          },
        ]}
      />
      <CustomSaveBar state={saveState} onSave={submit} saveDisabled={rows.length === 0 || invalidParams}>
        <Button icon={<PlusOutlined />} onClick={add} disabled={rows.length >= CUSTOM_LIMITS.buttonsMax}>
          {t('customs.panel.add')}
        </Button>
      </CustomSaveBar>
      <Card size="small" title={t('customs.preview.panel')}>
        <Flex gap={8} wrap>
          {rows.map((row) => (
            <Button key={row.id} danger={row.confirm}>
              {row.label || row.command || '—'}
            </Button>
          ))}
        </Flex>
      </Card>
    </Flex>
  );
}
