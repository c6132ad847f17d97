import type { ListResult, MessageType, MessageView } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import type { ListWindow } from '../../../db/paging';
import { AppError } from '../../../platform/errors/app-error';
import { messagesRepository, type MessageFilter, type MessageRow } from './messages.repository';
import { readServerText } from './server-text';

/** The message centre's list: a page of messages and the user's unread total for the badge. */
export type MessageList = ListResult<MessageView> & { unreadCount: number; count?: number };

function toView(row: MessageRow): MessageView {
  return {
    id: row.id,
    // Messages are only written with MESSAGE_TYPES codes (messagesRepository.insert callers, broadcasts).
    type: row.type as MessageType,
    title: row.title,
    content: row.content,
    read: row.readAt !== null,
    createdAt: row.createdAt,
    ...readServerText(row),
  };
}

/** A user's own messages: reading them and marking them read. */
export function messagesService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const messages = messagesRepository(db);

  return {
    async list(userId: string, query: ListWindow & MessageFilter): Promise<MessageList> {
      const [page, unreadCount] = await Promise.all([
        messages.list(userId, query),
        messages.countUnread(userId),
      ]);
      return { ...page, unreadCount, result: page.result.map(toView) };
    },

    unreadCount: (userId: string): Promise<number> => messages.countUnread(userId),

    async get(userId: string, id: string): Promise<MessageView> {
      const row = await messages.findOwn(id, userId);
      if (!row) throw AppError.of('NOT_FOUND');
      return toView(row);
    },

    /** Marks every unread message of the user read; answers how many were marked. */
    markAllRead: (userId: string): Promise<number> => messages.markRead(userId, undefined, clock.now()),

    /** Marks one of the user's messages read (again is harmless); 404 for anyone else's. */
    async markRead(userId: string, id: string): Promise<MessageView> {
      await messages.markRead(userId, id, clock.now());
      const row = await messages.findOwn(id, userId);
      if (!row) throw AppError.of('NOT_FOUND');
      return toView(row);
    },
  };
}
