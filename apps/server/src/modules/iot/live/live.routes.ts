import websocket from '@fastify/websocket';
import {
  LIVE_CLIENT_MESSAGE_MAX_BYTES,
  LIVE_SOCKET_PATH,
  SESSION_COOKIE,
  iotAllows,
  type IotPermission,
} from '@fleetkey/contract';
import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AppContext } from '../../../app-context';
import { readSession } from '../../../platform/auth/auth.plugin';
import { loadIotActor } from '../../../platform/auth/iot-actor';
import { sessionsRepository } from '../../../platform/auth/sessions.repository';
import { createLiveHub } from '../../../platform/live/live-hub';
import { serveLiveConnection, type LiveConnectionDeps } from '../../../platform/live/live-connection';
import { StartupError } from '../../../startup-error';
import { devicesRepository } from '../devices/devices.repository';
import { createLiveNotify } from '../ingest/live-notify';

const LIVE_PERMISSION: IotPermission = { resource: 'devices', action: 'read' };

/**
 * The real-time socket at /ws on the main port, and on WS_PORT when set (iot-console.md §4, §7
 * WebSocket). Sessions are the console's: the upgrade request's cookie, or a token in the login message.
 */
export async function liveRoutes({ app, db, bus, clock, config }: AppContext): Promise<void> {
  const sessions = sessionsRepository(db);
  const idleMs = config.session.idleMinutes * 60_000;
  const now = () => clock.now();
  const deps: LiveConnectionDeps = {
    hub: createLiveHub(bus, createLiveNotify(now)),
    // Watching a device is reading it: a sub-user needs `devices:read`, and sees only the devices of its scope.
    async userOfToken(token) {
      const session = await readSession(sessions, idleMs, clock, token);
      if (session?.principal.kind !== 'user' || session.mustChangePassword) return null;
      const actor = await loadIotActor(db, session.principal.id);
      return actor && iotAllows(actor.grants, LIVE_PERMISSION)
        ? { id: actor.userId, username: actor.username, scope: actor.scope }
        : null;
    },
    async deviceOf(user, devid, devtype) {
      const device = await devicesRepository(db).find(user.scope, devid);
      return device && (devtype === undefined || device.devtype === devtype)
        ? { devtype: device.devtype }
        : null;
    },
  };
  const open = new Set<{ shutdown(message: string): void }>();
  const publicHost = config.publicUrl ? new URL(config.publicUrl).hostname : undefined;

  // A page of another site may open a socket to this one and the browser would send the cookie along;
  // browsers always say which page asked (Origin), so only this server's own pages are served.
  const allowedOrigin = (request: IncomingMessage) => {
    const { origin, host } = request.headers;
    if (!origin) return true;
    if (!URL.canParse(origin)) return false;
    const from = new URL(origin).hostname;
    return (
      from === publicHost ||
      (host !== undefined && URL.canParse(`http://${host}`) && from === new URL(`http://${host}`).hostname)
    );
  };
  const serve = (socket: WebSocket, request: IncomingMessage, cookieToken: string | undefined) => {
    if (!allowedOrigin(request)) {
      socket.close(4401, 'origin not allowed');
      return;
    }
    const connection = serveLiveConnection(socket, request.socket, deps, cookieToken);
    open.add(connection);
    socket.once('close', () => open.delete(connection));
  };
  const shutdownAll = () => {
    for (const connection of open) connection.shutdown('server shutting down');
  };

  await app.register(websocket, {
    options: { maxPayload: LIVE_CLIENT_MESSAGE_MAX_BYTES },
    preClose: (done) => {
      shutdownAll();
      done();
    },
  });
  app.get(LIVE_SOCKET_PATH, { websocket: true }, (socket, request) => {
    serve(socket, request.raw, request.cookies[SESSION_COOKIE]);
  });

  if (config.wsPort === undefined) return;
  const server = createServer((_request, response) => response.writeHead(404).end());
  const wss = new WebSocketServer({
    server,
    path: LIVE_SOCKET_PATH,
    maxPayload: LIVE_CLIENT_MESSAGE_MAX_BYTES,
  });
  wss.on('connection', (socket, request) => {
    serve(socket, request, app.parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE]);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new StartupError(
          'WS_PORT',
          error.code === 'EADDRINUSE' ? `port ${config.wsPort} is already in use` : error.message,
        ),
      ),
    );
    server.listen(config.wsPort, config.host, resolve);
  });
  app.addHook('preClose', async () => {
    shutdownAll();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}
