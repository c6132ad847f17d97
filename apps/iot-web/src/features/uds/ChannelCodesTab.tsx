import { useState } from 'react';
import { App, Button, Card, Empty, Flex, Form, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { UDS_CHANNEL_CODES_MAX, udsChannelQuerySchema, type UdsErrorCodeView } from '@fleetkey/contract';
import { QueryError, zodRule, useDebounced } from '@fleetkey/web-kit';
import { useChannelCodeActions, useChannelCodes, useErrorCodes } from './hooks/useUds';
import { descriptionIn } from './uds-texts';
import { actionsColumn } from '../common/actions-column';

type Target = { channel: string; ecu: string };
const { shape } = udsChannelQuerySchema;
/** Catalogue entries offered per search. */
const OPTIONS_PAGE = 20;

/** The codes one channel/ECU reports: add catalogue entries (searched on the server), remove, save, clear. */
function ChannelCodes({ target }: { target: Target }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const describe = (entry: UdsErrorCodeView) => descriptionIn(entry, i18n.language);
  const saved = useChannelCodes(target);
  const actions = useChannelCodeActions();
  // The edited list; null until the user changes what the server holds.
  const [edited, setEdited] = useState<UdsErrorCodeView[] | null>(null);
  const [search, setSearch] = useState('');
  const options = useErrorCodes({
    page: 1,
    pageSize: OPTIONS_PAGE,
    descend: false,
    search: useDebounced(search.trim(), 250),
  });
  const codes = edited ?? saved.data?.codes ?? [];
  const add = (code: string) => {
    const entry = options.data?.result.find((option) => option.code === code);
    if (entry && !codes.some((c) => c.code === code)) setEdited([...codes, entry]);
  };
  const save = () =>
    actions.set.mutate(
      { ...target, codes: codes.map((c) => c.code) },
      {
        onSuccess: () => {
          setEdited(null);
          void message.success(t('uds.channels.saved'));
        },
      },
    );

  return (
    <Card
      size="small"
      title={t('uds.channels.title', target)}
      data-testid="uds-channel-card"
      extra={
        <Space>
          <Popconfirm
            title={t('uds.channels.confirmClear', target)}
            onConfirm={() =>
              actions.clear.mutate(target, {
                onSuccess: () => {
                  setEdited(null);
                  void message.success(t('uds.channels.cleared'));
                },
              })
            }
          >
            <Button danger disabled={codes.length === 0} data-testid="uds-channel-clear">
              {t('uds.channels.clear')}
            </Button>
          </Popconfirm>
          <Button
            type="primary"
            disabled={edited === null}
            loading={actions.set.isPending}
            onClick={save}
            data-testid="uds-channel-save"
          >
            {t('list.save')}
          </Button>
        </Space>
      }
    >
      <QueryError query={saved} />
      <Select
        showSearch={{ filterOption: false, onSearch: setSearch }}
        value={null}
        onChange={(code: string | null) => code && add(code)}
        placeholder={t('uds.channels.add')}
        style={{ width: '100%', marginBottom: 12 }}
        disabled={codes.length >= UDS_CHANNEL_CODES_MAX}
        loading={options.isFetching}
        notFoundContent={options.isFetching ? t('deviceSelect.searching') : t('list.noData')}
        options={(options.data?.result ?? []).map((entry) => ({
          value: entry.code,
          label: `${entry.sae} ${describe(entry)}`,
          disabled: codes.some((c) => c.code === entry.code),
        }))}
        data-testid="uds-channel-add"
      />
      <Table<UdsErrorCodeView>
        size="small"
        rowKey="code"
        loading={saved.isLoading}
        dataSource={codes}
        pagination={codes.length > 20 ? { pageSize: 20 } : false}
        locale={{ emptyText: <Empty description={t('uds.channels.empty')} /> }}
        data-testid="uds-channel-table"
        columns={[
          { key: 'code', title: t('uds.code'), render: (_, entry) => <Tag>{entry.sae}</Tag> },
          { key: 'description', title: t('uds.description'), render: (_, entry) => describe(entry) },
          actionsColumn(t, (entry) => (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => setEdited(codes.filter((c) => c.code !== entry.code))}
              data-testid={`uds-channel-remove-${entry.sae}`}
            >
              {t('uds.channels.remove')}
            </Button>
          )),
        ]}
      />
    </Card>
  );
}

/**
 * Channel/ECU code lists: which catalogue DTCs an ECU on a bus channel reports, so a device's answers can be
 * checked against what its ECUs are known to raise. Pick the channel and ECU address, then edit the list.
 */
export function ChannelCodesTab() {
  const { t } = useTranslation();
  const [target, setTarget] = useState<Target | null>(null);
  return (
    <Flex vertical gap={12}>
      <Form<Target>
        layout="inline"
        initialValues={{ channel: 'can0', ecu: '' }}
        onFinish={(values) =>
          setTarget({
            channel: values.channel.trim(),
            ecu: values.ecu.trim().toUpperCase().replace(/^0X/, '0x'),
          })
        }
        data-testid="uds-channel-form"
      >
        <Form.Item name="channel" label={t('uds.channel')} rules={[zodRule(shape.channel, t)]}>
          <Input style={{ width: 140 }} data-testid="uds-channel-name" />
        </Form.Item>
        <Form.Item name="ecu" label={t('uds.ecu')} tooltip={t('uds.ecuHint')} rules={[zodRule(shape.ecu, t)]}>
          <Input style={{ width: 160 }} placeholder="0x7E0" data-testid="uds-channel-ecu" />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="uds-channel-open">
          {t('uds.channels.open')}
        </Button>
      </Form>
      {target ? (
        <ChannelCodes key={`${target.channel}/${target.ecu}`} target={target} />
      ) : (
        <Empty description={t('uds.channels.pick')} />
      )}
    </Flex>
  );
}
