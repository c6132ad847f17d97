import type { OplogTextKey, ServerTextParams } from '@fleetkey/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/kysely';
import type { Clock } from '../clock';
import { requireAdmin } from '../auth/auth.plugin';
import { oplogRepository } from './oplog.repository';

/** The administrator behind a write and where it came from, taken from the request. */
export interface OplogActor {
  adminId: string;
  adminName: string;
  ip: string;
}

/** The signed-in administrator as the operation log records them (403 for anyone else). */
export function oplogActor(request: FastifyRequest): OplogActor {
  const admin = requireAdmin(request);
  return { adminId: admin.id, adminName: admin.username, ip: request.ip };
}

/**
 * What an entry says: the key and values a console words it by in the reader's language, and the English
 * text stored beside them (the CSV export and the search read it). Made by modules/site/oplogs `oplogText`,
 * which words every key's English in one place.
 */
export interface OplogText {
  key: OplogTextKey;
  params: ServerTextParams;
  content: string;
}

/**
 * Runs an administrator's write and records it in the operation log in the same transaction: the write
 * and its record land together or not at all.
 */
export async function withOplog<T>(
  db: Db,
  clock: Clock,
  actor: OplogActor,
  text: OplogText,
  write: (trx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await write(trx);
    await oplogRepository(trx).insert({
      ...actor,
      content: text.content.slice(0, 1024),
      textKey: text.key,
      textParams: JSON.stringify(text.params),
      createdAt: clock.now(),
    });
    return result;
  });
}
