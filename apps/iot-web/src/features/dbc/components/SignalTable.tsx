import { Flex, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DbcSignalView } from '@fleetkey/contract';
import { multiplexText } from '../dbc-tree';
import { Attributes, ValueTable } from './Attributes';
import { WholeTable } from '@fleetkey/web-kit';

/** A message's signals with their layout and scaling; a row opens onto comment, attributes, value table. */
export function SignalTable({ signals }: { signals: readonly DbcSignalView[] }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<DbcSignalView> = [
    { title: t('dbc.signal.name'), dataIndex: 'name', key: 'name' },
    { title: t('dbc.signal.startBit'), dataIndex: 'startBit', key: 'startBit', width: 80 },
    { title: t('dbc.signal.length'), dataIndex: 'length', key: 'length', width: 70 },
    {
      title: t('dbc.signal.byteOrder'),
      dataIndex: 'byteOrder',
      key: 'byteOrder',
      width: 110,
      render: (order: DbcSignalView['byteOrder']) => t(`dbc.signal.orders.${order}`),
    },
    {
      title: t('dbc.signal.signed'),
      dataIndex: 'signed',
      key: 'signed',
      width: 90,
      // A float or double signal (SIG_VALTYPE_) reads as IEEE-754, whatever its sign flag says.
      render: (signed: boolean, signal) =>
        signal.valueType === 'integer'
          ? t(signed ? 'dbc.signal.isSigned' : 'dbc.signal.isUnsigned')
          : t(`dbc.signal.valueTypes.${signal.valueType}`),
    },
    { title: t('dbc.signal.factor'), dataIndex: 'factor', key: 'factor', width: 80 },
    { title: t('dbc.signal.offset'), dataIndex: 'offset', key: 'offset', width: 80 },
    {
      title: t('dbc.signal.range'),
      key: 'range',
      width: 130,
      render: (_, signal) => `[${signal.min} | ${signal.max}]`,
    },
    { title: t('dbc.signal.unit'), dataIndex: 'unit', key: 'unit', width: 70 },
    {
      title: t('dbc.signal.receivers'),
      dataIndex: 'receivers',
      key: 'receivers',
      render: (receivers: string[]) => receivers.join(', '),
    },
    {
      title: t('dbc.signal.multiplex'),
      key: 'multiplex',
      width: 80,
      render: (_, signal) => {
        const text = multiplexText(signal);
        return text && <Tag color={signal.multiplexor ? 'gold' : 'default'}>{text}</Tag>;
      },
    },
    {
      title: t('dbc.signal.values'),
      key: 'values',
      render: (_, signal) => <ValueTable values={signal.values} />,
    },
  ];
  return (
    <WholeTable<DbcSignalView>
      rowKey="name"
      columns={columns}
      dataSource={[...signals]}
      scroll={{ x: 1100 }}
      data-testid="dbc-signal-table"
      expandable={{
        rowExpandable: (signal) => signal.comment !== null || Object.keys(signal.attributes).length > 0,
        expandedRowRender: (signal) => (
          <Flex vertical gap={4}>
            {signal.comment && <Typography.Text>{signal.comment}</Typography.Text>}
            <Attributes values={signal.attributes} />
          </Flex>
        ),
      }}
    />
  );
}
