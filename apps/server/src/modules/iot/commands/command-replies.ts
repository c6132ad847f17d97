import type { CommandReply } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import type { Clock } from '../../../platform/clock';
import { parseReplyPayload } from '../ingest/device-payloads';
import { commandsRepository } from './commands.repository';

// Replies come back through the broker, so a confirmed command waits on whichever node took the HTTP call
// while the reply may be read by any node: every node records a reply it hears (the first write wins), and
// the node holding the waiter answers the caller.

/** Command replies on this node. */
export interface CommandReplies {
  /** Starts waiting for the reply of device `devid` to command `id`: the reply, or null after `timeoutMs`. */
  expect(id: string, devid: string, timeoutMs: number): Promise<CommandReply | null>;
  /** A cmd_reply message of a device: recorded, and handed to a waiter here if there is one. */
  received(devid: string, payload: Buffer): Promise<void>;
  /** Ends every wait (null), for shutdown. */
  close(): void;
}

interface Waiter {
  devid: string;
  settle: (reply: CommandReply | null) => void;
}

/** What else a recorded reply feeds (diagnostic answers): called once per reply, by the node that recorded it. */
export type ReplyRecorded = (id: string, devid: string, reply: CommandReply) => Promise<void>;

/** Starts the reply table of this node. */
export function createCommandReplies(db: Db, clock: Clock, recorded?: ReplyRecorded): CommandReplies {
  const waiters = new Map<string, Waiter>();
  const commands = commandsRepository(db);

  return {
    expect(id, devid, timeoutMs) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => settle(null), timeoutMs);
        const settle = (reply: CommandReply | null) => {
          clearTimeout(timer);
          waiters.delete(id);
          resolve(reply);
        };
        waiters.set(id, { devid, settle });
      });
    },

    async received(devid, payload) {
      const reply = parseReplyPayload(payload);
      if (!reply) return;
      // By convention code 0 (or no code) is done; any other code is the device saying it failed.
      const failed = reply.code !== undefined && reply.code !== 0 && reply.code !== '0';
      const first = await commands.markReplied(reply.id, devid, JSON.stringify(reply), clock.now(), failed);
      if (first && recorded) await recorded(reply.id, devid, reply);
      const waiter = waiters.get(reply.id);
      // Only the device the command went to may answer it.
      if (waiter?.devid === devid) waiter.settle(reply);
    },

    close() {
      for (const waiter of waiters.values()) waiter.settle(null);
    },
  };
}
