import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { AppContext } from './app-context';
import type { Config } from './config';
import { openDatabase } from './db/kysely';
import { adminSelfRoutes } from './modules/accounts/admins/admin-self.routes';
import { adminsRoutes } from './modules/accounts/admins/admins.routes';
import { adminsService } from './modules/accounts/admins/admins.service';
import { authRoutes } from './modules/accounts/auth/auth.routes';
import { captchaRoutes } from './modules/accounts/captcha/captcha.routes';
import { codesRoutes } from './modules/accounts/codes/codes.routes';
import { devRoutes } from './modules/testing/dev-outbox/dev.routes';
import { passwordsRoutes } from './modules/accounts/auth/passwords.routes';
import { guestsRoutes } from './modules/accounts/guests/guests.routes';
import { deviceGroupsRoutes } from './modules/iot/device-groups/device-groups.routes';
import { accessProfilesRoutes } from './modules/iot/subusers/access-profiles.routes';
import { accountActivitiesRoutes } from './modules/iot/subusers/account-activities.routes';
import { schemasRoutes } from './modules/iot/subusers/schemas.routes';
import { registerWriteActivities } from './modules/iot/subusers/write-activities';
import { subusersRoutes } from './modules/iot/subusers/subusers.routes';
import { deviceFilesRoutes } from './modules/iot/devices/device-files.routes';
import { deviceSecretsRoutes } from './modules/iot/devices/device-secrets.routes';
import { devicesRoutes } from './modules/iot/devices/devices.routes';
import { devtypesRoutes } from './modules/iot/devtypes/devtypes.routes';
import { gatewaysRoutes } from './modules/iot/gateways/gateways.routes';
import { applymentsRoutes } from './modules/licensing/applyments/applyments.routes';
import { reviewRoutes } from './modules/licensing/applyments/review.routes';
import { scheduleAutoRenewal } from './modules/licensing/licences/auto-renew.schedule';
import { licenceValidateRoutes } from './modules/licensing/licences/licence-validate.routes';
import { licencesRoutes } from './modules/licensing/licences/licences.routes';
import { licenceAdminRoutes } from './modules/licensing/licence-admin/licence-admin.routes';
import { offlineLicenceRoutes } from './modules/licensing/licences/offline-licence.routes';
import { billingRoutes } from './modules/licensing/billing/billing.routes';
import { couponsRoutes } from './modules/licensing/coupons/coupons.routes';
import { messagesRoutes } from './modules/accounts/messages/messages.routes';
import { broadcastsRoutes } from './modules/licensing/pushes/broadcasts.routes';
import { ticketsRoutes } from './modules/licensing/pushes/tickets.routes';
import { voucherAdminRoutes } from './modules/licensing/voucher-admin/voucher-admin.routes';
import { userLogsRoutes } from './modules/accounts/user-logs/user-logs.routes';
import { oauthRoutes } from './modules/accounts/oauth/oauth.routes';
import { systemRoutes } from './modules/site/system/system.routes';
import { legalPageRoutes } from './modules/site/system/legal-pages';
import { rewardsRoutes } from './modules/licensing/rewards/rewards.routes';
import { billingAdminRoutes } from './modules/licensing/billing/billing-admin.routes';
import { checkLedgerAtStart } from './modules/money/funds/ledger-check';
import { fundsRoutes } from './modules/money/funds/funds.routes';
import { usageRoutes } from './modules/money/usage/usage.routes';
import { testAdminRoutes } from './modules/testing/test-routes/test-admin.routes';
import { testAutoRenewRoutes } from './modules/testing/test-routes/test-auto-renew.routes';
import { testClockRoutes } from './modules/testing/test-routes/test-clock.routes';
import { testFundsRoutes } from './modules/testing/test-routes/test-funds.routes';
import { testTelemetryRoutes } from './modules/testing/test-routes/test-telemetry.routes';
import { testCodesRoutes } from './modules/testing/test-routes/test-codes.routes';
import { testLevelRoutes } from './modules/testing/test-routes/test-level.routes';
import { testDelayRoutes } from './modules/testing/test-routes/test-delay.routes';
import { testSessionRoutes } from './modules/testing/test-routes/test-session.routes';
import { profileRoutes } from './modules/accounts/users/profile.routes';
import { enterpriseStatusRoutes } from './modules/accounts/users/enterprise-status.routes';
import { usersRoutes } from './modules/accounts/users/users.routes';
import { commandsRoutes } from './modules/iot/commands/commands.routes';
import { deviceLogsRoutes } from './modules/iot/device-logs/device-logs.routes';
import { eventsRoutes } from './modules/iot/events/events.routes';
import { firmwareRoutes } from './modules/iot/firmware/firmware.routes';
import { multicastRoutes } from './modules/iot/multicast/multicast.routes';
import { projectDataRoutes } from './modules/iot/project-data/project-data.routes';
import { projectsRoutes } from './modules/iot/projects/projects.routes';
import { customsRoutes } from './modules/iot/customs/customs.routes';
import { rulesRoutes } from './modules/iot/rules/rules.routes';
import { statisticsRoutes } from './modules/iot/statistics/statistics.routes';
import { dbcRoutes } from './modules/iot/dbc/dbc.routes';
import { dbcStrategyRoutes } from './modules/iot/dbc/dbc-strategy.routes';
import { udsRoutes } from './modules/iot/uds/uds.routes';
import { tasksRoutes } from './modules/iot/tasks/tasks.routes';
import { startDeviceGateway } from './modules/iot/ingest/device-gateway';
import { mqttHttpAuthRoutes } from './modules/iot/ingest/mqtt-http-auth.routes';
import { liveRoutes } from './modules/iot/live/live.routes';
import { telemetryRoutes } from './modules/iot/telemetry/telemetry.routes';
import { startTelemetryUpkeep } from './modules/iot/telemetry/telemetry-upkeep';
import { registerAuth } from './platform/auth/auth.plugin';
import { registerPermissionGuard } from './platform/auth/permission-guard';
import { passwordConfirmRoutes } from './modules/accounts/auth/password-confirm.routes';
import { oplogsRoutes } from './modules/site/oplogs/oplogs.routes';
import { permissionsRoutes } from './modules/licensing/permissions/permissions.routes';
import { seedSystemPermissions } from './modules/licensing/permissions/system-permissions';
import { boardRolesRoutes } from './modules/licensing/roles/board-roles.routes';
import { devBoardUploadsRoutes } from './modules/licensing/awpin/dev-board-uploads.routes';
import { devBoardsRoutes } from './modules/licensing/awpin/dev-boards.routes';
import { pinsRoutes } from './modules/licensing/awpin/pins.routes';
import { seedAwpxCatalogue } from './modules/licensing/awpx/awpx-catalogue';
import { awpxRoutes } from './modules/licensing/awpx/awpx.routes';
import { boardsRoutes } from './modules/licensing/boards/boards.routes';
import { nodesRoutes } from './modules/licensing/nodes/nodes.routes';
import { licenceGrantsRoutes } from './modules/licensing/licences/licence-grants.routes';
import { registrationsRoutes } from './modules/accounts/registrations/registrations.routes';
import { rolesRoutes } from './modules/licensing/roles/roles.routes';
import { userRolesRoutes } from './modules/licensing/roles/user-roles.routes';
import { fileUploadsRoutes } from './modules/site/sys-admin/file-uploads.routes';
import { installerDownloadsRoutes } from './modules/site/sys-admin/installer-downloads.routes';
import { installersRoutes } from './modules/site/sys-admin/installers.routes';
import { sysConfigRoutes } from './modules/site/sys-admin/sys-config.routes';
import { webappsRoutes } from './modules/site/sys-admin/webapps.routes';
import { startBus } from './platform/bus/start-bus';
import { createClock } from './platform/clock';
import { createNotify } from './platform/notify/notify';
import { registerErrorHandler } from './platform/errors/error-handler';
import { registerBodyGuards } from './platform/http/body-guards';
import { registerStorableTextGuard } from './platform/http/storable-text';
import { registerCsrfGuard } from './platform/http/csrf';
import { recordRoutes } from './platform/http/route-table';
import { registerAccessGuard } from './platform/auth/route-access';
import { createFastLane } from './platform/http/fast-lane';
import { registerOpenApi } from './platform/http/openapi';
import { registerGracefulClose } from './platform/http/graceful-close';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerWebHosting } from './platform/web/web-hosting';
import { foldRepeatedLines } from './platform/log-folding';
import { startWalCheckpointer } from './db/wal-checkpointer';

/** How often a warn or error line that keeps repeating is written (with the count of its repeats). */
const LOG_FOLD_INTERVAL_MS = 10_000;

/** Builds the whole server (database migrated, broker up, every route registered) without listening. */
export async function buildApp(config: Config): Promise<AppContext> {
  const db = await openDatabase(config.database);
  const fastLane = createFastLane();
  const app = Fastify({
    serverFactory: (handler) => fastLane.serverFactory(handler),
    logger: { level: config.logLevel, hooks: { logMethod: foldRepeatedLines(LOG_FOLD_INTERVAL_MS) } },
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
  const checkpoints = startWalCheckpointer(db, app.log);
  app.addHook('onClose', async () => {
    await bus.close();
    await checkpoints.stop();
    await db.destroy();
  });

  const clock = createClock();
  const notify = createNotify(config, db, app.log, clock);
  app.addHook('onClose', async () => notify.close());
  const https = config.publicUrl?.startsWith('https:') ?? false;
  await app.register(cookie);
  registerSecurityHeaders(app, {
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
  // First of the onRequest hooks: the auth and access guards already query with path parameters.
  registerStorableTextGuard(app);
  registerGracefulClose(app, fastLane);
  registerAuth(app, db, config, clock);
  registerCsrfGuard(app);
  registerBodyGuards(app);
  recordRoutes(app);
  // Before any route: it collects each route's declared permission as the route is added.
  registerPermissionGuard(app, db);
  registerAccessGuard(app, db);
  registerWriteActivities(app, db, clock);
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
  const telemetryUpkeep = startTelemetryUpkeep(context);
  eventsRoutes(context, deviceGateway);
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
    testTelemetryRoutes(context, telemetryUpkeep);
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
