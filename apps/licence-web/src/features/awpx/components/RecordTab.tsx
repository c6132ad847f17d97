import { useState } from 'react';
import { App, Button, Flex, Select, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@fleetkey/web-kit';
import type { UserProtocolView } from '@fleetkey/contract';
import { useAdminGrants } from '../../admin-access/use-admin-grants';
import { ListTable, listPageOf } from '../../common/ListTable';
import { SearchBox } from '../../common/SearchBox';
import { timeColumn } from '../../common/time-sort';
import { TABLE_PAGE_SIZE } from '../../common/paging';
import { useListView } from '../../common/use-list-view';
import { useAwpxCatalogue, useUserProtocols } from '../hooks/useAwpx';
import { ProtocolDrawer } from './ProtocolDrawer';
import { UserProtocolDialog } from './UserProtocolDialog';

/**
 * The protocols users defined: search over name and owner, a catalogue filter, pages, and each one's fields.
 * Administrators read everyone's; a user sees their own and creates or edits them here.
 */
export function RecordTab() {
  const { t } = useTranslation();
  const { view, page, setPage, update } = useListView<{
    search: string;
    protocolId: string | undefined;
    descend: boolean;
  }>({ search: '', protocolId: undefined, descend: true });
  const [open, setOpen] = useState<UserProtocolView | null>(null);
  const [editing, setEditing] = useState<UserProtocolView | 'new' | null>(null);
  const { isAdmin } = useAdminGrants();
  const { message } = App.useApp();
  const list = useUserProtocols({ ...view, page, pageSize: TABLE_PAGE_SIZE });
  const catalogue = useAwpxCatalogue();

  const columns: TableColumnsType<UserProtocolView> = [
    {
      key: 'name',
      title: t('awpx.fields.name'),
      render: (_, p) => (
        <Typography.Link onClick={() => setOpen(p)} data-testid={`awpx-record-${p.name}`}>
          {p.name}
        </Typography.Link>
      ),
    },
    { key: 'owner', title: t('awpx.fields.owner'), dataIndex: 'owner' },
    { key: 'protocol', title: t('awpx.fields.protocol'), dataIndex: 'protocolName' },
    { key: 'version', title: t('awpx.fields.version'), dataIndex: 'version' },
    { key: 'fields', title: t('awpx.fields.fieldCount'), render: (_, p) => p.fields.length },
    timeColumn('updatedAt', t('awpx.fields.updatedAt'), view.descend, (p) => p.updatedAt),
  ];
  if (!isAdmin)
    columns.push({
      key: 'actions',
      title: t('awpin.actions'),
      render: (_, p) => (
        <Button
          size="small"
          type="link"
          onClick={() => setEditing(p)}
          data-testid={`awpx-mine-edit-${p.name}`}
        >
          {t('awpx.mine.edit')}
        </Button>
      ),
    });

  return (
    <>
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <SearchBox
          placeholder={t('awpx.searchPlaceholder')}
          testId="awpx-record-search"
          onSearch={(search) => update({ search })}
        />
        <Select<string>
          allowClear
          placeholder={t('awpx.protocolFilter')}
          style={{ width: 200 }}
          options={(catalogue.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          onChange={(protocolId) => update({ protocolId })}
          data-testid="awpx-record-protocol"
        />
        {!isAdmin && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="awpx-mine-new"
          >
            {t('awpx.mine.new')}
          </Button>
        )}
      </Flex>
      <QueryError query={list} />
      <ListTable<UserProtocolView>
        testId="awpx-record-table"
        {...listPageOf(list, page, setPage)}
        onOrder={(descend) => descend !== view.descend && update({ descend })}
        emptyText={t('awpx.recordEmpty')}
        columns={columns}
      />
      {open && <ProtocolDrawer protocol={open} onClose={() => setOpen(null)} />}
      {editing !== null && (
        <UserProtocolDialog
          protocol={editing === 'new' ? undefined : editing}
          onSaved={(name) => void message.success(t('awpx.mine.saved', { name }))}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
