import mqtt, { type IConnackPacket, type IPublishPacket } from 'mqtt';
import { acknowledgeWhenStored } from './acknowledge-when-stored';
import { endPersistentSession } from './end-session';

const CONNECT_TIMEOUT_MS = 10_000;

/** Another node's ingest session, held by this node while that node is silent. */
export interface TakenSession {
  /** Settles when the connection is gone: let go, or replaced by the owner coming back. */
  readonly ended: Promise<void>;
  /**
   * Stops storing, lets what is being stored be stored and acknowledged (for at most `drainMs`: a database
   * outage must not hold the connection forever), then disconnects: what was not acknowledged stays in the
   * session for its owner.
   */
  letGo(drainMs: number): Promise<void>;
}

/**
 * Connects to the broker as a silent node's persistent session (same client id, clean: false): the broker
 * hands over what it queued for that node and what it routes to it from now on, each acknowledged once
 * `store` settles. Undefined when the broker kept no such session (the node was retired): the empty one
 * this connection opened is ended again. The owner connecting again replaces this connection, which then
 * ends — it never reconnects by itself.
 */
export async function takeOverSession(
  url: string,
  clientId: string,
  store: (packet: IPublishPacket) => Promise<void>,
): Promise<TakenSession | undefined> {
  const client = mqtt.connect(url, {
    clientId,
    clean: false,
    reconnectPeriod: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
  });
  // Set before the connection opens: the broker sends what it kept for the session at once.
  const acknowledgements = acknowledgeWhenStored(client, store);
  const ended = new Promise<void>((resolve) => client.once('close', () => resolve()));
  const connack = await new Promise<IConnackPacket>((resolve, reject) => {
    client.once('connect', resolve);
    client.once('error', (error) => {
      client.end(true);
      reject(error);
    });
    void ended.then(() => reject(new Error(`the broker closed the connection as ${clientId}`)));
  });
  if (!connack.sessionPresent) {
    await client.endAsync(true);
    await endPersistentSession(url, clientId);
    return undefined;
  }
  return {
    ended,
    letGo: async (drainMs) => {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        acknowledgements.drain(),
        new Promise((resolve) => (timer = setTimeout(resolve, drainMs))),
      ]);
      clearTimeout(timer);
      // Not forced: the acknowledgements just written are sent before the connection closes.
      await client.endAsync(false);
    },
  };
}
