import type { ApiClient } from '@fleetkey/api-client';
import type { BoardView, ListResult, NodeView } from '@fleetkey/contract';

// Nodes and boards made through the real calls, for tests that need a stored one to point at.

/** A node of this name imported from a one-node file; answers the stored node. */
export async function importedNode(client: ApiClient, name: string): Promise<NodeView> {
  const form = new FormData();
  form.append('file', new Blob([JSON.stringify([{ name }])]), 'node.json');
  await client.post('/nodes_upload', { body: form });
  const page = await client.get<ListResult<NodeView>>('/nodes', { query: { search: name } });
  const node = page.result.find((found) => found.name === name);
  if (!node) throw new Error(`node ${name} was not imported`);
  return node;
}

/** A new target board of this model. */
export function createdBoard(client: ApiClient, model: string): Promise<BoardView> {
  return client.post<BoardView>('/boards', { body: { model } });
}
