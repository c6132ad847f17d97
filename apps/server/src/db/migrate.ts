import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import * as platform from './migrations/001-platform';
import * as notifyCodes from './migrations/002-notify-codes';
import * as accounts from './migrations/003-accounts';
import * as identities from './migrations/004-identities';
import * as oplogs from './migrations/005-oplogs';
import * as licences from './migrations/006-licences';
import * as devices from './migrations/007-devices';
import * as enterpriseStatus from './migrations/008-enterprise-status';
import * as telemetry from './migrations/009-telemetry';
import * as admin from './migrations/010-admin';
import * as pushes from './migrations/011-pushes';
import * as adminLists from './migrations/012-admin-lists';
import * as review from './migrations/013-review';
import * as serverTexts from './migrations/014-server-texts';
import * as oplogTexts from './migrations/015-oplog-texts';
import * as deviceRejections from './migrations/016-device-rejections';
import * as commandDelivery from './migrations/017-command-delivery';
import * as loginLockouts from './migrations/018-login-lockouts';
import * as codeBudgets from './migrations/019-code-budgets';
import * as offlineLicenceFiles from './migrations/020-offline-licence-files';
import * as subusers from './migrations/021-subusers';
import * as firmware from './migrations/022-firmware';
import * as tasks from './migrations/023-tasks';
import * as multicast from './migrations/024-multicast';
import * as rules from './migrations/025-rules';
import * as ruleEngine from './migrations/026-rule-engine';
import * as statistics from './migrations/027-statistics';
import * as dbc from './migrations/028-dbc';
import * as nodesBoards from './migrations/029-nodes-boards';
import * as projects from './migrations/030-projects';
import * as canFrames from './migrations/035-can-frames';
import * as awpinAwpx from './migrations/031-awpin-awpx';
import * as uds from './migrations/032-uds';
import * as customs from './migrations/034-customs';
import * as projectData from './migrations/033-project-data';
import * as profileProjects from './migrations/036-profile-projects';
import * as funds from './migrations/037-funds';
import * as usageBills from './migrations/038-usage-bills';
import * as moneyOutlivesAccounts from './migrations/040-money-outlives-accounts';
import * as paymentsToSettleSendBudgets from './migrations/041-payments-to-settle-send-budgets';
import * as ingestSessions from './migrations/042-ingest-sessions';
import * as adminNamesCi from './migrations/044-admin-names-ci';
import * as adminDisabled from './migrations/045-admin-disabled';
import * as telemetryPartitions from './migrations/046-telemetry-partitions';
import * as activityResources from './migrations/047-activity-resources';
import * as retentionClasses from './migrations/048-retention-classes';

// Listed statically so the bundled server carries its migrations; names sort in run order.
const migrations: Record<string, Migration> = {
  '001-platform': platform,
  '002-notify-codes': notifyCodes,
  '003-accounts': accounts,
  '004-identities': identities,
  '005-oplogs': oplogs,
  '006-licences': licences,
  '007-devices': devices,
  '008-enterprise-status': enterpriseStatus,
  '009-telemetry': telemetry,
  '010-admin': admin,
  '011-pushes': pushes,
  '012-admin-lists': adminLists,
  '013-review': review,
  '014-server-texts': serverTexts,
  '015-oplog-texts': oplogTexts,
  '016-device-rejections': deviceRejections,
  '017-command-delivery': commandDelivery,
  '018-login-lockouts': loginLockouts,
  '019-code-budgets': codeBudgets,
  '020-offline-licence-files': offlineLicenceFiles,
  '021-subusers': subusers,
  '022-firmware': firmware,
  '023-tasks': tasks,
  '024-multicast': multicast,
  '025-rules': rules,
  '026-rule-engine': ruleEngine,
  '027-statistics': statistics,
  '028-dbc': dbc,
  '029-nodes-boards': nodesBoards,
  '030-projects': projects,
  '035-can-frames': canFrames,
  '031-awpin-awpx': awpinAwpx,
  '032-uds': uds,
  '034-customs': customs,
  '033-project-data': projectData,
  '036-profile-projects': profileProjects,
  '037-funds': funds,
  '038-usage-bills': usageBills,
  '040-money-outlives-accounts': moneyOutlivesAccounts,
  '041-payments-to-settle-send-budgets': paymentsToSettleSendBudgets,
  '042-ingest-sessions': ingestSessions,
  '044-admin-names-ci': adminNamesCi,
  '045-admin-disabled': adminDisabled,
  '046-telemetry-partitions': telemetryPartitions,
  '047-activity-resources': activityResources,
  '048-retention-classes': retentionClasses,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Brings the schema to the latest migration; throws the first failure. */
// Takes the Kysely type, not kysely.ts's Db: kysely.ts calls this file, and this file calls nothing back.
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
}

/**
 * Takes the schema back to the named migration, undoing every later one newest first: how a test rebuilds a
 * database as an earlier release left it, whatever migrations came after the one it is about.
 */
export async function migrateDownTo(db: Kysely<unknown>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
}
