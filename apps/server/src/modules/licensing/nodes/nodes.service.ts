import type { NodeFields, NodeImportResult, NodeUpdate, NodeView } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import type { ListPage, ListWindow } from '../../../db/paging';
import { AppError } from '../../../platform/errors/app-error';
import { blobStore } from '../../../platform/files/blob-store';
import { withOplog, type OplogActor } from '../../../platform/oplog/oplog';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { uniqueName } from '../permissions/unique-name';
import { nodeColumns, nodesRepository, type NodeFilter } from './nodes.repository';

/** Where nodes' demo files are kept under DATA_DIR. */
export const NODE_DEMOS = 'node-demos';

/** AWFlow nodes: imports all or nothing (re-import updates by name), edits, deletes with their links. */
export function nodesService({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const nodes = nodesRepository(db);

  async function found(id: string): Promise<NodeView> {
    const node = await nodes.find(id);
    if (!node) throw AppError.of('NOT_FOUND');
    return node;
  }

  return {
    found,

    list: (query: ListWindow & NodeFilter): Promise<ListPage<NodeView>> => nodes.list(query),

    /** The nodes of a checked node file in one transaction: every one written, or none. */
    async import(
      actor: OplogActor,
      fileName: string,
      rows: readonly NodeFields[],
    ): Promise<NodeImportResult> {
      const result = { created: 0, updated: 0 };
      const text = oplogText('importedNodes', { fileName, count: rows.length });
      // A name another import creates meanwhile answers NAME_IN_USE, and this import writes nothing.
      await uniqueName(() =>
        withOplog(db, clock, actor, text, async (trx) => {
          const repository = nodesRepository(trx);
          const ids = await repository.idsByName(rows.map((row) => row.name.toLowerCase()));
          const now = clock.now();
          for (const row of rows) {
            const id = ids.get(row.name.toLowerCase());
            if (id) {
              await repository.update(id, { ...nodeColumns(row), updatedAt: now });
              result.updated += 1;
            } else {
              await repository.insert(randomUUID(), row, now);
              result.created += 1;
            }
          }
        }),
      );
      return result;
    },

    /** One node made in the node screen's dialog (name unique ignoring case, like an import's). */
    async create(actor: OplogActor, fields: NodeFields): Promise<NodeView> {
      if (await nodes.nameTaken(fields.name)) throw AppError.of('NAME_IN_USE', { name: fields.name });
      const id = randomUUID();
      await uniqueName(() =>
        withOplog(db, clock, actor, oplogText('createdNode', { name: fields.name }), (trx) =>
          nodesRepository(trx).insert(id, fields, clock.now()),
        ),
      );
      return found(id);
    },

    async update(actor: OplogActor, id: string, body: NodeUpdate): Promise<NodeView> {
      const current = await found(id);
      if (body.name !== undefined && (await nodes.nameTaken(body.name, id)))
        throw AppError.of('NAME_IN_USE', { name: body.name });
      const text = oplogText('updatedNode', { name: current.name, fields: Object.keys(body).join(', ') });
      await uniqueName(() =>
        withOplog(db, clock, actor, text, (trx) =>
          nodesRepository(trx).update(id, { ...nodeColumns(body), updatedAt: clock.now() }),
        ),
      );
      return found(id);
    },

    /** Deletes the nodes, all or none (404 when one is missing), then their demo files. */
    async remove(actor: OplogActor, ids: readonly string[]): Promise<void> {
      const existing = await nodes.existing(ids);
      const missing = ids.find((id) => !existing.has(id));
      if (missing !== undefined) throw AppError.of('NOT_FOUND', { id: missing });
      const names = (await nodes.all(ids)).map((node) => node.name).join(', ');
      const { blobs } = await withOplog(db, clock, actor, oplogText('deletedNodes', { names }), (trx) =>
        nodesRepository(trx).delete(ids),
      );
      const store = blobStore(config.dataDir);
      for (const blob of blobs) await store.remove(NODE_DEMOS, blob);
    },
  };
}
