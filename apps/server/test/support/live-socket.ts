import type { LiveServerMessage } from '@fleetkey/contract';
import { createServer, type AddressInfo } from 'node:net';
import WebSocket from 'ws';

// A client of the real-time socket /ws for tests: messages kept until a test asks for them.

export interface Live {
  socket: WebSocket;
  /** The next server message that `match` accepts (earlier ones are skipped). */
  next(match?: (message: LiveServerMessage) => boolean): Promise<LiveServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  send(message: object): void;
}

export function openLive(url: string, headers: Record<string, string> = {}): Promise<Live> {
  const socket = new WebSocket(url, { headers });
  const inbox: LiveServerMessage[] = [];
  const waiting: { match: (m: LiveServerMessage) => boolean; resolve: (m: LiveServerMessage) => void }[] = [];
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as LiveServerMessage;
    const index = waiting.findIndex((w) => w.match(message));
    if (index >= 0) waiting.splice(index, 1)[0]?.resolve(message);
    else inbox.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        closed,
        send: (message) => socket.send(JSON.stringify(message)),
        next: (match = () => true) => {
          const index = inbox.findIndex(match);
          if (index >= 0) return Promise.resolve(inbox.splice(index, 1)[0] as LiveServerMessage);
          return new Promise((resolveMessage) => waiting.push({ match, resolve: resolveMessage }));
        },
      }),
    );
  });
}

/** A TCP port free on 127.0.0.1 now (for the socket's WS_PORT). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
