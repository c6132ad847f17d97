import { useMemo, useState } from 'react';
import { Alert, Flex, Input, Spin, Table, Tree, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { keyNameSchema } from '@fleetkey/contract';
import { filterMessages, idHex } from '../dbc-tree';
import { useDbcTree } from '../hooks/useDbcFiles';
import { keySignal, signalTree } from '../strategy-form';

export interface SignalPickerProps {
  dbc: string;
  checked: string[];
  points: Record<string, string>;
  onChecked: (keys: string[]) => void;
  onPoints: (points: Record<string, string>) => void;
}

/**
 * The signals a strategy decodes: a checkbox tree of the DBC's messages and their signals (searchable),
 * and beside it the checked signals, each with an optional point name to store it under.
 */
export function SignalPicker({ dbc, checked, points, onChecked, onPoints }: SignalPickerProps) {
  const { t } = useTranslation();
  const tree = useDbcTree(dbc || null);
  const [search, setSearch] = useState('');
  const nodes = useMemo(
    () => signalTree(filterMessages(tree.data?.messages ?? [], search), (m) => idHex(m.id, m.extended)),
    [tree.data, search],
  );
  if (!dbc) return <Typography.Text type="secondary">{t('dbc.strategies.pickDbcFirst')}</Typography.Text>;
  if (tree.isPending) return <Spin />;
  if (tree.isError) return <Alert type="error" showIcon title={t('dbc.strategies.treeFailed')} />;

  const leaves = checked.filter((key) => keySignal(key) !== null);
  // Checks of the signals a search hides are kept: the tree reports only what it shows.
  const shownKeys = new Set(nodes.flatMap((n) => [n.key, ...(n.children ?? []).map((c) => c.key)]));
  return (
    <Flex gap={16} wrap data-testid="dbc-signal-picker">
      <Flex vertical gap={8} style={{ flex: '1 1 300px', minWidth: 280 }}>
        <Input.Search
          allowClear
          placeholder={t('dbc.tree.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div style={{ maxHeight: 320, overflow: 'auto', border: '1px solid #f0f0f0', padding: 4 }}>
          <Tree
            checkable
            selectable={false}
            defaultExpandAll
            key={search}
            treeData={nodes}
            checkedKeys={checked}
            onCheck={(keys) => {
              const now = (Array.isArray(keys) ? keys : keys.checked).map(String);
              onChecked([...checked.filter((key) => !shownKeys.has(key)), ...now]);
            }}
            data-testid="dbc-signal-tree"
          />
        </div>
      </Flex>
      <Flex vertical gap={8} style={{ flex: '1 1 300px', minWidth: 280 }}>
        <Typography.Text>{t('dbc.strategies.chosen', { count: leaves.length })}</Typography.Text>
        <Table
          size="small"
          rowKey={(key) => key}
          dataSource={leaves}
          pagination={false}
          scroll={{ y: 300 }}
          columns={[
            { title: t('dbc.strategies.signal'), key: 'signal', render: (_, key: string) => key },
            {
              title: t('dbc.strategies.point'),
              key: 'point',
              render: (_, key: string) => {
                const value = points[key] ?? '';
                const bad = value.trim() !== '' && !keyNameSchema.safeParse(value.trim()).success;
                return (
                  <Input
                    size="small"
                    value={value}
                    status={bad ? 'error' : undefined}
                    title={bad ? t('dbc.strategies.pointInvalid') : undefined}
                    placeholder={keySignal(key)?.signal}
                    onChange={(event) => onPoints({ ...points, [key]: event.target.value })}
                    data-testid={`dbc-point-${key}`}
                  />
                );
              },
            },
          ]}
        />
      </Flex>
    </Flex>
  );
}
