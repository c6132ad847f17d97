// The `message` texts the server sends, word for word where the specs give them (licence-portal.md §8,
// iot-console.md §8): older clients and the spec match on these substrings, so do not reword them.

/** Server message texts, by the condition they report. */
export const SERVER_MESSAGES = {
  validationFailed: 'validation failed',
  notFound: 'not found',
  unauthorized: 'please log in again',
  forbidden: 'forbidden',
  passwordChangeRequired: 'change the initial password first',
  handoffInvalid: 'invalid or expired ujwt',
  providerNotConfigured: 'provider not configured',
  oauthStateInvalid: 'third-party sign-in expired, please try again',
  oauthFailed: 'third-party sign-in failed',
  oauthNotLinked: 'this third-party account is not linked to any user; sign in and link it first',
  conflict: 'conflict',
  rateLimited: 'rate limit exceeded',
  internal: 'server error',
  databaseUnavailable: 'database unavailable',
  brokerUnavailable: 'MQTT broker unavailable',
  csrfHeaderMissing: 'missing X-Requested-With header',
  crossSiteRefused: 'refused: this call may not come from another site',

  factorCheckFailed: 'UC :factor check failed',
  captchaWrong: 'check svg_code failed',
  captchaExpired: 'invalid svg_code',
  passwordError: 'UC :password error',
  loginLocked: 'Login failed for 5 times, please try again after 10 minutes.',
  loginThrottled: 'too many failed sign-ins from this address; try again later',
  captchaRequired: 'please answer the captcha first',
  offlineRenewRefused: 'this licence key does not run this device now; ask its owner',
  codeBudgetAddress: 'too many codes asked for from this address this hour; try again later',
  codeBudgetAll: 'too many codes asked for this hour; try again later',
  invalidCredentials: 'invalid user or password',
  currentPasswordWrong: 'current password wrong',
  accountNotFound: 'account not found',

  mobileExists: 'mobile exist.',
  userExists: 'user exist.',
  ucUserExists: 'UC :user exist.',
  // 'email exists' contains the portal's 'email exist' and equals the console's 'email exists'.
  emailExists: 'email exists',
  mobileInvalid: 'invalid mobile number',

  // Registration's text (licence-portal.md §8).
  codeExpired: 'code expired',
  // The console matches this spelling (sic) on mobile and e-mail changes (iot-console.md §8).
  verificationCodeExpired: 'verfication code expired',
  codeInvalid: 'invalid code',
  codeMissing: 'missing code',
  codeReceiverUnverified: 'unverified receiver or code expired',
  codeRetriesExceeded: 'exceeded maximum retries',
  recoverCodeInvalid: 'invalid recover code',
  // Clients tell the windows apart by "Permits:N", so each text carries it.
  codeFlowMinute: 'flow control Permits:1, retry in 1 minute',
  codeFlowHour: 'flow control Permits:5, retry in 1 hour',
  codeFlowDay: 'daily flow control Permits:10, retry in 24 hours',
  // The SMS gateway or mail server refused or could not be reached; the code was not sent.
  smsSendFailed: 'sms send failed',
  emailSendFailed: 'email send failed',

  nameInUse: 'name already used',
  roleInUse: 'role has linked users',
  systemPermission: 'a system permission cannot be deleted, renamed or re-keyed',
  fileTooLarge: 'file too large',
  uploadTimeout: 'upload took too long',
  couponNotUsable: 'coupon usable only with at most 6 months left',
  levelTooLow: 'user level too low',
  unbindLimit: 'unbind limit reached',
  licenceDeviceLimit: 'normal users may bind at most 20 devices',
  applicationPending: 'the same request is already pending',
  applicationDecided: 'application already examined',
  orderStateInvalid: 'order cannot move to that state',
  licenceAlreadyBound: 'licence already bound to a device',
  licenceNotBound: 'licence not bound to a device',
  deviceAlreadyBound: 'device already bound to another licence',
  licenceExpired: 'licence expired',
  couponUsed: 'coupon already used',
  couponExpired: 'coupon expired',
  avatarFormat: 'only jpg,png,gif,bmp files can be uploaded',
  avatarTooLarge: 'only files within 200K can be uploaded',

  serverBusy: 'server busy, please try later',
  deviceTypeLimit: 'custom device type count exceeds system limit',
  deviceLimit: 'device count exceeds system limit',
  deviceTypeExists: 'device type exists',
  deviceTypeInUse: 'device type still has devices',
  // Device ids are global (devices sign in to the broker by id), so the id may be another user's.
  deviceExists: 'device id already in use',
  deviceImportInvalid: 'some rows of the file are invalid; nothing was imported',
  gatewayInvalid: 'invalid gateway and sub-device relation',
  commandTimeout: 'command timed out',
  // A strict device type lists the commands its devices take; `data` names the command and the type.
  commandNotDeclared: 'command not declared by the device type',
  deviceOffline: 'device is offline; send with queue=true to deliver when it is back',
  dataRejected: 'data rejected; nothing was stored (see data.rejections)',

  // Pushes and voucher administration: `data` lists the unknown mobiles or user ids.
  recipientsUnknown: 'unknown recipients; nothing was sent',
  broadcastRecalled: 'broadcast already recalled',
  accountDisabled: 'account disabled by its main account',
  accessProfileInUse: 'access profile is attached to sub-users',
  firmwareExists: 'firmware version exists',
  firmwareInUse: 'firmware version is being rolled out',
  rolloutStateInvalid: 'rollout cannot change from its state',
  otaNoTargets: 'no devices to update',
  otaLinkInvalid: 'firmware link invalid or expired',
  multicastMembersLimit: 'too many members in the multicast group',
  multicastMemberInvalid: 'not a sub-device of the multicast group gateway',
  multicastNoMembers: 'the multicast group has no members to send to',
  loraSessionRequired: 'the multicast group has no LoRa session; set one first',
  taskStateInvalid: 'task cannot change from its state',
  taskRunning: 'task has a run under way',
  ruleLimit: 'too many rules',
  ruleActionLimit: 'too many rule actions',
  ruleActionInUse: 'rule action is used by rules (see data.rules)',
  recordNotCleared: 'records not cleared; nothing was deleted (see data.ids)',
  statisticLimit: 'too many statistics algorithms or examples',
  statisticAlgorithmInUse: 'algorithm is used by statistics examples (see data.examples)',
  statisticExampleRunning: 'stop the example before changing what it computes',
  projectLimit: 'too many projects',
  projectNameTaken: 'a project of that name exists',
  datasetLimit: 'too many data sets in the project',
  datasetNameTaken: 'a data set of that name exists in the project',
  projectDataStale: 'the record changed since it was read (see data.version)',
  projectDataUnique: 'another record has that value (see data.fields)',
  projectDataRowsInvalid: 'rows do not match the schema; nothing was imported (see data.rows)',
  statisticResultExists: 'that window and device already have a result (see data.id)',
  dbcInvalid: 'the DBC file does not parse (see data.line and data.reason)',
  dbcInUse: 'strategies decode with this DBC file (see data.strategies)',
  scopeLimited: 'outside the access scope of this sub-user',
  subuserLimit: 'too many sub-users or access profiles',
  couponBatchShort: 'not enough unissued cards in the batch; nothing was issued',
  devCaptchaUnknown: 'no such captcha: never issued, already checked, or expired and swept',
  devCaptchaExpired: 'the captcha has expired by the server clock',
  devOutboxEmpty: 'nothing was sent to this receiver through the outbox',
} as const;

/** A server message text. */
export type ServerMessage = (typeof SERVER_MESSAGES)[keyof typeof SERVER_MESSAGES];

/** The IoT platform's numeric server codes (iot-console.md §8). */
export const IOT_SERVER_CODES = { serverBusy: 2000, deviceTypeLimit: 8000, deviceLimit: 8001 } as const;
/** An IoT platform server code. */
export type IotServerCode = (typeof IOT_SERVER_CODES)[keyof typeof IOT_SERVER_CODES];
/** The spec's message for each IoT server code. */
export const IOT_SERVER_CODE_MESSAGES = {
  2000: SERVER_MESSAGES.serverBusy,
  8000: SERVER_MESSAGES.deviceTypeLimit,
  8001: SERVER_MESSAGES.deviceLimit,
} as const satisfies Record<IotServerCode, ServerMessage>;
