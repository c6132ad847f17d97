import { useState } from 'react';
import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommandView, DeviceView } from '@fleetkey/contract';
import { PanelTable } from '../../common/PanelTable';
import { TABLE_PAGE_SIZE } from '../../common/paging';
import { useCommandHistory } from '../hooks/useDeviceDetail';
import { dateTimeColumn } from '../../common/date-time-column';

const STATE_COLORS = {
  queued: 'gold',
  sent: 'blue',
  replied: 'green',
  failed: 'red',
  timeout: 'red',
  expired: 'default',
} as const;

/** The device's recorded commands with their states and replies, newest first. */
export function CommandHistory({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useCommandHistory(device, page, TABLE_PAGE_SIZE);
  const columns: TableColumnsType<CommandView> = [
    dateTimeColumn(t('commands.sentAt'), 'sentAt', { width: 180 }),
    { title: t('commands.name'), dataIndex: 'cmd', key: 'cmd' },
    {
      title: t('commands.cmdtype'),
      dataIndex: 'cmdtype',
      key: 'cmdtype',
      render: (type: string) => t(`commands.types.${type}`),
    },
    {
      title: t('commands.params'),
      dataIndex: 'params',
      key: 'params',
      ellipsis: true,
      // A raw command's data as written, with its datatype; a JSON command's parameters as sent.
      render: (params: CommandView['params'], command) =>
        typeof params === 'string' ? (
          <Typography.Text
            code
            data-testid="command-params"
          >{`${command.datatype}: ${params}`}</Typography.Text>
        ) : Object.keys(params).length === 0 ? (
          '—'
        ) : (
          <Typography.Text code data-testid="command-params">
            {JSON.stringify(params)}
          </Typography.Text>
        ),
    },
    {
      title: t('commands.state'),
      dataIndex: 'state',
      key: 'state',
      render: (state: CommandView['state'], command) => (
        <>
          <Tag color={STATE_COLORS[state]} data-testid="command-state">
            {t(`commands.states.${state}`)}
          </Tag>
          {command.late && <Tag data-testid="command-late">{t('commands.late')}</Tag>}
        </>
      ),
    },
    {
      title: t('commands.reply'),
      dataIndex: 'reply',
      key: 'reply',
      render: (reply: CommandView['reply']) =>
        reply ? <Typography.Text code>{JSON.stringify(reply)}</Typography.Text> : '—',
    },
  ];
  return (
    <PanelTable<CommandView>
      query={history}
      page={page}
      onPage={setPage}
      rowKey="id"
      columns={columns}
      testId="command-history"
    />
  );
}
