import { toListQueryParams } from '@fleetkey/contract';
import type {
  BoardFields,
  BoardImportResult,
  BoardNodeLink,
  BoardNodeRef,
  BoardRoleView,
  BoardUpdate,
  BoardView,
  ListResult,
} from '@fleetkey/contract';
import type { ApiClient, FileAnswer } from './client';

/** The board list's window, order (by update date), search and OS filter. */
export interface BoardListQuery {
  skip?: number;
  limit?: number;
  descend?: boolean;
  search?: string;
  os?: string;
}

/** Target boards, their nodes and their roles (licence-portal.md §7 Nodes and boards, /board_role). */
export function boardsApi(client: ApiClient) {
  const path = (id: string) => `/boards/${encodeURIComponent(id)}`;
  return {
    /** GET /boards: a page of boards with their related nodes. */
    list: ({ search, os, ...window }: BoardListQuery = {}) =>
      client.get<ListResult<BoardView>>('/boards', {
        query: { ...toListQueryParams(window), search: search || undefined, os },
      }),
    /** GET /boards_new: the boards added last. */
    newest: () => client.get<BoardView[]>('/boards_new'),
    /** GET /boards_download: a board file of every board, or of `ids`. */
    download: (ids?: readonly string[]): Promise<FileAnswer> =>
      client.getFile('/boards_download', {
        query: { ids: ids && ids.length > 0 ? ids.join(',') : undefined },
      }),
    /** POST /boards_upload: a JSON board file; all or nothing (a 400 lists every failure). */
    upload: (file: Blob, fileName: string) =>
      client.postFile<BoardImportResult>('/boards_upload', file, fileName),
    /** POST /boards: a new board (model unique ignoring case) and its related nodes. */
    create: (body: BoardFields) => client.post<BoardView>('/boards', { body }),
    /** GET /boards/{id}. */
    get: (id: string) => client.get<BoardView>(path(id)),
    /** PUT /boards/{id}: the fields to change; `nodeIds` replaces the related nodes. */
    update: (id: string, body: BoardUpdate) => client.put<BoardView>(path(id), { body }),
    /** DELETE /boards/{id}. */
    remove: (id: string) => client.delete<null>(path(id)),
    /** DELETE /boards_batch_del: the boards of `ids`, all or none. */
    removeMany: (ids: readonly string[]) => client.delete<null>('/boards_batch_del', { body: { ids } }),
    /** GET /board_nodes?nodeId|boardId: board–node links, e.g. the boards that run a node. */
    links: (query: { nodeId?: string; boardId?: string; skip?: number; limit?: number }) =>
      client.get<ListResult<BoardNodeLink>>('/board_nodes', { query: { ...query } }),
    /** GET /boards_node/{id}: a board's related nodes. */
    nodes: (id: string) => client.get<BoardNodeRef[]>(`/boards_node/${encodeURIComponent(id)}`),
    /** GET /board_role: board–role links, of one board or one role. */
    roles: (query: { boardId?: string; roleId?: string; skip?: number; limit?: number } = {}) => {
      const { boardId, roleId, ...window } = query;
      return client.get<ListResult<BoardRoleView>>('/board_role', {
        query: { ...toListQueryParams(window), boardId, roleId },
      });
    },
    /** PUT /board_role: links the board to a role (null: unlinks it). */
    setRole: (boardId: string, roleId: string | null) =>
      client.put<BoardRoleView | null>('/board_role', { body: { boardId, roleId } }),
  };
}
