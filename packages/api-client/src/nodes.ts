import { toListQueryParams } from '@fleetkey/contract';
import type { ListResult, NodeFields, NodeImportResult, NodeUpdate, NodeView } from '@fleetkey/contract';
import type { ApiClient, FileAnswer } from './client';

/** The node list's window, order (by update date), search and type / OS filters. */
export interface NodeListQuery {
  skip?: number;
  limit?: number;
  descend?: boolean;
  search?: string;
  type?: string;
  os?: string;
}

const idsParam = (ids?: readonly string[]) => (ids && ids.length > 0 ? ids.join(',') : undefined);

/** AWFlow nodes (licence-portal.md §7 Nodes and boards). */
export function nodesApi(client: ApiClient) {
  const path = (id: string) => `/nodes/${encodeURIComponent(id)}`;
  return {
    /** GET /nodes: a page of nodes, latest change first unless told. */
    list: ({ search, type, os, ...window }: NodeListQuery = {}) =>
      client.get<ListResult<NodeView>>('/nodes', {
        query: { ...toListQueryParams(window), search: search || undefined, type, os },
      }),
    /** GET /nodes_download: a node file of every node, or of `ids`. */
    download: (ids?: readonly string[]): Promise<FileAnswer> =>
      client.getFile('/nodes_download', { query: { ids: idsParam(ids) } }),
    /** POST /nodes_upload: a JSON node file; all or nothing (a 400 lists every failure). */
    upload: (file: Blob, fileName: string) =>
      client.postFile<NodeImportResult>('/nodes_upload', file, fileName),
    /** POST /nodes: one new node (name unique ignoring case). */
    create: (body: NodeFields) => client.post<NodeView>('/nodes', { body }),
    /** GET /nodes/{id}. */
    get: (id: string) => client.get<NodeView>(path(id)),
    /** PUT /nodes/{id}: the fields to change. */
    update: (id: string, body: NodeUpdate) => client.put<NodeView>(path(id), { body }),
    /** DELETE /nodes/{id}. */
    remove: (id: string) => client.delete<null>(path(id)),
    /** POST /nodes/{id}: the node's demo file (replaces the one it had). */
    uploadDemo: (id: string, file: Blob, fileName: string) =>
      client.postFile<NodeView>(path(id), file, fileName),
    /** GET /nodes/{id}/demo: the node's demo file. */
    downloadDemo: (id: string): Promise<FileAnswer> => client.getFile(`${path(id)}/demo`),
    /** DELETE /nodes_batch_del: the nodes of `ids`, all or none. */
    removeMany: (ids: readonly string[]) => client.delete<null>('/nodes_batch_del', { body: { ids } }),
  };
}
