import type { Duplex } from 'node:stream';
import { corkPerTurn } from '../cork-per-turn';
import { puback } from './puback';

// Aedes acknowledges a QoS 1 message and forwards it to subscribers in the same step, and reads a client's
// next packets only once that step is done. Holding that step until the message is stored kept each
// device's next messages unread for a whole commit, and live watchers saw every message a commit late (p99
// 775 ms at 10,000 msgs/s). So the embedded broker takes the step at once as a QoS 0 message (forwarded,
// no PUBACK) and this module sends the PUBACK itself once the message is stored: live watchers see a message
// as it comes, as they do behind an external broker, and the acknowledgement still means stored.

/** QoS 1 messages of one client held unacknowledged at once; beyond it, its next packets wait unread. */
export const HELD_MAX = 1_000;

/** One client's messages waiting for their store. */
export interface HeldAcks {
  /**
   * Sends the PUBACK of `messageId` once `stored` settles, in the order messages came (MQTT requires it);
   * calls `read` (which lets the client's next packets be read) at once, or when fewer than HELD_MAX are held.
   */
  hold(messageId: number, stored: Promise<void>, read: () => void): void;
}

/** Acknowledgements for the client on `connection`; a store that fails calls `failed` (once) and acks stop. */
export function holdAcks(connection: Duplex, failed: (error: Error) => void): HeldAcks {
  const held: { messageId: number; stored: boolean }[] = [];
  const waiting: (() => void)[] = [];
  let broken = false;
  const cork = corkPerTurn(connection);

  const flush = () => {
    while (held[0]?.stored) {
      const { messageId } = held[0];
      held.shift();
      if (!connection.destroyed) {
        const ack = puback(messageId);
        cork(ack.length);
        connection.write(ack);
      }
      waiting.shift()?.();
    }
  };

  return {
    hold(messageId, stored, read) {
      const entry = { messageId, stored: false };
      held.push(entry);
      if (held.length <= HELD_MAX) read();
      else waiting.push(read);
      stored.then(
        () => {
          entry.stored = true;
          // Nothing after a failed message is acknowledged: the client sends all of them again.
          if (!broken) flush();
        },
        (error: unknown) => {
          if (broken) return;
          broken = true;
          failed(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  };
}
