import type { TestEngine } from './databases';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';

/** A loopback TCP proxy a test can cut and restore, to take a dependency away from the server. */
export interface TcpProxy {
  /** The proxy's own port: give this to the server instead of the target's. */
  readonly port: number;
  /** Drops every connection and refuses new ones until `restore`. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
  /** With `tls`: the handshakes that failed (a client that refused the certificate, for one). */
  refusedHandshakes(): number;
}

/** How the proxy listens: plain TCP, or TLS with this certificate and key (PEM) in front of plain TCP. */
export interface TcpProxyOptions {
  tls?: { cert: string; key: string };
}

/** Starts a proxy on a free loopback port to `targetPort` on 127.0.0.1. */
export async function startTcpProxy(targetPort: number, options: TcpProxyOptions = {}): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let refused = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A cut connection errors on the other side (ECONNRESET, EPIPE): that is the point of the cut.
    socket.on('error', () => socket.destroy());
  };
  const forward = (client: Socket) => {
    const upstream = connect(targetPort, '127.0.0.1');
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  const newServer = (): Server => {
    if (!options.tls) return createServer(forward);
    const server = createTlsServer(options.tls, forward);
    server.on('tlsClientError', () => (refused += 1));
    return server;
  };
  const listen = (server: Server, port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const stop = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

  let server = newServer();
  await listen(server, 0);
  const { port } = server.address() as AddressInfo;
  let open = true;
  const cut = async () => {
    if (!open) return;
    open = false;
    const closing = stop(server);
    for (const socket of sockets) socket.destroy();
    await closing;
  };
  return {
    port,
    cut,
    async restore() {
      if (open) return;
      server = newServer();
      await listen(server, port);
      open = true;
    },
    close: cut,
    refusedHandshakes: () => refused,
  };
}

/** The engine's databases, reached through the proxy (so a test can take the database away). */
export function throughProxy(postgres: TestEngine, proxy: () => TcpProxy): TestEngine {
  return {
    name: 'postgres',
    async create(dir) {
      const database = await postgres.create(dir);
      const url = new URL(database.url);
      url.port = String(proxy().port);
      return { url: url.toString(), drop: database.drop };
    },
  };
}
