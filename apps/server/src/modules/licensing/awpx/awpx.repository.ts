import type { AggregationProtocolView, UserProtocolSave, UserProtocolView } from '@fleetkey/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import { containsText } from '../../../db/search';
import { createdPerQuarterHour } from '../../accounts/registrations/registrations.repository';

/** GET /awpx/user_protocol's owner, search and catalogue filter. */
export interface UserProtocolFilter {
  /** Only this user's protocols (a user's own call); absent for an administrator. */
  userId?: string | undefined;
  search?: string | undefined;
  protocolId?: string | undefined;
}

type ProtocolRow = Omit<UserProtocolView, 'fields' | 'byteOrder' | 'createdAt' | 'updatedAt'> & {
  fields: string;
  byteOrder: string;
  createdAt: number | string;
  updatedAt: number | string;
};

const toView = (row: ProtocolRow): UserProtocolView => ({
  ...row,
  byteOrder: row.byteOrder === 'little' ? 'little' : 'big',
  fields: JSON.parse(row.fields) as UserProtocolView['fields'],
  createdAt: Number(row.createdAt),
  updatedAt: Number(row.updatedAt),
});

/** AWPX queries: the catalogue, users' protocols and their counts. */
export function awpxRepository(db: Db) {
  const protocols = () =>
    db
      .selectFrom('awpxUserProtocols as p')
      .innerJoin('users as u', 'u.id', 'p.userId')
      .innerJoin('awpxProtocols as c', 'c.id', 'p.protocolId')
      .select([
        'p.id',
        'p.userId',
        // A user without a user name is known by their mobile.
        sql<string>`coalesce(nullif(${sql.ref('u.username')}, ''), ${sql.ref('u.mobile')}, '')`.as('owner'),
        'p.name',
        'p.protocolId',
        'c.name as protocolName',
        'p.version',
        'p.description',
        'p.byteOrder',
        'p.fields',
        'p.createdAt',
        'p.updatedAt',
      ]);

  return {
    async catalogue(): Promise<AggregationProtocolView[]> {
      const rows = await db
        .selectFrom('awpxProtocols as c')
        .select(['c.id', 'c.name', 'c.category', 'c.version', 'c.description'])
        .select((eb) =>
          eb
            .selectFrom('awpxUserProtocols')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('awpxUserProtocols.protocolId', '=', 'c.id')
            .as('userProtocols'),
        )
        .orderBy('c.sort')
        .execute();
      return rows.map((row) => ({ ...row, userProtocols: Number(row.userProtocols ?? 0) }));
    },

    async protocolExists(id: string): Promise<boolean> {
      return (
        (await db.selectFrom('awpxProtocols').select('id').where('id', '=', id).executeTakeFirst()) !==
        undefined
      );
    },

    async list(query: ListWindow & UserProtocolFilter): Promise<ListPage<UserProtocolView>> {
      let select = protocols();
      if (query.userId) select = select.where('p.userId', '=', query.userId);
      if (query.search) {
        const search = query.search;
        select = select.where((eb) =>
          eb.or([
            containsText('p.name', search),
            containsText('u.username', search),
            containsText('u.mobile', search),
          ]),
        );
      }
      if (query.protocolId) select = select.where('p.protocolId', '=', query.protocolId);
      const page = await listPage(select, query, 'p.updatedAt', 'p.id');
      return { ...page, result: page.result.map((row) => toView(row as ProtocolRow)) };
    },

    async find(id: string): Promise<UserProtocolView | undefined> {
      const row = await protocols().where('p.id', '=', id).executeTakeFirst();
      return row && toView(row);
    },

    async idByName(userId: string, name: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('awpxUserProtocols')
        .select('id')
        .where('userId', '=', userId)
        .where('nameKey', '=', name.toLowerCase())
        .executeTakeFirst();
      return row?.id;
    },

    async insert(id: string, userId: string, protocol: UserProtocolSave, now: number): Promise<void> {
      await db
        .insertInto('awpxUserProtocols')
        .values({ id, userId, ...columns(protocol), createdAt: now, updatedAt: now })
        .execute();
    },

    async update(id: string, protocol: UserProtocolSave, now: number): Promise<void> {
      await db
        .updateTable('awpxUserProtocols')
        .set({ ...columns(protocol), updatedAt: now })
        .where('id', '=', id)
        .execute();
    },

    /** User protocols and their distinct owners per catalogue protocol. */
    async perProtocol(): Promise<{ protocolId: string; userProtocols: number; users: number }[]> {
      const rows = await db
        .selectFrom('awpxUserProtocols')
        .select([
          'protocolId',
          (eb) => eb.fn.countAll<number | string>().as('n'),
          (eb) => eb.fn.count<number | string>('userId').distinct().as('users'),
        ])
        .groupBy('protocolId')
        .execute();
      return rows.map((row) => ({
        protocolId: row.protocolId,
        userProtocols: Number(row.n),
        users: Number(row.users),
      }));
    },

    async owners(): Promise<number> {
      const row = await db
        .selectFrom('awpxUserProtocols')
        .select((eb) => eb.fn.count<number | string>('userId').distinct().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** User protocols created in [from, to) per quarter hour (any zone's days are sums of whole buckets). */
    createdPerQuarterHour(from: number, to: number): Promise<{ start: number; count: number }[]> {
      return createdPerQuarterHour(db, 'awpxUserProtocols', from, to);
    },
  };
}

// A protocol's stored columns.
const columns = (protocol: UserProtocolSave) => ({
  name: protocol.name,
  nameKey: protocol.name.toLowerCase(),
  protocolId: protocol.protocolId,
  version: protocol.version,
  description: protocol.description,
  byteOrder: protocol.byteOrder,
  fields: JSON.stringify(protocol.fields),
});
