import type { IPublishPacket, MqttClient } from 'mqtt';

// MQTT.js hands each incoming message to `handleMessage` and reads the next packet only once its callback
// is called — which is also when it sends the PUBACK. An ingest session that acknowledges only after
// storing would then store one message per database commit (a few hundred a second). Instead the callback
// is released at once with an error, for which MQTT.js sends no PUBACK, and this module sends each PUBACK
// itself when the message's store settles: the broker keeps up to its in-flight limit (max_inflight_messages)
// unacknowledged, and the writer commits them in batches.

/** Why MQTT.js is told a message failed: only so that it reads on without acknowledging it. */
const DEFERRED = new Error('acknowledged once stored');

/** PUBACK with no reason code (MQTT 3.1.1, and a success in MQTT 5): type 4, length 2, the message id. */
function puback(messageId: number): Buffer {
  return Buffer.from([0x40, 0x02, messageId >> 8, messageId & 0xff]);
}

/**
 * Routes the client's incoming messages to `store`; a QoS 1 message is acknowledged once `store` settles,
 * never if it fails (the broker sends it again on the next connection), and the client reads on meanwhile.
 */
export function acknowledgeWhenStored(
  client: MqttClient,
  store: (packet: IPublishPacket) => Promise<void>,
): void {
  client.handleMessage = (packet, release) => {
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
    release(DEFERRED);
    stored.then(
      () => {
        // After a reconnect the broker has sent the message again on the new connection, where its own
        // copy is acknowledged when stored: the old connection's id means nothing there.
        if (client.stream === connection && !connection.destroyed && client.connected)
          connection.write(puback(messageId));
      },
      () => undefined,
    );
  };
}
