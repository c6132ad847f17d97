import mqtt, { type IConnackPacket } from 'mqtt';

/** Connects and answers the client with the broker's CONNACK (which says whether a session was kept). */
function connectWithAck(url: string, clientId: string, clean: boolean) {
  const client = mqtt.connect(url, { clientId, clean, reconnectPeriod: 0 });
  return new Promise<{ client: typeof client; connack: IConnackPacket }>((resolve, reject) => {
    client.once('connect', (connack) => resolve({ client, connack }));
    client.once('error', (error) => {
      client.end(true);
      reject(error);
    });
  });
}

/**
 * Ends a persistent MQTT session on a broker, with what it queued: a clean connection under its client id
 * replaces it. Answers whether there was one. Whoever holds that client id is disconnected by the broker,
 * so end a server node's ingest session only once the node is stopped for good.
 */
export async function endPersistentSession(url: string, clientId: string): Promise<{ hadSession: boolean }> {
  // A persistent connection first, only to learn whether the broker kept a session; nothing sent on it is
  // acknowledged (QoS 1 is acknowledged by the handler, which never calls back), so nothing counts as taken.
  const probe = await connectWithAck(url, clientId, false);
  probe.client.handleMessage = () => undefined;
  await probe.client.endAsync(true);
  const clean = await connectWithAck(url, clientId, true);
  await clean.client.endAsync();
  return { hadSession: probe.connack.sessionPresent };
}
