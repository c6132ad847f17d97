import { useMemo, useState } from 'react';
import { Flex, Input, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ErrorCodeDescription } from '@fleetkey/contract';
import { LoadError } from '@fleetkey/web-kit';
import { NoData } from '../../common/NoData';
import { useErrorCodes } from '../hooks/useDevReference';

/** The error-code catalogue: every code with its HTTP status and wording, searched on any of them. */
export function ErrorCodesPanel() {
  const { t, i18n } = useTranslation();
  const codes = useErrorCodes();
  const [search, setSearch] = useState('');
  const zh = i18n.language.startsWith('zh');
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (codes.data ?? []).filter(
      (entry) =>
        !needle ||
        [entry.code, String(entry.status), entry.message, entry.zh, entry.en].some((text) =>
          text.toLowerCase().includes(needle),
        ),
    );
  }, [codes.data, search]);
  if (codes.isError) return <LoadError error={codes.error} onRetry={() => void codes.refetch()} />;
  return (
    <Flex vertical gap={12} data-testid="dev-codes">
      <Flex gap={12} align="center" wrap>
        <Input.Search
          allowClear
          style={{ width: 320 }}
          placeholder={t('developer.codeSearch')}
          onSearch={setSearch}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="dev-code-search"
        />
        <Typography.Text type="secondary">
          <Typography.Text code copyable>
            GET /v1/dev/code_desc
          </Typography.Text>
        </Typography.Text>
      </Flex>
      <Table<ErrorCodeDescription>
        size="small"
        rowKey="code"
        loading={codes.isPending}
        dataSource={shown}
        locale={{ emptyText: <NoData /> }}
        pagination={{
          pageSize: 20,
          size: 'small',
          showSizeChanger: false,
          showTotal: (total) => t('developer.codeCount', { count: total }),
        }}
        columns={[
          {
            title: t('developer.code'),
            dataIndex: 'code',
            key: 'code',
            render: (code: string) => (
              <Typography.Text code copyable style={{ whiteSpace: 'nowrap' }}>
                {code}
              </Typography.Text>
            ),
          },
          {
            title: t('developer.status'),
            dataIndex: 'status',
            key: 'status',
            width: 100,
            sorter: (a, b) => a.status - b.status,
            render: (status: number) => <Tag color={status >= 500 ? 'red' : 'orange'}>{status}</Tag>,
          },
          {
            title: t('developer.text'),
            key: 'text',
            render: (_, entry) => (zh ? entry.zh : entry.en),
          },
          {
            title: t('developer.serverMessage'),
            dataIndex: 'message',
            key: 'message',
            render: (message: string) => <Typography.Text type="secondary">{message}</Typography.Text>,
          },
        ]}
      />
    </Flex>
  );
}
