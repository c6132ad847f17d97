import type { Aedes } from 'aedes';
import { createServer, type Server } from 'node:http';
import { createWebSocketStream, WebSocketServer } from 'ws';

// MQTT over WebSocket for browsers and devices behind proxies that pass only HTTP. The `ws` server is
// used directly rather than through aedes-server-factory, which accepts an upgrade on any path: here
// only the configured path (e.g. /mqtt) is answered, and the subprotocol clients ask for (`mqtt`) is echoed.

/** Listens for MQTT over WebSocket on `port` and `path`, handing each connection to the broker. */
export async function listenMqttOverWebSocket(
  broker: Aedes,
  port: number,
  host: string,
  path: string,
): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' }).end('MQTT over WebSocket only');
  });
  const wss = new WebSocketServer({
    server,
    path,
    handleProtocols: (protocols) => (protocols.has('mqtt') ? 'mqtt' : ([...protocols][0] ?? false)),
  });
  wss.on('connection', (socket, request) => {
    broker.handle(createWebSocketStream(socket), request);
  });
  server.on('close', () => wss.close());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
