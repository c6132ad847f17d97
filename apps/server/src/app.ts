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
import { adminSelfRoutes } from './modules/admins/admin-self.routes';
import { adminsRoutes } from './modules/admins/admins.routes';
import { adminsService } from './modules/admins/admins.service';
import { authRoutes } from './modules/auth/auth.routes';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { codesRoutes } from './modules/codes/codes.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { passwordsRoutes } from './modules/auth/passwords.routes';
import { guestsRoutes } from './modules/guests/guests.routes';
import { deviceGroupsRoutes } from './modules/device-groups/device-groups.routes';
import { accessProfilesRoutes } from './modules/subusers/access-profiles.routes';
import { accountActivitiesRoutes } from './modules/subusers/account-activities.routes';
import { schemasRoutes } from './modules/subusers/schemas.routes';
import { subusersRoutes } from './modules/subusers/subusers.routes';
import { deviceFilesRoutes } from './modules/devices/device-files.routes';
import { deviceSecretsRoutes } from './modules/devices/device-secrets.routes';
import { devicesRoutes } from './modules/devices/devices.routes';
import { devtypesRoutes } from './modules/devtypes/devtypes.routes';
import { gatewaysRoutes } from './modules/gateways/gateways.routes';
import { applymentsRoutes } from './modules/applyments/applyments.routes';
import { reviewRoutes } from './modules/applyments/review.routes';
import { scheduleAutoRenewal } from './modules/licences/auto-renew.schedule';
import { licenceValidateRoutes } from './modules/licences/licence-validate.routes';
import { licencesRoutes } from './modules/licences/licences.routes';
import { licenceAdminRoutes } from './modules/licence-admin/licence-admin.routes';
import { offlineLicenceRoutes } from './modules/licences/offline-licence.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { broadcastsRoutes } from './modules/pushes/broadcasts.routes';
import { ticketsRoutes } from './modules/pushes/tickets.routes';
import { voucherAdminRoutes } from './modules/voucher-admin/voucher-admin.routes';
import { userLogsRoutes } from './modules/user-logs/user-logs.routes';
import { oauthRoutes } from './modules/oauth/oauth.routes';
import { systemRoutes } from './modules/system/system.routes';
import { legalPageRoutes } from './modules/system/legal-pages';
import { rewardsRoutes } from './modules/rewards/rewards.routes';
import { billingAdminRoutes } from './modules/billing/billing-admin.routes';
import { checkLedgerAtStart } from './modules/funds/ledger-check';
import { fundsRoutes } from './modules/funds/funds.routes';
import { usageRoutes } from './modules/usage/usage.routes';
import { testAdminRoutes } from './modules/testing/test-admin.routes';
import { testAutoRenewRoutes } from './modules/testing/test-auto-renew.routes';
import { testClockRoutes } from './modules/testing/test-clock.routes';
import { testFundsRoutes } from './modules/testing/test-funds.routes';
import { testCodesRoutes } from './modules/testing/test-codes.routes';
import { testLevelRoutes } from './modules/testing/test-level.routes';
import { testDelayRoutes } from './modules/testing/test-delay.routes';
import { testSessionRoutes } from './modules/testing/test-session.routes';
import { profileRoutes } from './modules/users/profile.routes';
import { enterpriseStatusRoutes } from './modules/users/enterprise-status.routes';
import { usersRoutes } from './modules/users/users.routes';
import { commandsRoutes } from './modules/commands/commands.routes';
import { deviceLogsRoutes } from './modules/device-logs/device-logs.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { firmwareRoutes } from './modules/firmware/firmware.routes';
import { multicastRoutes } from './modules/multicast/multicast.routes';
import { projectDataRoutes } from './modules/project-data/project-data.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { customsRoutes } from './modules/customs/customs.routes';
import { rulesRoutes } from './modules/rules/rules.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { dbcRoutes } from './modules/dbc/dbc.routes';
import { dbcStrategyRoutes } from './modules/dbc/dbc-strategy.routes';
import { udsRoutes } from './modules/uds/uds.routes';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { startDeviceGateway } from './modules/gateway/device-gateway';
import { mqttHttpAuthRoutes } from './modules/gateway/mqtt-http-auth.routes';
import { liveRoutes } from './modules/live/live.routes';
import { telemetryRoutes } from './modules/telemetry/telemetry.routes';
import { registerAuth } from './platform/auth/auth.plugin';
import { registerPermissionGuard } from './platform/auth/permission-guard';
import { passwordConfirmRoutes } from './modules/auth/password-confirm.routes';
import { oplogsRoutes } from './modules/oplogs/oplogs.routes';
import { permissionsRoutes } from './modules/permissions/permissions.routes';
import { seedSystemPermissions } from './modules/permissions/system-permissions';
import { boardRolesRoutes } from './modules/roles/board-roles.routes';
import { devBoardUploadsRoutes } from './modules/awpin/dev-board-uploads.routes';
import { devBoardsRoutes } from './modules/awpin/dev-boards.routes';
import { pinsRoutes } from './modules/awpin/pins.routes';
import { seedAwpxCatalogue } from './modules/awpx/awpx-catalogue';
import { awpxRoutes } from './modules/awpx/awpx.routes';
import { boardsRoutes } from './modules/boards/boards.routes';
import { nodesRoutes } from './modules/nodes/nodes.routes';
import { licenceGrantsRoutes } from './modules/licences/licence-grants.routes';
import { registrationsRoutes } from './modules/registrations/registrations.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { userRolesRoutes } from './modules/roles/user-roles.routes';
import { fileUploadsRoutes } from './modules/sys-admin/file-uploads.routes';
import { installerDownloadsRoutes } from './modules/sys-admin/installer-downloads.routes';
import { installersRoutes } from './modules/sys-admin/installers.routes';
import { sysConfigRoutes } from './modules/sys-admin/sys-config.routes';
import { webappsRoutes } from './modules/sys-admin/webapps.routes';
import { startBus } from './platform/bus/start-bus';
import { createClock } from './platform/clock';
import { createNotify } from './platform/notify/notify';
import { registerErrorHandler } from './platform/errors/error-handler';
import { registerBodyGuards } from './platform/http/body-guards';
import { registerCsrfGuard } from './platform/http/csrf';
import { recordRoutes } from './platform/http/route-table';
import { registerAccessGuard } from './platform/auth/route-access';
import { createFastLane } from './platform/http/fast-lane';
import { registerOpenApi } from './platform/http/openapi';
import { registerGracefulClose } from './platform/http/graceful-close';
import { registerWebHosting } from './platform/web/web-hosting';

/** Builds the whole server (database migrated, broker up, every route registered) without listening. */
export async function buildApp(config: Config): Promise<AppContext> {
  const db = await openDatabase(config.database);
  const fastLane = createFastLane();
  const app = Fastify({
    serverFactory: (handler) => fastLane.serverFactory(handler),
    logger: { level: config.logLevel },
    genReqId: () => randomUUID(),
    // On shutdown, idle keep-alive sockets close at once; in-flight requests are allowed to finish.
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  const bus = await startBus(config, app.log).catch(async (error: unknown) => {
    await db.destroy();
    throw error;
  });
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
  registerGracefulClose(app, fastLane);
  registerAuth(app, db, config, clock);
  registerCsrfGuard(app);
  registerBodyGuards(app);
  recordRoutes(app);
  // Before any route: it collects each route's declared permission as the route is added.
  registerPermissionGuard(app, db);
  registerAccessGuard(app, db);
  // Before any route too: the OpenAPI document lists the routes added after it.
  await registerOpenApi(app);

  const context: AppContext = { app, fastLane, db, bus, config, clock, notify };
  systemRoutes(context);
  legalPageRoutes(context);
  authRoutes(context);
  codesRoutes(context);
  captchaRoutes(context);
  // Reads codes and captcha answers back: only for tests and local demos, never otherwise.
  if (config.outboxApi) devRoutes(context);
  passwordsRoutes(context);
  oauthRoutes(context);
  usersRoutes(context);
  enterpriseStatusRoutes(context);
  profileRoutes(context);
  adminsRoutes(context);
  adminSelfRoutes(context);
  guestsRoutes(context);
  passwordConfirmRoutes(context);
  permissionsRoutes(context);
  rolesRoutes(context);
  userRolesRoutes(context);
  boardRolesRoutes(context);
  nodesRoutes(context);
  boardsRoutes(context);
  devBoardsRoutes(context);
  devBoardUploadsRoutes(context);
  pinsRoutes(context);
  awpxRoutes(context);
  licenceGrantsRoutes(context);
  registrationsRoutes(context);
  oplogsRoutes(context);
  installersRoutes(context);
  installerDownloadsRoutes(context);
  webappsRoutes(context);
  fileUploadsRoutes(context);
  sysConfigRoutes(context);
  devtypesRoutes(context);
  devicesRoutes(context);
  deviceSecretsRoutes(context);
  deviceFilesRoutes(context);
  deviceGroupsRoutes(context);
  subusersRoutes(context);
  accessProfilesRoutes(context);
  accountActivitiesRoutes(context);
  schemasRoutes(context);
  gatewaysRoutes(context);
  licencesRoutes(context);
  licenceAdminRoutes(context);
  offlineLicenceRoutes(context);
  licenceValidateRoutes(context);
  applymentsRoutes(context);
  reviewRoutes(context);
  scheduleAutoRenewal(context);
  couponsRoutes(context);
  voucherAdminRoutes(context);
  messagesRoutes(context);
  broadcastsRoutes(context);
  ticketsRoutes(context);
  const payments = fundsRoutes(context);
  billingRoutes(context, payments);
  billingAdminRoutes(context, payments);
  rewardsRoutes(context);
  userLogsRoutes(context);
  // Devices over MQTT, their data, events and commands, and the live socket (issue 6).
  const deviceGateway = await startDeviceGateway(context);
  app.addHook('onClose', () => deviceGateway.close());
  telemetryRoutes(context, deviceGateway);
  eventsRoutes(context, deviceGateway.writer);
  commandsRoutes(context, deviceGateway);
  const firmware = firmwareRoutes(context);
  tasksRoutes(context, { delivery: deviceGateway.delivery, firmware });
  multicastRoutes(context, deviceGateway);
  rulesRoutes(context, deviceGateway.ruleRuntime);
  statisticsRoutes(context);
  dbcRoutes(context);
  dbcStrategyRoutes(context);
  udsRoutes(context, deviceGateway);
  mqttHttpAuthRoutes(context);
  projectsRoutes(context);
  customsRoutes(context);
  projectDataRoutes(context);
  deviceLogsRoutes(context);
  const monthClose = usageRoutes(context);
  await liveRoutes(context);
  if (config.nodeEnv === 'test') {
    testSessionRoutes(context);
    testAdminRoutes(context);
    testDelayRoutes(context);
    testClockRoutes(context);
    testCodesRoutes(context);
    testLevelRoutes(context);
    testAutoRenewRoutes(context);
    testFundsRoutes(context, monthClose, deviceGateway.usage);
  }

  await registerWebHosting(app, config);

  await seedSystemPermissions(db, clock);
  await seedAwpxCatalogue(db);
  await checkLedgerAtStart(db, app.log);
  const firstAdminPassword = await adminsService(db, clock).bootstrap();
  if (firstAdminPassword) {
    app.log.warn(
      `created administrator "admin" with password ${firstAdminPassword} — shown this once; change it at first sign-in`,
    );
    return { ...context, firstAdminPassword };
  }
  return context;
}
