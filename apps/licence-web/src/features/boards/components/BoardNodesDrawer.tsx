import { Drawer, Empty, List, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BoardView } from '@fleetkey/contract';
import { LoadError } from '@fleetkey/web-kit';
import { useBoardNodes } from '../hooks/useBoards';

/** A board's related nodes, read fresh from GET /boards_node/{id}. */
export function BoardNodesDrawer({ board, onClose }: { board: BoardView; onClose: () => void }) {
  const { t } = useTranslation();
  const nodes = useBoardNodes(board.id);
  return (
    <Drawer open title={t('boardsAdmin.nodesTitle', { model: board.model })} onClose={onClose}>
      <div data-testid="board-nodes">
        {nodes.isError ? (
          <LoadError error={nodes.error} onRetry={() => void nodes.refetch()} />
        ) : nodes.isPending ? (
          <Spin />
        ) : nodes.data.length === 0 ? (
          <Empty description={t('boardsAdmin.noRelatedNodes')} />
        ) : (
          <List
            size="small"
            dataSource={nodes.data}
            renderItem={(node) => <List.Item>{node.name}</List.Item>}
          />
        )}
      </div>
    </Drawer>
  );
}
