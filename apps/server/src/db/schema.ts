import type { Generated } from 'kysely';
import type { EnterpriseStatus } from '@fleetkey/contract';
import type {
  BroadcastView,
  DeviceStatus,
  FirmwareOwnerType,
  FirmwareType,
  IotScopeKind,
  LoraClass,
  MulticastKind,
  OtaState,
  RecordView,
  RolloutView,
  RuleActionKind,
  RuleActionOutcome,
  RuleDesc,
  RuleRunEvent,
  RuleSeverity,
  RuleStatus,
  TriggerKind,
  TaskResultState,
  TaskRunState,
  TaskState,
  TaskType,
} from '@fleetkey/contract';
import type { FundsDatabase } from './schema-funds';
import type { UsageDatabase } from './schema-usage';
import type { IngestDatabase } from './schema-ingest';
import type { StatisticResultView, StatisticState, StatisticWindow } from '@fleetkey/contract';

// Table types in camelCase; CamelCasePlugin maps them to snake_case columns.
// Times are epoch milliseconds (bigint in PostgreSQL, integer in SQLite).

export interface UsersTable {
  id: string;
  username: string;
  name: string;
  mobile: string | null;
  email: string | null;
  role: Generated<number>;
  avatar: Generated<string>;
  enableTwoFactorCheck: Generated<'true' | 'false'>;
  passwordHash: string | null;
  createdAt: number;
  updatedAt: number;
  lastLoginAt: number | null;
  /** Calling code of the mobile, without plus. */
  area: Generated<string>;
  /** Enterprise object as JSON (company, industry, department, position, state, province, address, website). */
  enterprise: Generated<string>;
  /** Audit status of the enterprise information: 'none', 'passed' or 'rejected' (contract ENTERPRISE_STATUSES). */
  enterpriseStatus: Generated<EnterpriseStatus>;
  pushable: Generated<number>;
  failedLogins: Generated<number>;
  lockedUntil: number | null;
  nickname: Generated<string>;
  /** The profile's signature ("desc" on the wire). */
  description: Generated<string>;
  company: Generated<string>;
  detailAddress: Generated<string>;
  country: Generated<string>;
  /** Account manager's name and mobile (AEName, AEMobile on the wire), set by administrators. */
  aeName: Generated<string>;
  aeMobile: Generated<string>;
  gender: number | null;
  /** 0–7: level 4 and above renew for free, 5 and above get offline licences (contract levels.ts). */
  level: Generated<number>;
  /** Administrators' note on the account. */
  remark: Generated<string>;
  /** The main account of a sub-user; null for main accounts (role 0). */
  ownerId: string | null;
  /** 1 when the main account disabled this sub-user: it cannot sign in. */
  disabled: Generated<number>;
  /** 1 while a sub-user is on the initial password its main account set. */
  mustChangePassword: Generated<number>;
}

export interface AdminsTable {
  id: string;
  username: string;
  name: Generated<string>;
  /** Any role but 0 (0 is the main account of the user platform). */
  role: Generated<number>;
  passwordHash: string;
  mustChangePassword: Generated<number>;
  failedLogins: Generated<number>;
  lockedUntil: number | null;
  createdAt: number;
  updatedAt: number;
  lastLoginAt: number | null;
  /** 1: made at first start or by `npm run admin:create`, allowed everything; 0: governed by roles. */
  superAdmin: Generated<number>;
  /** 1: cannot sign in (PUT /admins/{id}/status). */
  disabled: Generated<number>;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a leaked table cannot be replayed. */
  tokenHash: string;
  /** Exactly one of userId and adminId is set. */
  userId: string | null;
  adminId: Generated<string | null>;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  ip: string;
  userAgent: string;
}

/** A browser that passed phone security, remembered for SECURITY_REMEMBER_DAYS by its cookie token's hash. */
export interface TrustedBrowsersTable {
  tokenHash: string;
  userId: string;
  expiresAt: number;
}

/** A sent verification code; the code itself is never stored, only its keyed hash. */
export interface CodesTable {
  id: string;
  /** Full mobile (calling code, no plus) or lower-cased e-mail. */
  receiver: string;
  purpose: string;
  /** HMAC-SHA256 of receiver, purpose and code under the server secret (hex). */
  codeHash: string;
  expiresAt: number;
  attempts: Generated<number>;
  usedAt: number | null;
  createdAt: number;
  /** The address a code asked for over HTTP came from (its hourly budget); null for codes the server sent. */
  requestedFrom: string | null;
}

/** Lock row of a receiver: upserted first in a send's transaction so concurrent sends queue. */
export interface CodeReceiversTable {
  receiver: string;
  lockedAt: number;
}

export interface CaptchasTable {
  uuid: string;
  /** HMAC-SHA256 of the uuid and the lower-cased answer under the server secret (hex). */
  answerHash: string;
  /** The plain answer, written only when OUTBOX_API=1 (tests read it back); null otherwise. */
  answer: string | null;
  expiresAt: number;
}

/** Messages "sent" without a gateway: SMS with the outbox provider, e-mail without SMTP_URL. */
export interface OutboxTable {
  id: string;
  channel: 'sms' | 'email';
  receiver: string;
  subject: string;
  body: string;
  createdAt: number;
}

/** A ujwt issued and not yet redeemed; redeeming deletes the row, so each token works once. */
export interface HandoffTokensTable {
  jti: string;
  userId: string;
  expiresAt: number;
}

/** A third-party identity linked to a user account. */
export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  userId: string;
  createdAt: number;
}

/** One administrator write: who, what, from where, when. */
export interface OplogsTable {
  id: string;
  adminId: string;
  adminName: string;
  content: string;
  ip: string;
  createdAt: number;
  /** The key a console words the entry by; null on older rows. */
  textKey: string | null;
  /** The values of `textKey`, JSON text. */
  textParams: string | null;
}

/** A licence of the embedded UI toolkit. Use status is derived, never stored (contract licenceUseStatus). */
export interface LicencesTable {
  id: string;
  /** Public licence number shown in lists ("licenseId" on the wire). */
  licenceNo: string;
  /** Secret activation key a device presents to /v1/licences/validate. */
  cdkey: string;
  userId: string;
  edition: number;
  /** 1 → 3 months, 2 → 6 months, 3 → 1 year (contract durationMonths). */
  duration: number;
  /** 0 normal, 1 renewal requested, 2 unbind requested, 3 both; kept in step with pending applications. */
  status: Generated<number>;
  name: Generated<string>;
  industry: Generated<string>;
  office: Generated<string>;
  remark: Generated<string>;
  alias: Generated<string>;
  roleId: string | null;
  /** Bound device; both null when unbound. */
  deviceId: string | null;
  deviceName: string | null;
  boundAt: number | null;
  unbindCount: Generated<number>;
  startsAt: number;
  expiredAt: number;
  createdAt: number;
  updatedAt: number;
}

/** An application: 0 unbind, 1 renewal, 2 new licence, 3 company-info audit. */
export interface ApplymentsTable {
  id: string;
  userId: string;
  licenceId: string | null;
  type: number;
  duration: number | null;
  edition: number | null;
  /** JSON of the rest of the request (name, industry, office, enterprise…). */
  payload: Generated<string>;
  state: Generated<'pending' | 'passed' | 'rejected'>;
  /** Set while pending (unique), null once decided: one identical pending request at a time. */
  pendingKey: string | null;
  createdAt: number;
  updatedAt: number;
  examinedAt: number | null;
  examinerId: string | null;
  examinerName: string | null;
  examinRemark: string | null;
}

/** A coupon card; expired is derived from validUntil when unused. */
export interface CouponsTable {
  id: string;
  /** Null while an administrator's batch card is not yet issued to a user. */
  userId: string | null;
  type: 'day' | 'month' | 'quarter' | 'gift';
  extensionUnit: 'day' | 'month';
  extensionCount: number;
  validityDays: number;
  validUntil: number;
  /** Why the card exists: 'emailBind', 'admin', … */
  source: string;
  batchId: string | null;
  /** When an administrator's batch card reached its user (its validity runs from then). */
  issuedAt: number | null;
  usedAt: number | null;
  usedLicenceId: string | null;
  createdAt: number;
}

/** A reward granted once per account; the primary key makes "once" hold under concurrency. */
export interface RewardsTable {
  userId: string;
  kind: string;
  grantedAt: number;
}

/** An inbox message: type 1 system, 2 product, 3 gift voucher/survey. */
export interface MessagesTable {
  id: string;
  userId: string;
  type: number;
  title: string;
  content: string;
  broadcastId: string | null;
  ticketId: string | null;
  readAt: number | null;
  createdAt: number;
  /** The key a console words a server-written message by; null on broadcasts, tickets and older rows. */
  textKey: string | null;
  /** The values of `textKey`, JSON text. */
  textParams: string | null;
}

/** A message to every user of the platform; recalling it deletes its messages. */
export interface BroadcastsTable extends Omit<BroadcastView, 'type'> {
  type: number;
}

/** A message to named users (by mobile or id); `targets` is the JSON array as sent. */
export interface TicketsTable {
  id: string;
  type: number;
  title: string;
  content: string;
  targetKind: 'mobiles' | 'userIds';
  targets: string;
  recipientCount: number;
  adminId: string;
  adminName: string;
  createdAt: number;
  updatedAt: number;
}

/** A batch of coupon cards an administrator made; `issuedCount` of them have reached users. */
export interface CouponBatchesTable {
  id: string;
  type: 'day' | 'month' | 'quarter' | 'gift';
  validityDays: number;
  extensionUnit: 'day' | 'month';
  extensionCount: number;
  count: number;
  issuedCount: number;
  remark: Generated<string>;
  adminId: string;
  adminName: string;
  createdAt: number;
}

/** A recharge order; without a payment provider it stays awaiting payment. */
export interface BillingOrdersTable {
  id: string;
  userId: string;
  rechargeType: string;
  licenceId: string | null;
  amountCents: number;
  currency: string;
  state: string;
  createdAt: number;
  updatedAt: number;
}

/** A user's own operation, for their Log page. */
export interface UserLogsTable {
  id: string;
  userId: string;
  content: string;
  ip: string;
  createdAt: number;
  /** The key a console words the entry by; null on older rows. */
  textKey: string | null;
  /** The values of `textKey`, JSON text. */
  textParams: string | null;
}

/** A user's device type; the model sections are JSON (contract devtype-calls.ts). */
export interface DeviceTypesTable {
  userId: string;
  devtype: string;
  comment: Generated<string>;
  data: Generated<string>;
  status: Generated<string>;
  commands: Generated<string>;
  warnings: Generated<string>;
  errors: Generated<string>;
  logs: Generated<string>;
  initParam: Generated<string>;
  /** 'strict' or 'open' (contract DEVICE_TYPE_MODES); the column's default, 'open', is for older rows. */
  mode: Generated<string>;
  /** The owner's retention of the type's data as periods (JSON, telemetry/retention-periods.ts); '[]': none. */
  retentionPeriods: Generated<string>;
  createdAt: number;
  updatedAt: number;
}

/** The points of one much_data topic of a device type (JSON). */
export interface DeviceTypeTopicsTable {
  userId: string;
  devtype: string;
  topic: string;
  points: string;
  updatedAt: number;
}

/** A device; `devid` is unique across all users (the broker signs devices in by it). */
export interface DevicesTable {
  devid: string;
  userId: string;
  devtype: string;
  name: string;
  comment: Generated<string>;
  /** HMAC-SHA256 (hex) of the device secret under the server secret; the secret is never stored. */
  secretHash: string;
  secretUpdatedAt: number;
  /** The gateway this device is a sub-device of. */
  gatewayDevid: string | null;
  /** The one stored status; the consoles' codes derive from it (contract device-status.ts). */
  status: Generated<DeviceStatus>;
  lastOnlineAt: number | null;
  lastOfflineAt: number | null;
  latitude: number | null;
  longitude: number | null;
  /** 1 when a newer firmware exists (newfm.isnew); kept by the firmware module. */
  newFirmware: Generated<number>;
  /** The firmware version the device last reported (dev/…/attributes or a successful update). */
  firmwareVersion: string | null;
  /** versionKey(firmwareVersion): compared with firmwares.version_key. */
  firmwareKey: string | null;
  createdAt: number;
  updatedAt: number;
}

/** A user's named set of devices. */
export interface DeviceGroupsTable {
  id: string;
  userId: string;
  name: string;
  comment: Generated<string>;
  createdAt: number;
  updatedAt: number;
}

export interface DeviceGroupMembersTable {
  groupId: string;
  devid: string;
  addedAt: number;
}

/** Lock row of a user: upserted first in a transaction that counts, then creates or links devices. */
export interface DeviceOwnerLocksTable {
  userId: string;
  lockedAt: number;
}

/** A main account's named access profile for its sub-users; `id` is numbered per owner (users.role). */
export interface AccessProfilesTable {
  ownerId: string;
  id: number;
  name: string;
  description: Generated<string>;
  /** IotGrants as JSON. */
  grants: string;
  scopeKind: IotScopeKind;
  createdAt: number;
  updatedAt: number;
}

/** The groups a profile with scope 'groups' reaches. */
export interface AccessProfileGroupsTable {
  ownerId: string;
  profileId: number;
  groupId: string;
}

/** The projects a profile with scope 'projects' reaches. */
export interface AccessProfileProjectsTable {
  ownerId: string;
  profileId: number;
  projectId: string;
}

/** The main account's activity log: changes to its sub-users and profiles. */
export interface AccountActivitiesTable {
  id: string;
  ownerId: string;
  actor: string;
  action: string;
  /** The IoT resource a route's write changed; null on sub-user and profile entries. */
  resource: string | null;
  target: string;
  ip: string;
  createdAt: number;
}

/** A catalogued permission: 'system' ones (key = console resource) are seeded, 'feature' ones added. */
export interface PermissionsTable {
  id: string;
  name: string;
  /** Lower-cased name, unique: names are unique ignoring case. */
  nameKey: string;
  key: string;
  /** Lower-cased key, unique. */
  keyLower: string;
  type: 'system' | 'feature';
  /** "desc" on the wire. */
  description: Generated<string>;
  os: Generated<string>;
  version: Generated<string>;
  details: Generated<string>;
  createdAt: number;
  updatedAt: number;
}

/** A role (group) of administrators, licences and boards. */
export interface RolesTable {
  id: string;
  name: string;
  /** Lower-cased name, unique. */
  nameKey: string;
  description: Generated<string>;
  createdAt: number;
  updatedAt: number;
}

/** One item of a role's permission tree: a catalogued permission or a node, read or write. */
export interface RolePermissionsTable {
  roleId: string;
  type: 'permission' | 'node';
  itemId: string;
  permit: 'read' | 'write';
}

/** An administrator's link to a role ("user-role link"). */
export interface UserRolesTable {
  id: string;
  adminId: string;
  roleId: string;
  createdAt: number;
}

/** A board's role; boards are not stored yet, so the board is a plain id. */
export interface BoardRolesTable {
  boardId: string;
  roleId: string;
  updatedAt: number;
}

/** Columns of every stored upload: the blob under DATA_DIR, its size and SHA-256, who uploaded it. */
interface UploadColumns {
  id: string;
  /** The name the file was uploaded with (for downloads); the blob's own name is the server's. */
  fileName: string;
  blobName: string;
  size: number;
  sha256: string;
  adminId: string;
  adminName: string;
  createdAt: number;
}

/** A client installer offered for download. */
export interface InstallersTable extends UploadColumns {
  version: Generated<string>;
  os: Generated<string>;
  description: Generated<string>;
}

/** A web app version: the bundle as uploaded, for the path it is meant for. */
export interface WebappsTable extends UploadColumns {
  webPath: string;
}

/** A generic administrator upload (POST /sys/file/upload?type&log). */
export interface FileUploadsTable extends UploadColumns {
  type: string;
  log: Generated<string>;
}

/** A system setting as JSON by key ('client': the client info behind /config.json). */
export interface SysSettingsTable {
  key: string;
  value: string;
  updatedAt: number;
  updatedBy: string;
}

/** One point of device data; `num` for numbers and booleans (1/0), `str` for text. */
export interface TelemetryTable {
  devid: string;
  key: string;
  ts: number;
  num: number | null;
  str: string | null;
  /** Retention class: days the row is kept, 0 for the server's setting (its type's periods, migration 048). */
  retention: Generated<number>;
}

/** Sign-in failures of one account (or of every name, '*') from one address, and its lockout. */
/** An offline licence file issued; revoked when its licence is unbound or deleted within the lease. */
export interface OfflineLicenceFilesTable {
  fileId: string;
  licenceId: string;
  deviceId: string;
  issuedAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

export interface LoginLockoutsTable {
  account: string;
  address: string;
  failures: number;
  windowStart: number;
  lockedUntil: number | null;
}

/** Hourly rollup of one point of a device, kept by the ingest writer. */
export interface TelemetryHourlyTable {
  devid: string;
  key: string;
  hour: number;
  cnt: number;
  ncnt: number;
  sum: number | null;
  min: number | null;
  max: number | null;
  /** Retention class, as the hour's points. */
  retention: Generated<number>;
}

/** An event a device reported (or a user recorded). */
export interface DeviceEventsTable {
  id: string;
  devid: string;
  type: string;
  code: string;
  description: Generated<string>;
  data: string | null;
  time: number;
  /** Retention class, as points. */
  retention: Generated<number>;
  createdAt: number;
  updatedAt: number;
}

/** A command sent to a device and what became of it. */
export interface DeviceCommandsTable {
  id: string;
  devid: string;
  cmd: string;
  cmdtype: string;
  datatype: string;
  params: string;
  state: string;
  reply: string | null;
  timeoutMs: number | null;
  multicastMode: string | null;
  multicastGwid: string | null;
  sentAt: number;
  repliedAt: number | null;
  expiresAt: number | null;
  timedOutAt: number | null;
}

/** A rejected device message, row or point (contract device-rejections.ts), kept 7 days. */
export interface DeviceRejectionsTable {
  id: string;
  devid: string;
  time: number;
  topic: string;
  reason: string;
  detail: Generated<string>;
  payloadHead: string;
}

/** How many rejections a device had in one UTC hour, those not kept as rows included. */
export interface DeviceRejectionCountsTable {
  devid: string;
  hour: number;
  count: number;
}

/** A connect, disconnect or refusal of a device at the embedded broker, kept 7 days. */
export interface DeviceConnectionsTable {
  id: string;
  devid: string;
  time: number;
  event: string;
  clientId: string;
  remoteAddress: string;
  reason: string | null;
  detail: Generated<string>;
}

/** A firmware version of a user's device type; the file is a blob under DATA_DIR/firmware. */
export interface FirmwaresTable {
  id: string;
  userId: string;
  devtype: string;
  version: string;
  versionKey: string;
  versionNum: number | null;
  description: Generated<string>;
  ownerType: FirmwareOwnerType;
  firmwareType: FirmwareType;
  fileName: string;
  blobName: string;
  size: number;
  sha256: string;
  createdAt: number;
}

/** A rollout of a firmware version to a set of devices, in batches. */
export interface OtaRolloutsTable extends Omit<RolloutView, 'counts' | 'total'> {
  userId: string;
  firmwareId: string | null;
  nextBatchAt: number;
  createdBy: string;
}

/** One device's update in a rollout. */
export interface OtaUpdatesTable {
  rolloutId: string;
  devid: string;
  state: OtaState;
  percent: Generated<number>;
  reason: Generated<string>;
  fromVersion: string | null;
  attempts: Generated<number>;
  reportedAt: number | null;
  updatedAt: number;
}

/** A state a device's update went through (its history). */
export interface OtaReportsTable {
  id: string;
  rolloutId: string;
  devid: string;
  state: OtaState;
  percent: number;
  reason: string;
  at: number;
}

/** A scheduled task; schedule, command and ota are the contract's shapes as JSON. */
export interface TasksTable {
  id: string;
  userId: string;
  profileId: number | null;
  name: string;
  type: TaskType;
  state: TaskState;
  schedule: string;
  command: string | null;
  ota: string | null;
  nextRunAt: number | null;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

/** One run of a task, for one due time; leased by the node sending it. */
export interface TaskRunsTable {
  id: string;
  taskId: string;
  dueAt: number;
  state: TaskRunState;
  leaseOwner: string | null;
  leaseUntil: number | null;
  rolloutId: string | null;
  note: Generated<string>;
  startedAt: number;
  finishedAt: number | null;
}

/** One device's result in a command run. */
export interface TaskResultsTable {
  runId: string;
  devid: string;
  state: TaskResultState;
  reason: Generated<string>;
  commandId: string;
  updatedAt: number;
}

/** A main account's multicast group (contract multicast-calls.ts). */
export interface MulticastGroupsTable {
  id: string;
  userId: string;
  name: string;
  description: Generated<string>;
  kind: MulticastKind;
  /** The gateway a gwb or gwr group sends through. */
  gwid: string | null;
  createdAt: number;
  updatedAt: number;
}

/** A device in a multicast group. */
export interface MulticastMembersTable {
  groupId: string;
  devid: string;
  addedAt: number;
}

/** A group's LoRaWAN multicast session; the keys are AES-256-GCM ciphertexts (lora-session-crypto.ts). */
export interface MulticastLoraTable {
  groupId: string;
  mcAddr: string;
  appSkey: string;
  nwkSkey: string;
  /** The last 4 hex digits of each key, to show it masked without opening it. */
  appSkeyHint: string;
  nwkSkeyHint: string;
  frequency: number;
  dataRate: number;
  periodicity: number;
  loraClass: LoraClass;
  /** The next downlink frame counter. */
  fCnt: number;
  updatedAt: number;
}

/** A command sent to a multicast group. */
export interface MulticastSendsTable {
  id: string;
  groupId: string;
  cmd: string;
  cmdtype: string;
  params: string;
  kind: MulticastKind;
  gwid: string | null;
  sentBy: string;
  sentAt: number;
}

/** A member of a send and its recorded command (null: it was offline). */
export interface MulticastSendMembersTable {
  sendId: string;
  devid: string;
  commandId: string | null;
}

/** A rule; targets, trigger and clear are the contract's shapes as JSON (rule-calls.ts). */
export interface RulesTable {
  id: string;
  userId: string;
  profileId: number | null;
  name: string;
  ruleDesc: RuleDesc;
  description: Generated<string>;
  status: RuleStatus;
  /** 1 when firing opens a record. */
  record: number;
  severity: RuleSeverity;
  devtype: string;
  targets: string;
  triggerKind: TriggerKind;
  triggerDef: string;
  clearDef: string;
  throttleMinutes: number;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

/** A rule action; settings are the kind's fields as JSON, the webhook secret sealed apart. */
export interface RuleActionsTable {
  id: string;
  userId: string;
  profileId: number | null;
  name: string;
  kind: RuleActionKind;
  settings: string;
  secret: string | null;
  secretHint: string | null;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

/** An action a rule runs, in order. */
export interface RuleActionLinksTable {
  ruleId: string;
  actionId: string;
  position: number;
}

/** An alarm record of a rule on a device. */
export interface RuleRecordsTable extends Omit<RecordView, 'values'> {
  userId: string;
  /** RecordView's `values`, JSON text. */
  firedValues: string;
}

/**
 * A rule's phase on a device: idle, armed (waits to fire at its due time), fired, clearing (fired, waits to
 * clear at its due time).
 */
export type RulePhase = 'idle' | 'armed' | 'fired' | 'clearing';

/** Where a rule stands on a device (rule engine): its phase, the timer it waits on, its last firing. */
export interface RuleStatesTable {
  ruleId: string;
  devid: string;
  phase: RulePhase;
  dueAt: number | null;
  since: number | null;
  stateValues: string | null;
  firedAt: number | null;
  updatedAt: number;
}

/** A rule run: a rule fired or cleared on a device (GET /logs?source=rules). */
export interface RuleRunsTable {
  id: string;
  userId: string;
  ruleId: string;
  ruleName: string;
  devid: string;
  event: RuleRunEvent;
  at: number;
  runValues: string;
  recordId: string | null;
}

/** An action of a rule run, queued until it is done, failed or skipped. */
export interface RuleJobsTable {
  id: string;
  runId: string;
  actionId: string;
  position: number;
  name: string;
  kind: RuleActionKind;
  state: RuleActionOutcome;
  attempts: number;
  nextAt: number;
  leaseOwner: string | null;
  leaseUntil: number | null;
  error: string | null;
  finishedAt: number | null;
  createdAt: number;
}

/** A user's formula algorithm (statistic-calls.ts). */
export interface StatisticAlgorithmsTable {
  id: string;
  userId: string;
  profileId: number | null;
  name: string;
  description: Generated<string>;
  formula: string;
  unit: Generated<string>;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

/** A statistics example: an algorithm over a point of targets per window, and its schedule and lease. */
export interface StatisticExamplesTable {
  id: string;
  userId: string;
  profileId: number | null;
  name: string;
  description: Generated<string>;
  algorithmId: string;
  point: string | null;
  params: string;
  devtype: string;
  targets: string;
  period: StatisticWindow;
  timeZone: string;
  state: StatisticState;
  nextWindowStart: number | null;
  dueAt: number | null;
  leaseOwner: string | null;
  leaseUntil: number | null;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

/** A window an example computed, once (written with its results). */
export interface StatisticWindowsTable {
  exampleId: string;
  windowStart: number;
  windowEnd: number;
  devices: number;
  node: string;
  computedAt: number;
}

/** One result of an example for a window and device. */
export interface StatisticResultsTable extends Omit<StatisticResultView, 'note'> {
  note: Generated<string>;
}

/** A custom configuration of a device type for an app (contract custom-calls.ts); `value` is JSON. */
export interface CustomsTable {
  userId: string;
  devtype: string;
  customname: string;
  customtype: string;
  apptype: string;
  value: string;
  updatedBy: string;
  createdAt: number;
  updatedAt: number;
}

/** A shared file of an account; its bytes are in the blob store under `blobName`. */
export interface CommonFilesTable {
  id: string;
  userId: string;
  fileName: string;
  kind: string;
  blobName: string;
  size: number;
  sha256: string;
  createdBy: string;
  createdAt: number;
}

/** An IoT project of a main account (contract project-calls.ts). */
export interface ProjectsTable {
  id: string;
  userId: string;
  name: string;
  description: string;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

/** A data set of a project: its schema as JSON (contract DatasetField[]). */
export interface ProjectDatasetsTable {
  id: string;
  projectId: string;
  userId: string;
  name: string;
  description: string;
  fields: string;
  schemaVersion: number;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

/** A record of a data set: its values as JSON (contract DatasetValues). */
export interface ProjectDataTable {
  id: string;
  datasetId: string;
  userId: string;
  data: string;
  version: number;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

/** One indexed field's value of a record (what lists filter and sort on). */
export interface ProjectDataValuesTable {
  recordId: string;
  datasetId: string;
  field: string;
  num: number | null;
  txt: string | null;
  uniq: string | null;
}

/** A device of a project. */
export interface ProjectDevicesTable {
  projectId: string;
  devid: string;
  addedAt: number;
}

/** A device group of a project. */
export interface ProjectGroupsTable {
  projectId: string;
  groupId: string;
  addedAt: number;
}

/** A sub-user of a project. */
export interface ProjectSubusersTable {
  projectId: string;
  subuserId: string;
  addedAt: number;
}

/** A device type of a project (its owner's name for it). */
export interface ProjectDevtypesTable {
  projectId: string;
  userId: string;
  devtype: string;
  addedAt: number;
}

/** Messages an account's rule actions sent on one channel in one clock hour (migration 041). */
export interface SendBudgetUsageTable {
  ownerId: string;
  channel: string;
  /** The hour's start, epoch ms. */
  hour: number;
  sent: number;
}

export interface Database extends FundsDatabase, UsageDatabase, IngestDatabase {
  users: UsersTable;
  sendBudgetUsage: SendBudgetUsageTable;
  admins: AdminsTable;
  sessions: SessionsTable;
  trustedBrowsers: TrustedBrowsersTable;
  handoffTokens: HandoffTokensTable;
  userIdentities: UserIdentitiesTable;
  oplogs: OplogsTable;
  codes: CodesTable;
  codeReceivers: CodeReceiversTable;
  captchas: CaptchasTable;
  outbox: OutboxTable;
  licences: LicencesTable;
  applyments: ApplymentsTable;
  coupons: CouponsTable;
  rewards: RewardsTable;
  messages: MessagesTable;
  broadcasts: BroadcastsTable;
  tickets: TicketsTable;
  couponBatches: CouponBatchesTable;
  billingOrders: BillingOrdersTable;
  userLogs: UserLogsTable;
  deviceTypes: DeviceTypesTable;
  deviceTypeTopics: DeviceTypeTopicsTable;
  devices: DevicesTable;
  deviceGroups: DeviceGroupsTable;
  deviceGroupMembers: DeviceGroupMembersTable;
  deviceOwnerLocks: DeviceOwnerLocksTable;
  permissions: PermissionsTable;
  roles: RolesTable;
  rolePermissions: RolePermissionsTable;
  userRoles: UserRolesTable;
  boardRoles: BoardRolesTable;
  installers: InstallersTable;
  webapps: WebappsTable;
  fileUploads: FileUploadsTable;
  sysSettings: SysSettingsTable;
  loginLockouts: LoginLockoutsTable;
  offlineLicenceFiles: OfflineLicenceFilesTable;
  telemetry: TelemetryTable;
  telemetryHourly: TelemetryHourlyTable;
  deviceEvents: DeviceEventsTable;
  deviceCommands: DeviceCommandsTable;
  deviceRejections: DeviceRejectionsTable;
  deviceRejectionCounts: DeviceRejectionCountsTable;
  deviceConnections: DeviceConnectionsTable;
  accessProfiles: AccessProfilesTable;
  accessProfileGroups: AccessProfileGroupsTable;
  accessProfileProjects: AccessProfileProjectsTable;
  accountActivities: AccountActivitiesTable;
  firmwares: FirmwaresTable;
  otaRollouts: OtaRolloutsTable;
  otaUpdates: OtaUpdatesTable;
  otaReports: OtaReportsTable;
  multicastGroups: MulticastGroupsTable;
  multicastMembers: MulticastMembersTable;
  multicastLora: MulticastLoraTable;
  multicastSends: MulticastSendsTable;
  multicastSendMembers: MulticastSendMembersTable;
  rules: RulesTable;
  ruleActions: RuleActionsTable;
  ruleActionLinks: RuleActionLinksTable;
  ruleRecords: RuleRecordsTable;
  projects: ProjectsTable;
  customs: CustomsTable;
  commonFiles: CommonFilesTable;
  projectDevices: ProjectDevicesTable;
  projectGroups: ProjectGroupsTable;
  projectSubusers: ProjectSubusersTable;
  projectDevtypes: ProjectDevtypesTable;
  projectDatasets: ProjectDatasetsTable;
  projectData: ProjectDataTable;
  projectDataValues: ProjectDataValuesTable;
  ruleStates: RuleStatesTable;
  ruleRuns: RuleRunsTable;
  ruleJobs: RuleJobsTable;
  tasks: TasksTable;
  taskRuns: TaskRunsTable;
  taskResults: TaskResultsTable;
  statisticAlgorithms: StatisticAlgorithmsTable;
  statisticExamples: StatisticExamplesTable;
  statisticWindows: StatisticWindowsTable;
  statisticResults: StatisticResultsTable;
  dbcFiles: DbcFilesTable;
  dbcStrategies: DbcStrategiesTable;
  dbcBindings: DbcBindingsTable;
  canFrameBatches: CanFrameBatchesTable;
  udsErrorCodes: UdsErrorCodesTable;
  udsChannelCodes: UdsChannelCodesTable;
  udsDtcData: UdsDtcDataTable;
  nodes: NodesTable;
  boards: BoardsTable;
  boardNodes: BoardNodesTable;
  developBoards: DevelopBoardsTable;
  developBoardUses: DevelopBoardUsesTable;
  developBoardUploads: DevelopBoardUploadsTable;
  boardPins: BoardPinsTable;
  awpxProtocols: AwpxProtocolsTable;
  awpxUserProtocols: AwpxUserProtocolsTable;
}

/** An AWFlow node; `info` is its other fields as JSON text. Names are unique ignoring case. */
export interface NodesTable {
  id: string;
  name: string;
  /** Lower-cased name, unique. */
  nameKey: string;
  type: Generated<string>;
  description: Generated<string>;
  os: Generated<string>;
  version: Generated<string>;
  info: string;
  /** The demo file, all four set or all null. */
  demoFileName: string | null;
  demoBlobName: string | null;
  demoSize: number | null;
  demoUploadedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/** A target board; models are unique ignoring case. */
export interface BoardsTable {
  id: string;
  model: string;
  /** Lower-cased model, unique. */
  modelKey: string;
  firmwareName: Generated<string>;
  firmwareVersion: Generated<string>;
  description: Generated<string>;
  os: Generated<string>;
  createdAt: number;
  updatedAt: number;
}

/** A board's related node. */
export interface BoardNodesTable {
  boardId: string;
  nodeId: string;
}

/** A main account's DBC file (dbc-calls.ts); its text is in the blob store. */
export interface DbcFilesTable {
  id: string;
  userId: string;
  name: string;
  blobName: string;
  size: number;
  sha256: string;
  messageCount: number;
  signalCount: number;
  uploadedBy: string;
  uploadedAt: number;
}

/** A DBC strategy (dbc-strategy-calls.ts); `signals` is JSON. */
export interface DbcStrategiesTable {
  id: string;
  userId: string;
  name: string;
  dbcName: string;
  devtype: string;
  intervalMs: number;
  signals: string;
  createdAt: number;
  updatedAt: number;
}

/** A strategy bound to a whole type (devid '') or to one device. */
export interface DbcBindingsTable {
  userId: string;
  devtype: string;
  devid: string;
  strategyId: string;
}

/** Raw CAN frames of a device, one row per span of a message's frames (migration 035). */
export interface CanFrameBatchesTable {
  id: string;
  devid: string;
  firstTs: number;
  lastTs: number;
  frameCount: number;
  unknownCount: number;
  digest: string;
  receivedAt: number;
  /** JSON [[time, id, extended 0/1, hex], …] in time order. */
  frames: string;
}

/** An AWPin development board; serials are unique ignoring case. */
export interface DevelopBoardsTable {
  id: string;
  serial: string;
  /** Lower-cased serial, unique. */
  serialKey: string;
  model: string;
  uid: string;
  name: Generated<string>;
  version: Generated<string>;
  industry: Generated<string>;
  company: Generated<string>;
  module: Generated<string>;
  type: Generated<string>;
  useTimes: Generated<number>;
  lastUsedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/** One use of a development board the desktop client reported. */
export interface DevelopBoardUsesTable {
  id: string;
  boardId: string;
  userId: string | null;
  usedAt: number;
}

/** A file uploaded for a development board, kept in the blob store. */
export interface DevelopBoardUploadsTable {
  id: string;
  boardId: string;
  fileName: string;
  blobName: string;
  size: number;
  sha256: string;
  /** The administrator's user name. */
  uploader: string;
  createdAt: number;
}

/** One pin of a board model's pin map; `functions` is a JSON array of texts. */
export interface BoardPinsTable {
  /** Lower-cased model. */
  modelKey: string;
  model: string;
  pin: number;
  name: string;
  functions: string;
  voltage: Generated<string>;
  notes: Generated<string>;
  updatedAt: number;
}

/** A protocol of the AWPX catalogue. */
export interface AwpxProtocolsTable {
  id: string;
  name: string;
  category: string;
  version: string;
  description: string;
  sort: number;
}

/** A user's own protocol definition; `fields` is JSON text. Names are unique per user ignoring case. */
export interface AwpxUserProtocolsTable {
  id: string;
  userId: string;
  name: string;
  nameKey: string;
  protocolId: string;
  version: Generated<string>;
  description: Generated<string>;
  byteOrder: string;
  fields: string;
  createdAt: number;
  updatedAt: number;
}

/** A DTC catalogue entry of a main account; `dtc` is the 3-byte code, `sae` its J2012 form. */
export interface UdsErrorCodesTable {
  id: string;
  userId: string;
  dtc: number;
  sae: string;
  descriptionZh: string;
  descriptionEn: string;
  severity: string;
  action: string;
  createdAt: number;
  updatedAt: number;
}

/** A catalogue code a channel/ECU reports. */
export interface UdsChannelCodesTable {
  userId: string;
  channel: string;
  ecu: number;
  dtc: number;
}

/** A device's answer to a diagnostic command; `dtcs` is JSON [{ dtc, status }]. */
export interface UdsDtcDataTable {
  id: string;
  devid: string;
  commandId: string;
  channel: string;
  ecu: number;
  action: string;
  request: string;
  response: string;
  outcome: string;
  availabilityMask: number | null;
  dtcs: string;
  nrc: number | null;
  reason: string | null;
  receivedAt: number;
}
