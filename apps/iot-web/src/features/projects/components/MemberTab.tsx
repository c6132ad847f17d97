import { useState } from 'react';
import { Button, Flex, Popconfirm, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectMemberField } from '@fleetkey/contract';
import { NoData } from '../../common/NoData';
import { TABLE_PAGE_SIZE } from '../../common/paging';
import { GroupName, useGroupName } from './GroupName';
import { MemberPicker } from './MemberPicker';
import { actionsColumn } from '../../common/actions-column';

export interface MemberTabProps {
  field: ProjectMemberField;
  /** The members' ids, as the project detail gives them (device types by name). */
  ids: string[];
  loading: boolean;
  /** Whether the picker shows: the user may write projects and its scope reaches this kind. */
  canAdd: boolean;
  canRemove: boolean;
  adding: boolean;
  onAdd: (ids: string[], done: () => void) => void;
  onRemove: (id: string) => void;
}

/** The remove confirmation's question, naming a group by its name (other members by their ids). */
function RemoveTitle({ field, id }: { field: ProjectMemberField; id: string }) {
  const { t } = useTranslation();
  return t('projects.confirmRemove', { id: useGroupName(id, field === 'groups') });
}

/** One kind of a project's members: the add picker, and the members paged with a confirmed remove each. */
export function MemberTab({
  field,
  ids,
  loading,
  canAdd,
  canRemove,
  adding,
  onAdd,
  onRemove,
}: MemberTabProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  return (
    <Flex vertical gap={12} data-testid={`project-members-${field}`}>
      {canAdd && <MemberPicker field={field} adding={adding} onAdd={onAdd} />}
      <Table<{ id: string }>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={ids.map((id) => ({ id }))}
        locale={{ emptyText: <NoData /> }}
        onChange={(pagination) => setPage(pagination.current ?? 1)}
        pagination={{ current: page, pageSize: TABLE_PAGE_SIZE, size: 'small', hideOnSinglePage: true }}
        columns={[
          {
            title: t(`projects.memberId.${field}`),
            dataIndex: 'id',
            render: (id: string) => (field === 'groups' ? <GroupName groupid={id} /> : id),
          },
          ...(canRemove
            ? [
                actionsColumn<{ id: string }>(
                  t,
                  (row) => (
                    <Popconfirm
                      title={<RemoveTitle field={field} id={row.id} />}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => onRemove(row.id)}
                    >
                      <Button size="small" type="link" danger data-testid={`project-remove-${row.id}`}>
                        {t('projects.remove')}
                      </Button>
                    </Popconfirm>
                  ),
                  { width: 120 },
                ),
              ]
            : []),
        ]}
      />
    </Flex>
  );
}
