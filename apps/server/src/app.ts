import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { AppContext } from './app-context';
import type { Config } from './config';
import { openDatabase } from './db/kysely';
import { adminsRoutes } from './modules/admins/admins.routes';
import { adminsService } from './modules/admins/admins.service';
import { authRoutes } from './modules/auth/auth.routes';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { codesRoutes } from './modules/codes/codes.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { passwordsRoutes } from './modules/auth/passwords.routes';
import { guestsRoutes } from './modules/guests/guests.routes';
import { oauthRoutes } from './modules/oauth/oauth.routes';
import { systemRoutes } from './modules/system/system.routes';
import { testClockRoutes } from './modules/testing/test-clock.routes';
import { testDelayRoutes } from './modules/testing/test-delay.routes';
import { testSessionRoutes } from './modules/testing/test-session.routes';
import { profileRoutes } from './modules/users/profile.routes';
import { usersRoutes } from './modules/users/users.routes';
import { registerAuth } from './platform/auth/auth.plugin';
import { startBus } from './platform/bus/start-bus';
import { createClock } from './platform/clock';
import { createNotify } from './platform/notify/notify';
import { registerErrorHandler } from './platform/errors/error-handler';
import { registerCsrfGuard } from './platform/http/csrf';
import { registerGracefulClose } from './platform/http/graceful-close';
import { registerWebHosting } from './platform/web/web-hosting';

/** Builds the whole server (database migrated, broker up, every route registered) without listening. */
export async function buildApp(config: Config): Promise<AppContext> {
  const db = await openDatabase(config.database);
  const bus = await startBus(config).catch(async (error: unknown) => {
    await db.destroy();
    throw error;
  });

  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => randomUUID(),
    // On shutdown, idle keep-alive sockets close at once; in-flight requests are allowed to finish.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', async () => {
    await bus.close();
    await db.destroy();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  const clock = createClock();
  const notify = createNotify(config, db, app.log, clock);
  app.addHook('onClose', async () => notify.close());
  const https = config.publicUrl?.startsWith('https:') ?? false;
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its theme as CSS-in-JS <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https,
  });
  await app.register(compress, { threshold: 1024 });
  // Routes set their own, smaller limits per upload; this is the ceiling (installer uploads).
  await app.register(multipart, { limits: { fileSize: 2 * 1024 ** 3, files: 1 } });

  registerErrorHandler(app);
  registerGracefulClose(app);
  registerAuth(app, db, config, clock);
  registerCsrfGuard(app);

  const context: AppContext = { app, db, bus, config, clock, notify };
  systemRoutes(context);
  authRoutes(context);
  codesRoutes(context);
  captchaRoutes(context);
  // Reads codes and captcha answers back: only for tests and local demos, never otherwise.
  if (config.outboxApi) devRoutes(context);
  passwordsRoutes(context);
  oauthRoutes(context);
  usersRoutes(context);
  profileRoutes(context);
  adminsRoutes(context);
  guestsRoutes(context);
  if (config.nodeEnv === 'test') {
    testSessionRoutes(context);
    testDelayRoutes(context);
    testClockRoutes(context);
  }

  await registerWebHosting(app, config);

  const firstAdminPassword = await adminsService(db, clock).bootstrap();
  if (firstAdminPassword) {
    app.log.warn(
      `created administrator "admin" with password ${firstAdminPassword} — shown this once; change it at first sign-in`,
    );
  }
  return context;
}
