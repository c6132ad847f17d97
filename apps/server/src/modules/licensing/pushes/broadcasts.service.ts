import type { BroadcastDetail, BroadcastView, PushMessage } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import type { ListPage, ListWindow } from '../../../db/paging';
import { AppError } from '../../../platform/errors/app-error';
import { withOplog, type OplogActor } from '../../../platform/oplog/oplog';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { broadcastsRepository } from './broadcasts.repository';
import type { PushFilter } from './push-lists';
import { pushMessagesRepository } from './push-messages.repository';

/** Broadcasts (licence-portal.md §4 "broadcast can be recalled"): a message to every user, and its recall. */
export function broadcastsService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const broadcasts = broadcastsRepository(db);

  async function found(id: string): Promise<BroadcastView> {
    const broadcast = await broadcasts.find(id);
    if (!broadcast) throw AppError.of('NOT_FOUND');
    return broadcast;
  }

  async function detail(id: string): Promise<BroadcastDetail> {
    const broadcast = await found(id);
    return { ...broadcast, readCount: await pushMessagesRepository(db).readCount({ broadcastId: id }) };
  }

  return {
    list: (query: ListWindow & PushFilter): Promise<ListPage<BroadcastView>> => broadcasts.list(query),

    detail,

    /** Sends the message to every user of the platform in one transaction, with the count it reached. */
    async create(actor: OplogActor, message: PushMessage): Promise<BroadcastDetail> {
      const id = randomUUID();
      const now = clock.now();
      await withOplog(db, clock, actor, oplogText('sentBroadcast', { title: message.title }), async (trx) => {
        await broadcastsRepository(trx).insert({
          id,
          ...message,
          recipientCount: 0,
          adminId: actor.adminId,
          adminName: actor.adminName,
          createdAt: now,
          recalledAt: null,
          recalledBy: null,
        });
        const reached = await pushMessagesRepository(trx).toEveryone(message, id, now);
        await broadcastsRepository(trx).setRecipientCount(id, reached);
      });
      return detail(id);
    },

    /** Removes the broadcast's messages from every user's centre, read or not; a second recall is 409. */
    async recall(actor: OplogActor, id: string): Promise<BroadcastDetail> {
      const broadcast = await found(id);
      if (broadcast.recalledAt !== null) throw AppError.of('BROADCAST_RECALLED');
      const text = oplogText('recalledBroadcast', { title: broadcast.title });
      await withOplog(db, clock, actor, text, async (trx) => {
        if (!(await broadcastsRepository(trx).markRecalled(id, clock.now(), actor.adminName))) {
          throw AppError.of('BROADCAST_RECALLED');
        }
        await pushMessagesRepository(trx).removeBroadcast(id);
      });
      return detail(id);
    },
  };
}
