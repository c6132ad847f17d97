import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { sameHash, serverSecret } from '../../../platform/secret';
import { deviceSecretHash } from '../devices/device-secret';
import { createAuthThrottle } from './auth-throttle';
import { deviceAuthRepository } from './device-auth.repository';
import { mayPublish, maySubscribe, type DeviceIdentity } from './topic-acl';

// An external broker cluster (EMQX) asks the server whether a client may connect and use a topic, with
// its HTTP authenticator and authorizer (README: "MQTT over an external broker"). Devices answer to the
// same rules as on the embedded broker; the server's own clients sign in with MQTT_URL's user and password.

const authBody = z.object({
  clientid: z.string().max(256).default(''),
  username: z.string().max(256).default(''),
  password: z.string().max(256).default(''),
});
const aclBody = z.object({
  clientid: z.string().max(256).default(''),
  username: z.string().max(256).default(''),
  topic: z.string().min(1).max(1024),
  action: z.enum(['publish', 'subscribe', 'all']),
});

type Verdict = { result: 'allow' | 'deny'; is_superuser?: boolean };

const digest = (text: string) => createHash('sha256').update(text).digest();
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** POST /v1/mqtt/auth and /v1/mqtt/acl, when MQTT_HTTP_AUTH_SECRET is set (else they do not exist). */
export function mqttHttpAuthRoutes({ app, db, config, clock }: AppContext): void {
  const secret = config.mqttHttpAuthSecret;
  if (!secret) return;
  const devices = deviceAuthRepository(db);
  const log = app.log.child({ module: 'mqtt-http-auth' });
  // As on the embedded broker: 10 wrong secrets for a device id within a minute lock it for a minute
  // (counted per node), and every refusal is a structured log line.
  const throttle = createAuthThrottle(() => clock.now());
  const deny = (event: string, fields: Record<string, string>, reason: string): Verdict => {
    log.warn({ event, ...fields, reason }, reason);
    return { result: 'deny' };
  };
  const serverUrl = config.mqttUrl && URL.canParse(config.mqttUrl) ? new URL(config.mqttUrl) : undefined;
  const serverUser = serverUrl?.username ? decodeURIComponent(serverUrl.username) : undefined;
  const serverPassword = decodeURIComponent(serverUrl?.password ?? '');

  const guard = (authorization: string | undefined) => {
    if (!authorization?.startsWith('Bearer ') || !same(authorization.slice(7), secret))
      throw AppError.of('UNAUTHORIZED');
  };
  const identityOf = async (devid: string): Promise<DeviceIdentity | undefined> => {
    const row = await devices.credentials(devid);
    if (!row) return undefined;
    const subdevs = new Map((await devices.subdevices([devid])).map((sub) => [sub.devid, sub.devtype]));
    return { devid, devtype: row.devtype, userId: row.userId, secretUpdatedAt: row.secretUpdatedAt, subdevs };
  };

  app.post(
    '/v1/mqtt/auth',
    { schema: { body: authBody }, config: { audience: 'device', csrf: false } },
    async (request): Promise<Verdict> => {
      guard(request.headers.authorization);
      const { username, password, clientid } = request.body;
      if (serverUser !== undefined && same(username, serverUser)) {
        return same(password, serverPassword) ? { result: 'allow', is_superuser: true } : { result: 'deny' };
      }
      const who = { devid: username, clientId: clientid };
      if (!username || !password) return deny('device_connect_refused', who, 'no device id or secret');
      if (throttle.locked(username))
        return deny('device_connect_refused', who, 'too many wrong secrets; locked for a minute');
      const row = await devices.credentials(username);
      const valid =
        row !== undefined &&
        row.secretHash !== '' &&
        sameHash(deviceSecretHash(serverSecret(config), row.devid, password), row.secretHash);
      if (!valid) {
        throttle.failed(username);
        return deny('device_connect_refused', who, 'wrong device id or secret');
      }
      throttle.succeeded(username);
      // As on the embedded broker: the client id is the device's (or, for a gateway, a sub-device's).
      const ownsSession =
        clientid === row.devid ||
        (await devices.subdevices([row.devid])).some((sub) => sub.devid === clientid);
      if (!ownsSession) return deny('device_connect_refused', who, 'client id is not the device id');
      log.info({ event: 'device_connect_allowed', ...who }, 'device signed in');
      return { result: 'allow', is_superuser: false };
    },
  );

  app.post(
    '/v1/mqtt/acl',
    { schema: { body: aclBody }, config: { audience: 'device', csrf: false } },
    async (request): Promise<Verdict> => {
      guard(request.headers.authorization);
      const { username, topic, action } = request.body;
      if (serverUser !== undefined && same(username, serverUser)) return { result: 'allow' };
      const identity = username ? await identityOf(username) : undefined;
      if (!identity) return { result: 'deny' };
      const publish = action !== 'subscribe' && mayPublish(identity, topic) !== null;
      const subscribe = action !== 'publish' && maySubscribe(identity, topic);
      const allowed = action === 'all' ? publish && subscribe : publish || subscribe;
      if (!allowed)
        return deny(
          'device_topic_refused',
          { devid: username, clientId: request.body.clientid, topic, action },
          `device may not ${action} on ${topic}`,
        );
      return { result: 'allow' };
    },
  );
}
