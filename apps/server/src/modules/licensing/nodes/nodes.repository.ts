import type { NodeFields, NodeView } from '@fleetkey/contract';
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { NodesTable } from '../../../db/schema';
import { containsText } from '../../../db/search';

/** GET /nodes' search and filters. */
export interface NodeFilter {
  search?: string | undefined;
  type?: string | undefined;
  os?: string | undefined;
}

/** A node's demo blob, for the download and for removal. */
export interface NodeDemoBlob {
  fileName: string;
  blobName: string;
}

/** A stored node as the API shows it (info parsed back from its JSON text). */
export function toNodeView(row: Selectable<NodesTable>): NodeView {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    os: row.os,
    version: row.version,
    info: JSON.parse(row.info) as Record<string, unknown>,
    demo:
      row.demoFileName !== null && row.demoSize !== null && row.demoUploadedAt !== null
        ? { fileName: row.demoFileName, size: Number(row.demoSize), uploadedAt: Number(row.demoUploadedAt) }
        : null,
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
  };
}

/** A node's own columns from its fields. */
export function nodeColumns(fields: Partial<NodeFields>): Updateable<NodesTable> {
  const { info, name, ...rest } = fields;
  return {
    ...rest,
    ...(name !== undefined ? { name, nameKey: name.toLowerCase() } : {}),
    ...(info !== undefined ? { info: JSON.stringify(info) } : {}),
  };
}

/** Node queries. */
export function nodesRepository(db: Db) {
  const filtered = (filter: NodeFilter) => {
    let select = db.selectFrom('nodes').selectAll();
    if (filter.search) {
      const search = filter.search;
      select = select.where((eb) =>
        eb.or([containsText('nodes.name', search), containsText('nodes.description', search)]),
      );
    }
    if (filter.type) select = select.where('type', '=', filter.type);
    if (filter.os) select = select.where('os', '=', filter.os);
    return select;
  };

  return {
    async list(query: ListWindow & NodeFilter): Promise<ListPage<NodeView>> {
      const page = await listPage(filtered(query), query, 'nodes.updatedAt', 'nodes.id');
      return { ...page, result: page.result.map(toNodeView) };
    },

    /** Every node, or those of `ids`, by name (the download). */
    async all(ids: readonly string[] | undefined): Promise<NodeView[]> {
      let select = db.selectFrom('nodes').selectAll().orderBy('nameKey');
      if (ids) {
        if (ids.length === 0) return [];
        select = select.where('id', 'in', ids);
      }
      return (await select.execute()).map(toNodeView);
    },

    async find(id: string): Promise<NodeView | undefined> {
      const row = await db.selectFrom('nodes').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toNodeView(row);
    },

    /** Ids of the nodes with these lower-cased names, by name. */
    async idsByName(nameKeys: readonly string[]): Promise<Map<string, string>> {
      if (nameKeys.length === 0) return new Map();
      const rows = await db
        .selectFrom('nodes')
        .select(['id', 'nameKey'])
        .where('nameKey', 'in', nameKeys)
        .execute();
      return new Map(rows.map((row) => [row.nameKey, row.id]));
    },

    /** The ids among these that exist. */
    async existing(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('nodes').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((row) => row.id));
    },

    /** Whether a node (other than `exceptId`) has the name, ignoring case. */
    async nameTaken(name: string, exceptId?: string): Promise<boolean> {
      let select = db.selectFrom('nodes').select('id').where('nameKey', '=', name.toLowerCase());
      if (exceptId !== undefined) select = select.where('id', '!=', exceptId);
      return (await select.executeTakeFirst()) !== undefined;
    },

    async insert(id: string, fields: NodeFields, now: number): Promise<void> {
      await db
        .insertInto('nodes')
        .values({
          id,
          name: fields.name,
          nameKey: fields.name.toLowerCase(),
          type: fields.type,
          description: fields.description,
          os: fields.os,
          version: fields.version,
          info: JSON.stringify(fields.info),
          demoFileName: null,
          demoBlobName: null,
          demoSize: null,
          demoUploadedAt: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    },

    async update(id: string, changes: Updateable<NodesTable>): Promise<void> {
      await db.updateTable('nodes').set(changes).where('id', '=', id).execute();
    },

    async demoOf(id: string): Promise<NodeDemoBlob | undefined> {
      const row = await db
        .selectFrom('nodes')
        .select(['demoFileName', 'demoBlobName'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.demoFileName && row.demoBlobName
        ? { fileName: row.demoFileName, blobName: row.demoBlobName }
        : undefined;
    },

    /**
     * Deletes the nodes (their board links cascade) and the roles' items naming them, so no permission
     * tree keeps a node that is gone; answers the deleted nodes' names and demo blobs.
     */
    async delete(ids: readonly string[]): Promise<{ names: string[]; blobs: string[] }> {
      const rows = await db
        .selectFrom('nodes')
        .select(['name', 'demoBlobName'])
        .where('id', 'in', ids)
        .orderBy('nameKey')
        .execute();
      await db.deleteFrom('rolePermissions').where('type', '=', 'node').where('itemId', 'in', ids).execute();
      await db.deleteFrom('nodes').where('id', 'in', ids).execute();
      return {
        names: rows.map((row) => row.name),
        blobs: rows.flatMap((row) => (row.demoBlobName ? [row.demoBlobName] : [])),
      };
    },
  };
}
