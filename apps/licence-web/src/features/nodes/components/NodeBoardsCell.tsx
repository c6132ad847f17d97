import { useState } from 'react';
import { Button, Empty, List, Popover, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIST_LIMIT_MAX, type NodeView } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { BOARDS_ROOT, useBoardsApi } from '../../boards/hooks/useBoardsApi';

/** The target boards that run a node (GET /board_nodes?nodeId), asked for when the popover opens. */
export function NodeBoardsCell({ node }: { node: NodeView }) {
  const { t } = useTranslation();
  const api = useBoardsApi();
  const [open, setOpen] = useState(false);
  const links = useQuery({
    queryKey: [BOARDS_ROOT, 'node-links', node.id],
    queryFn: () => api.links({ nodeId: node.id, limit: LIST_LIMIT_MAX }),
    enabled: open,
    meta: { silentError: true },
  });

  const content = links.isPending ? (
    <Spin size="small" />
  ) : (
    <>
      <QueryError query={links} />
      {links.data &&
        (links.data.result.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('nodesAdmin.noBoards')} />
        ) : (
          <List
            size="small"
            dataSource={links.data.result}
            renderItem={(link) => <List.Item key={link.boardId}>{link.model}</List.Item>}
          />
        ))}
    </>
  );

  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      title={t('nodesAdmin.boardsTitle', { name: node.name })}
      content={<div style={{ minWidth: 220, maxHeight: 320, overflow: 'auto' }}>{content}</div>}
    >
      <Button type="link" size="small" style={{ paddingInline: 0 }} data-testid={`node-boards-${node.id}`}>
        {t('nodesAdmin.boardsOpen')}
      </Button>
    </Popover>
  );
}
