import type { IPublishPacket, MqttClient } from 'mqtt';
import { puback } from './puback';

// MQTT.js hands each incoming message to `handleMessage` and reads the next packet only once its callback
// is called — which is also when it sends the PUBACK. An ingest session that acknowledges only after
// storing would then store one message per database commit (a few hundred a second). Instead the callback
// is released at once with an error, for which MQTT.js sends no PUBACK, and this module sends each PUBACK
// itself when the message's store settles, so the writer commits many in one batch. At most UNACKED_MAX
// are held at once: beyond that the next packet is read only when one settles, and the socket's own flow
// control makes the broker queue the rest in the session.

/** Messages being stored at once; a few batches' worth, well under the writer's own limit. */
const UNACKED_MAX = 20_000;

/** Why MQTT.js is told a message failed: only so that it reads on without acknowledging it. */
const DEFERRED = new Error('acknowledged once stored');

/** Stops storing: what arrives from now on stays unacknowledged (the broker sends it again elsewhere). */
export interface StoreDrain {
  /** Settles once every message already being stored is stored and acknowledged. */
  drain(): Promise<void>;
}

/**
 * Routes the client's incoming messages to `store`; a QoS 1 message is acknowledged once `store` settles,
 * never if it fails (the broker sends it again on the next connection), and the client reads on meanwhile.
 */
export function acknowledgeWhenStored(
  client: MqttClient,
  store: (packet: IPublishPacket) => Promise<void>,
): StoreDrain {
  let unacked = 0;
  let draining = false;
  const waiting: (() => void)[] = [];
  const drained: (() => void)[] = [];
  client.handleMessage = (packet, release) => {
    if (draining) return release(DEFERRED);
    const stored = store(packet);
    const { messageId } = packet;
    if (packet.qos !== 1 || messageId === undefined) {
      stored.then(
        () => release(),
        (error: unknown) => release(error instanceof Error ? error : new Error(String(error))),
      );
      return;
    }
    const connection = client.stream;
    unacked += 1;
    if (unacked < UNACKED_MAX) release(DEFERRED);
    else waiting.push(() => release(DEFERRED));
    const settled = () => {
      unacked -= 1;
      waiting.shift()?.();
      if (unacked === 0) drained.splice(0).forEach((resolve) => resolve());
    };
    stored.then(() => {
      settled();
      // After a reconnect the broker has sent the message again on the new connection, where its own
      // copy is acknowledged when stored: the old connection's id means nothing there.
      if (client.stream === connection && !connection.destroyed && client.connected)
        connection.write(puback(messageId));
    }, settled);
  };
  return {
    drain() {
      draining = true;
      // Packets held back by UNACKED_MAX are released unstored as their turn comes.
      return unacked === 0 ? Promise.resolve() : new Promise((resolve) => drained.push(resolve));
    },
  };
}
