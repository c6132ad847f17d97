import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOnceMutation, saveBlob } from '@fleetkey/web-kit';
import type { BoardListQuery } from '@fleetkey/api-client';
import { LIST_LIMIT_MAX, type BoardFields, type BoardUpdate } from '@fleetkey/contract';
import { NODES_ROOT, useNodesApi } from '../../nodes/hooks/useNodesApi';
import { BOARDS_ROOT, useBoardsApi } from './useBoardsApi';

/** What the board screen shows: a search, an OS filter, the order by update date and a page. */
export type BoardListView = Omit<BoardListQuery, 'skip' | 'limit'> & { page: number; pageSize: number };

/** One page of boards as the screen asks for it. */
export function useBoardList({ page, pageSize, ...filter }: BoardListView) {
  const api = useBoardsApi();
  return useQuery({
    queryKey: [BOARDS_ROOT, 'list', filter, page, pageSize],
    queryFn: () => api.list({ ...filter, skip: (page - 1) * pageSize, limit: pageSize }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** The boards added last (GET /boards_new), as a one-page list. */
export function useNewestBoards(enabled: boolean) {
  const api = useBoardsApi();
  return useQuery({
    queryKey: [BOARDS_ROOT, 'newest'],
    queryFn: async () => {
      const result = await api.newest();
      return { result, totalCount: result.length };
    },
    enabled,
    meta: { silentError: true },
  });
}

/**
 * Every board's role, by board id (one call: a role per board, at most LIST_LIMIT_MAX shown); asked only
 * of administrators who may read roles.
 */
export function useBoardRoles(enabled: boolean) {
  const api = useBoardsApi();
  return useQuery({
    queryKey: [BOARDS_ROOT, 'roles'],
    queryFn: () => api.roles({ limit: LIST_LIMIT_MAX }),
    select: (page) => new Map(page.result.map((link) => [link.boardId, link])),
    enabled,
    meta: { silentError: true },
  });
}

/** A board's related nodes (GET /boards_node/{id}). */
export function useBoardNodes(boardId: string) {
  const api = useBoardsApi();
  return useQuery({ queryKey: [BOARDS_ROOT, 'nodes', boardId], queryFn: () => api.nodes(boardId) });
}

/** Every node by name, for picking a board's nodes. */
export function useNodeChoices() {
  const api = useNodesApi();
  return useQuery({
    queryKey: [NODES_ROOT, 'choices'],
    queryFn: () => api.list({ limit: LIST_LIMIT_MAX }),
    select: (page) => [...page.result].sort((a, b) => a.name.localeCompare(b.name)),
  });
}

/**
 * Create, edit, import, role link, delete and export. Forms and the import show their own refusals; the
 * rest report through the central toast. Every change refreshes the board lists.
 */
export function useBoardActions() {
  const api = useBoardsApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [BOARDS_ROOT] });
  return {
    create: useMutation({
      mutationFn: (body: BoardFields) => api.create(body),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: BoardUpdate }) => api.update(id, body),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    importFile: useOnceMutation({
      mutationFn: (file: File) => api.upload(file, file.name),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    setRole: useOnceMutation({
      mutationFn: ({ boardId, roleId }: { boardId: string; roleId: string | null }) =>
        api.setRole(boardId, roleId),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    removeMany: useMutation({ mutationFn: (ids: string[]) => api.removeMany(ids), onSuccess: refresh }),
    exportFile: useMutation({
      mutationFn: (ids?: string[]) => api.download(ids),
      onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? 'boards.json'),
    }),
  };
}
