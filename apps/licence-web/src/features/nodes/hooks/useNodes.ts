import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NodeListQuery } from '@fleetkey/api-client';
import type { NodeFields, NodeUpdate } from '@fleetkey/contract';
import { saveBlob } from '@fleetkey/web-kit';
import { NODES_ROOT, useNodesApi } from './useNodesApi';

/** What the node screen shows: a search, type / OS filters, the order by update date and a page. */
export type NodeListView = Omit<NodeListQuery, 'skip' | 'limit'> & { page: number; pageSize: number };

/** One page of nodes as the screen asks for it. */
export function useNodeList({ page, pageSize, ...filter }: NodeListView) {
  const api = useNodesApi();
  return useQuery({
    queryKey: [NODES_ROOT, 'list', filter, page, pageSize],
    queryFn: () => api.list({ ...filter, skip: (page - 1) * pageSize, limit: pageSize }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/**
 * Create, import, edit, demo file, delete and export. The import and the edit form show their own refusals;
 * the rest report through the central toast. Every change refreshes every node list (boards name nodes,
 * so their lists too).
 */
export function useNodeActions() {
  const api = useNodesApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [NODES_ROOT] });
  return {
    importFile: useMutation({
      mutationFn: (file: File) => api.upload(file, file.name),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    create: useMutation({
      mutationFn: (body: NodeFields) => api.create(body),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: NodeUpdate }) => api.update(id, body),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    uploadDemo: useMutation({
      mutationFn: ({ id, file }: { id: string; file: File }) => api.uploadDemo(id, file, file.name),
      onSuccess: refresh,
    }),
    downloadDemo: useMutation({
      mutationFn: (id: string) => api.downloadDemo(id),
      onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? 'demo'),
    }),
    removeMany: useMutation({ mutationFn: (ids: string[]) => api.removeMany(ids), onSuccess: refresh }),
    exportFile: useMutation({
      mutationFn: (ids?: string[]) => api.download(ids),
      onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? 'nodes.json'),
    }),
  };
}
