import type {
  PushMessage,
  TicketDetail,
  TicketTargetKind,
  TicketUpdate,
  TicketView,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import type { ListPage, ListWindow } from '../../../db/paging';
import { AppError } from '../../../platform/errors/app-error';
import { withOplog, type OplogActor } from '../../../platform/oplog/oplog';
import { oplogText } from '../../site/oplogs/oplog-texts';
import type { PushFilter } from './push-lists';
import { pushMessagesRepository } from './push-messages.repository';
import { resolveRecipients, type Recipients } from './recipients';
import { ticketsRepository } from './tickets.repository';

function parseTargets(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Tickets: a message to users named by mobile or id (all of them known, or nothing is sent), and edits. */
export function ticketsService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const tickets = ticketsRepository(db);

  async function detail(id: string): Promise<TicketDetail> {
    const ticket = await tickets.find(id);
    if (!ticket) throw AppError.of('NOT_FOUND');
    return {
      ...ticket,
      targets: parseTargets(ticket.targets),
      readCount: await pushMessagesRepository(db).readCount({ ticketId: id }),
    };
  }

  return {
    list: (query: ListWindow & PushFilter): Promise<ListPage<TicketView>> => tickets.list(query),

    detail,

    /** Sends the message to each named user in one transaction; 400 naming the unknown ones otherwise. */
    async create(actor: OplogActor, message: PushMessage, recipients: Recipients): Promise<TicketDetail> {
      const targetKind: TicketTargetKind = 'mobiles' in recipients ? 'mobiles' : 'userIds';
      const targets = 'mobiles' in recipients ? recipients.mobiles : recipients.userIds;
      const userIds = await resolveRecipients(db, recipients);
      const id = randomUUID();
      const now = clock.now();
      const pushed = targetKind === 'mobiles' ? 'pushedTicketByMobile' : 'pushedTicketByUserId';
      const text = oplogText(pushed, { title: message.title, count: userIds.length });
      await withOplog(db, clock, actor, text, async (trx) => {
        await ticketsRepository(trx).insert({
          id,
          ...message,
          targetKind,
          targets: JSON.stringify(targets),
          recipientCount: userIds.length,
          adminId: actor.adminId,
          adminName: actor.adminName,
          createdAt: now,
          updatedAt: now,
        });
        await pushMessagesRepository(trx).toUsers(message, id, userIds, now);
      });
      return detail(id);
    },

    /** Changes the ticket's title or content, and the same text of every message it delivered. */
    async update(actor: OplogActor, id: string, changes: TicketUpdate): Promise<TicketDetail> {
      const ticket = await detail(id);
      const { title, content } = changes;
      const text = {
        ...(title !== undefined ? { title } : {}),
        ...(content !== undefined ? { content } : {}),
      };
      await withOplog(
        db,
        clock,
        actor,
        oplogText('updatedTicket', { title: ticket.title, fields: Object.keys(text).join(', ') }),
        async (trx) => {
          await ticketsRepository(trx).update(id, { ...text, updatedAt: clock.now() });
          await pushMessagesRepository(trx).editTicket(id, text);
        },
      );
      return detail(id);
    },
  };
}
