import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { AppContext } from './app-context';
import type { Config } from './config';
import { openDatabase } from './db/kysely';
import { authRoutes } from './modules/auth/auth.routes';
import { systemRoutes } from './modules/system/system.routes';
import { testDelayRoutes } from './modules/testing/test-delay.routes';
import { testSessionRoutes } from './modules/testing/test-session.routes';
import { registerAuth } from './platform/auth/auth.plugin';
import { startBus } from './platform/bus/start-bus';
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

  registerErrorHandler(app);
  registerGracefulClose(app);
  registerAuth(app, db, config);
  registerCsrfGuard(app);

  const context: AppContext = { app, db, bus, config };
  systemRoutes(context);
  authRoutes(context);
  if (config.nodeEnv === 'test') {
    testSessionRoutes(context);
    testDelayRoutes(context);
  }

  await registerWebHosting(app, config);
  return context;
}
