import { z } from 'zod';
import { IOT_SERVER_CODES, SERVER_MESSAGES } from './server-messages';
import type { IotServerCode, ServerMessage } from './server-messages';

// Stable error codes: the server sends `{ code, message, data? }`, the web maps `code` to zh/en text.

/** Every error code the server sends. */
export const ERROR_CODES = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  HANDOFF_INVALID: 'HANDOFF_INVALID',
  PROVIDER_NOT_CONFIGURED: 'PROVIDER_NOT_CONFIGURED',
  OAUTH_STATE_INVALID: 'OAUTH_STATE_INVALID',
  OAUTH_FAILED: 'OAUTH_FAILED',
  OAUTH_NOT_LINKED: 'OAUTH_NOT_LINKED',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  BROKER_UNAVAILABLE: 'BROKER_UNAVAILABLE',
  CSRF_HEADER_MISSING: 'CSRF_HEADER_MISSING',
  CROSS_SITE_REFUSED: 'CROSS_SITE_REFUSED',
  FACTOR_CHECK_FAILED: 'FACTOR_CHECK_FAILED',
  CAPTCHA_WRONG: 'CAPTCHA_WRONG',
  CAPTCHA_EXPIRED: 'CAPTCHA_EXPIRED',
  PASSWORD_WRONG: 'PASSWORD_WRONG',
  LOGIN_LOCKED: 'LOGIN_LOCKED',
  LOGIN_THROTTLED: 'LOGIN_THROTTLED',
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  OFFLINE_RENEW_REFUSED: 'OFFLINE_RENEW_REFUSED',
  CODE_BUDGET_ADDRESS: 'CODE_BUDGET_ADDRESS',
  CODE_BUDGET_ALL: 'CODE_BUDGET_ALL',
  SEND_BUDGET_EXHAUSTED: 'SEND_BUDGET_EXHAUSTED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  CURRENT_PASSWORD_WRONG: 'CURRENT_PASSWORD_WRONG',
  ACCOUNT_NOT_FOUND: 'ACCOUNT_NOT_FOUND',
  MOBILE_EXISTS: 'MOBILE_EXISTS',
  USER_EXISTS: 'USER_EXISTS',
  EMAIL_EXISTS: 'EMAIL_EXISTS',
  MOBILE_INVALID: 'MOBILE_INVALID',
  CODE_EXPIRED: 'CODE_EXPIRED',
  CODE_INVALID: 'CODE_INVALID',
  CODE_MISSING: 'CODE_MISSING',
  CODE_RECEIVER_UNVERIFIED: 'CODE_RECEIVER_UNVERIFIED',
  CODE_RETRIES_EXCEEDED: 'CODE_RETRIES_EXCEEDED',
  RECOVER_CODE_INVALID: 'RECOVER_CODE_INVALID',
  CODE_FLOW_MINUTE: 'CODE_FLOW_MINUTE',
  CODE_FLOW_HOUR: 'CODE_FLOW_HOUR',
  CODE_FLOW_DAY: 'CODE_FLOW_DAY',
  SMS_SEND_FAILED: 'SMS_SEND_FAILED',
  EMAIL_SEND_FAILED: 'EMAIL_SEND_FAILED',
  NAME_IN_USE: 'NAME_IN_USE',
  SERIAL_IN_USE: 'SERIAL_IN_USE',
  ROLE_IN_USE: 'ROLE_IN_USE',
  SYSTEM_PERMISSION: 'SYSTEM_PERMISSION',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  UPLOAD_TIMEOUT: 'UPLOAD_TIMEOUT',
  COUPON_NOT_USABLE: 'COUPON_NOT_USABLE',
  LEVEL_TOO_LOW: 'LEVEL_TOO_LOW',
  UNBIND_LIMIT: 'UNBIND_LIMIT',
  LICENCE_DEVICE_LIMIT: 'LICENCE_DEVICE_LIMIT',
  APPLICATION_PENDING: 'APPLICATION_PENDING',
  APPLICATION_DECIDED: 'APPLICATION_DECIDED',
  ORDER_STATE_INVALID: 'ORDER_STATE_INVALID',
  ORDER_PAID_THROUGH_PAYMENT: 'ORDER_PAID_THROUGH_PAYMENT',
  LICENCE_ALREADY_BOUND: 'LICENCE_ALREADY_BOUND',
  LICENCE_NOT_BOUND: 'LICENCE_NOT_BOUND',
  DEVICE_ALREADY_BOUND: 'DEVICE_ALREADY_BOUND',
  LICENCE_EXPIRED: 'LICENCE_EXPIRED',
  COUPON_USED: 'COUPON_USED',
  COUPON_EXPIRED: 'COUPON_EXPIRED',
  AVATAR_FORMAT: 'AVATAR_FORMAT',
  AVATAR_TOO_LARGE: 'AVATAR_TOO_LARGE',
  SERVER_BUSY: 'SERVER_BUSY',
  DEVICE_TYPE_LIMIT: 'DEVICE_TYPE_LIMIT',
  DEVICE_LIMIT: 'DEVICE_LIMIT',
  DEVICE_TYPE_EXISTS: 'DEVICE_TYPE_EXISTS',
  DEVICE_TYPE_IN_USE: 'DEVICE_TYPE_IN_USE',
  DEVICE_EXISTS: 'DEVICE_EXISTS',
  DEVICE_IMPORT_INVALID: 'DEVICE_IMPORT_INVALID',
  GATEWAY_INVALID: 'GATEWAY_INVALID',
  COMMAND_TIMEOUT: 'COMMAND_TIMEOUT',
  COMMAND_NOT_DECLARED: 'COMMAND_NOT_DECLARED',
  COMMAND_PARAMS_INVALID: 'COMMAND_PARAMS_INVALID',
  DEVICE_OFFLINE: 'DEVICE_OFFLINE',
  DATA_REJECTED: 'DATA_REJECTED',
  RECIPIENTS_UNKNOWN: 'RECIPIENTS_UNKNOWN',
  BROADCAST_RECALLED: 'BROADCAST_RECALLED',
  COUPON_BATCH_SHORT: 'COUPON_BATCH_SHORT',
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  ACCESS_PROFILE_IN_USE: 'ACCESS_PROFILE_IN_USE',
  SCOPE_LIMITED: 'SCOPE_LIMITED',
  FUND_ACCOUNT_NOT_OPEN: 'FUND_ACCOUNT_NOT_OPEN',
  FUND_ACCOUNT_OPEN: 'FUND_ACCOUNT_OPEN',
  PAY_PASSWORD_WRONG: 'PAY_PASSWORD_WRONG',
  PAY_PASSWORD_LOCKED: 'PAY_PASSWORD_LOCKED',
  FUND_ACCOUNT_NOT_EMPTY: 'FUND_ACCOUNT_NOT_EMPTY',
  FUND_INSUFFICIENT: 'FUND_INSUFFICIENT',
  REFUND_TOO_LARGE: 'REFUND_TOO_LARGE',
  PAY_TYPE_UNAVAILABLE: 'PAY_TYPE_UNAVAILABLE',
  PAY_ORDER_STATE_INVALID: 'PAY_ORDER_STATE_INVALID',
  REFUND_STATE_INVALID: 'REFUND_STATE_INVALID',
  IDEMPOTENCY_KEY_REQUIRED: 'IDEMPOTENCY_KEY_REQUIRED',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  FUNDS_ARREARS: 'FUNDS_ARREARS',
  PAYMENT_CALLBACK_INVALID: 'PAYMENT_CALLBACK_INVALID',
  PAY_GATEWAY_FAILED: 'PAY_GATEWAY_FAILED',
  SUBUSER_LIMIT: 'SUBUSER_LIMIT',
  FIRMWARE_EXISTS: 'FIRMWARE_EXISTS',
  FIRMWARE_IN_USE: 'FIRMWARE_IN_USE',
  ROLLOUT_STATE_INVALID: 'ROLLOUT_STATE_INVALID',
  OTA_NO_TARGETS: 'OTA_NO_TARGETS',
  OTA_LINK_INVALID: 'OTA_LINK_INVALID',
  MULTICAST_MEMBERS_LIMIT: 'MULTICAST_MEMBERS_LIMIT',
  MULTICAST_MEMBER_INVALID: 'MULTICAST_MEMBER_INVALID',
  MULTICAST_NO_MEMBERS: 'MULTICAST_NO_MEMBERS',
  LORA_SESSION_REQUIRED: 'LORA_SESSION_REQUIRED',
  TASK_STATE_INVALID: 'TASK_STATE_INVALID',
  TASK_RUNNING: 'TASK_RUNNING',
  RULE_LIMIT: 'RULE_LIMIT',
  RULE_ACTION_LIMIT: 'RULE_ACTION_LIMIT',
  RULE_ACTION_IN_USE: 'RULE_ACTION_IN_USE',
  RECORD_NOT_CLEARED: 'RECORD_NOT_CLEARED',
  STATISTIC_LIMIT: 'STATISTIC_LIMIT',
  STATISTIC_ALGORITHM_IN_USE: 'STATISTIC_ALGORITHM_IN_USE',
  STATISTIC_EXAMPLE_RUNNING: 'STATISTIC_EXAMPLE_RUNNING',
  PROJECT_LIMIT: 'PROJECT_LIMIT',
  PROJECT_NAME_TAKEN: 'PROJECT_NAME_TAKEN',
  DATASET_LIMIT: 'DATASET_LIMIT',
  DATASET_NAME_TAKEN: 'DATASET_NAME_TAKEN',
  PROJECT_DATA_STALE: 'PROJECT_DATA_STALE',
  PROJECT_DATA_UNIQUE: 'PROJECT_DATA_UNIQUE',
  PROJECT_DATA_ROWS_INVALID: 'PROJECT_DATA_ROWS_INVALID',
  STATISTIC_RESULT_EXISTS: 'STATISTIC_RESULT_EXISTS',
  DBC_INVALID: 'DBC_INVALID',
  DBC_IN_USE: 'DBC_IN_USE',
  UDS_ERROR_CODE_EXISTS: 'UDS_ERROR_CODE_EXISTS',
  UDS_IMPORT_INVALID: 'UDS_IMPORT_INVALID',
  CUSTOM_EXISTS: 'CUSTOM_EXISTS',
  CUSTOM_LIMIT: 'CUSTOM_LIMIT',
  COMMON_FILE_TOO_LARGE: 'COMMON_FILE_TOO_LARGE',
  COMMON_FILE_TYPE: 'COMMON_FILE_TYPE',
  COMMON_FILE_LIMIT: 'COMMON_FILE_LIMIT',
  COMMON_FILE_LINK_INVALID: 'COMMON_FILE_LINK_INVALID',
  ADMIN_DISABLED: 'ADMIN_DISABLED',
  ADMIN_SELF: 'ADMIN_SELF',
  ADMIN_SUPER_ONLY: 'ADMIN_SUPER_ONLY',
  DEV_CAPTCHA_UNKNOWN: 'DEV_CAPTCHA_UNKNOWN',
  DEV_CAPTCHA_EXPIRED: 'DEV_CAPTCHA_EXPIRED',
  DEV_OUTBOX_EMPTY: 'DEV_OUTBOX_EMPTY',
} as const;
/** An error code. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

// Failed sign-in answers are 400, not 401: the consoles treat any 401 as "session gone" and clear local
// data, which must not happen on the login form itself.
/** HTTP status and server message of each error code. */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: { status: 400, message: SERVER_MESSAGES.validationFailed },
  NOT_FOUND: { status: 404, message: SERVER_MESSAGES.notFound },
  UNAUTHORIZED: { status: 401, message: SERVER_MESSAGES.unauthorized },
  FORBIDDEN: { status: 403, message: SERVER_MESSAGES.forbidden },
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: SERVER_MESSAGES.passwordChangeRequired },
  HANDOFF_INVALID: { status: 400, message: SERVER_MESSAGES.handoffInvalid },
  PROVIDER_NOT_CONFIGURED: { status: 404, message: SERVER_MESSAGES.providerNotConfigured },
  OAUTH_STATE_INVALID: { status: 400, message: SERVER_MESSAGES.oauthStateInvalid },
  OAUTH_FAILED: { status: 502, message: SERVER_MESSAGES.oauthFailed },
  OAUTH_NOT_LINKED: { status: 404, message: SERVER_MESSAGES.oauthNotLinked },
  CONFLICT: { status: 409, message: SERVER_MESSAGES.conflict },
  RATE_LIMITED: { status: 429, message: SERVER_MESSAGES.rateLimited },
  INTERNAL: { status: 500, message: SERVER_MESSAGES.internal },
  DATABASE_UNAVAILABLE: { status: 503, message: SERVER_MESSAGES.databaseUnavailable },
  BROKER_UNAVAILABLE: { status: 503, message: SERVER_MESSAGES.brokerUnavailable },
  CSRF_HEADER_MISSING: { status: 403, message: SERVER_MESSAGES.csrfHeaderMissing },
  CROSS_SITE_REFUSED: { status: 403, message: SERVER_MESSAGES.crossSiteRefused },
  FACTOR_CHECK_FAILED: { status: 403, message: SERVER_MESSAGES.factorCheckFailed },
  CAPTCHA_WRONG: { status: 400, message: SERVER_MESSAGES.captchaWrong },
  CAPTCHA_EXPIRED: { status: 400, message: SERVER_MESSAGES.captchaExpired },
  PASSWORD_WRONG: { status: 400, message: SERVER_MESSAGES.passwordError },
  LOGIN_LOCKED: { status: 429, message: SERVER_MESSAGES.loginLocked },
  // data: { retryAfterSeconds } (also the Retry-After header).
  LOGIN_THROTTLED: { status: 429, message: SERVER_MESSAGES.loginThrottled },
  CAPTCHA_REQUIRED: { status: 400, message: SERVER_MESSAGES.captchaRequired },
  OFFLINE_RENEW_REFUSED: { status: 403, message: SERVER_MESSAGES.offlineRenewRefused },
  // data: { retryAfterSeconds } (also the Retry-After header), for both code budgets.
  CODE_BUDGET_ADDRESS: { status: 429, message: SERVER_MESSAGES.codeBudgetAddress },
  CODE_BUDGET_ALL: { status: 429, message: SERVER_MESSAGES.codeBudgetAll },
  SEND_BUDGET_EXHAUSTED: { status: 429, message: SERVER_MESSAGES.sendBudgetExhausted },
  INVALID_CREDENTIALS: { status: 400, message: SERVER_MESSAGES.invalidCredentials },
  CURRENT_PASSWORD_WRONG: { status: 400, message: SERVER_MESSAGES.currentPasswordWrong },
  ACCOUNT_NOT_FOUND: { status: 404, message: SERVER_MESSAGES.accountNotFound },
  MOBILE_EXISTS: { status: 409, message: SERVER_MESSAGES.mobileExists },
  USER_EXISTS: { status: 409, message: SERVER_MESSAGES.userExists },
  EMAIL_EXISTS: { status: 409, message: SERVER_MESSAGES.emailExists },
  MOBILE_INVALID: { status: 400, message: SERVER_MESSAGES.mobileInvalid },
  CODE_EXPIRED: { status: 400, message: SERVER_MESSAGES.codeExpired },
  CODE_INVALID: { status: 400, message: SERVER_MESSAGES.codeInvalid },
  CODE_MISSING: { status: 400, message: SERVER_MESSAGES.codeMissing },
  CODE_RECEIVER_UNVERIFIED: { status: 400, message: SERVER_MESSAGES.codeReceiverUnverified },
  CODE_RETRIES_EXCEEDED: { status: 400, message: SERVER_MESSAGES.codeRetriesExceeded },
  RECOVER_CODE_INVALID: { status: 400, message: SERVER_MESSAGES.recoverCodeInvalid },
  CODE_FLOW_MINUTE: { status: 429, message: SERVER_MESSAGES.codeFlowMinute },
  CODE_FLOW_HOUR: { status: 429, message: SERVER_MESSAGES.codeFlowHour },
  CODE_FLOW_DAY: { status: 429, message: SERVER_MESSAGES.codeFlowDay },
  // 502: an upstream (SMS gateway, mail server) failed, not this server; the client may retry at once.
  SMS_SEND_FAILED: { status: 502, message: SERVER_MESSAGES.smsSendFailed },
  EMAIL_SEND_FAILED: { status: 502, message: SERVER_MESSAGES.emailSendFailed },
  NAME_IN_USE: { status: 409, message: SERVER_MESSAGES.nameInUse },
  SERIAL_IN_USE: { status: 409, message: SERVER_MESSAGES.serialInUse },
  ROLE_IN_USE: { status: 409, message: SERVER_MESSAGES.roleInUse },
  SYSTEM_PERMISSION: { status: 409, message: SERVER_MESSAGES.systemPermission },
  FILE_TOO_LARGE: { status: 413, message: SERVER_MESSAGES.fileTooLarge },
  UPLOAD_TIMEOUT: { status: 408, message: SERVER_MESSAGES.uploadTimeout },
  COUPON_NOT_USABLE: { status: 409, message: SERVER_MESSAGES.couponNotUsable },
  LEVEL_TOO_LOW: { status: 403, message: SERVER_MESSAGES.levelTooLow },
  UNBIND_LIMIT: { status: 409, message: SERVER_MESSAGES.unbindLimit },
  LICENCE_DEVICE_LIMIT: { status: 409, message: SERVER_MESSAGES.licenceDeviceLimit },
  APPLICATION_PENDING: { status: 409, message: SERVER_MESSAGES.applicationPending },
  APPLICATION_DECIDED: { status: 409, message: SERVER_MESSAGES.applicationDecided },
  ORDER_STATE_INVALID: { status: 409, message: SERVER_MESSAGES.orderStateInvalid },
  ORDER_PAID_THROUGH_PAYMENT: { status: 409, message: SERVER_MESSAGES.orderPaidThroughPayment },
  LICENCE_ALREADY_BOUND: { status: 409, message: SERVER_MESSAGES.licenceAlreadyBound },
  LICENCE_NOT_BOUND: { status: 409, message: SERVER_MESSAGES.licenceNotBound },
  DEVICE_ALREADY_BOUND: { status: 409, message: SERVER_MESSAGES.deviceAlreadyBound },
  LICENCE_EXPIRED: { status: 409, message: SERVER_MESSAGES.licenceExpired },
  COUPON_USED: { status: 409, message: SERVER_MESSAGES.couponUsed },
  COUPON_EXPIRED: { status: 409, message: SERVER_MESSAGES.couponExpired },
  AVATAR_FORMAT: { status: 415, message: SERVER_MESSAGES.avatarFormat },
  AVATAR_TOO_LARGE: { status: 413, message: SERVER_MESSAGES.avatarTooLarge },
  SERVER_BUSY: { status: 503, message: SERVER_MESSAGES.serverBusy },
  DEVICE_TYPE_LIMIT: { status: 403, message: SERVER_MESSAGES.deviceTypeLimit },
  DEVICE_LIMIT: { status: 403, message: SERVER_MESSAGES.deviceLimit },
  DEVICE_TYPE_EXISTS: { status: 409, message: SERVER_MESSAGES.deviceTypeExists },
  DEVICE_TYPE_IN_USE: { status: 409, message: SERVER_MESSAGES.deviceTypeInUse },
  DEVICE_EXISTS: { status: 409, message: SERVER_MESSAGES.deviceExists },
  DEVICE_IMPORT_INVALID: { status: 400, message: SERVER_MESSAGES.deviceImportInvalid },
  GATEWAY_INVALID: { status: 409, message: SERVER_MESSAGES.gatewayInvalid },
  COMMAND_TIMEOUT: { status: 504, message: SERVER_MESSAGES.commandTimeout },
  COMMAND_NOT_DECLARED: { status: 400, message: SERVER_MESSAGES.commandNotDeclared },
  // data: { cmd, devtype, param, reason: PARAM_UNDECLARED | VALUE_TYPE_MISMATCH, declared? }.
  COMMAND_PARAMS_INVALID: { status: 400, message: SERVER_MESSAGES.commandParamsInvalid },
  DEVICE_OFFLINE: { status: 409, message: SERVER_MESSAGES.deviceOffline },
  // data: { rejections: [{ reason, detail }] } — the reasons of device-rejections.ts, for rows sent over HTTP.
  DATA_REJECTED: { status: 400, message: SERVER_MESSAGES.dataRejected },
  RECIPIENTS_UNKNOWN: { status: 400, message: SERVER_MESSAGES.recipientsUnknown },
  BROADCAST_RECALLED: { status: 409, message: SERVER_MESSAGES.broadcastRecalled },
  COUPON_BATCH_SHORT: { status: 409, message: SERVER_MESSAGES.couponBatchShort },
  // A sub-user the main account disabled: told only after the right password, so it probes nothing.
  ACCOUNT_DISABLED: { status: 403, message: SERVER_MESSAGES.accountDisabled },
  // data: { subusers } — the sub-users it is attached to.
  ACCESS_PROFILE_IN_USE: { status: 409, message: SERVER_MESSAGES.accessProfileInUse },
  // A sub-user scoped to groups cannot add what would fall outside its own scope (devices, groups).
  SCOPE_LIMITED: { status: 403, message: SERVER_MESSAGES.scopeLimited },
  FUND_ACCOUNT_NOT_OPEN: { status: 409, message: SERVER_MESSAGES.fundAccountNotOpen },
  FUND_ACCOUNT_OPEN: { status: 409, message: SERVER_MESSAGES.fundAccountOpen },
  PAY_PASSWORD_WRONG: { status: 403, message: SERVER_MESSAGES.payPasswordWrong },
  PAY_PASSWORD_LOCKED: { status: 429, message: SERVER_MESSAGES.payPasswordLocked },
  FUND_ACCOUNT_NOT_EMPTY: { status: 409, message: SERVER_MESSAGES.fundAccountNotEmpty },
  FUND_INSUFFICIENT: { status: 409, message: SERVER_MESSAGES.fundInsufficient },
  REFUND_TOO_LARGE: { status: 409, message: SERVER_MESSAGES.refundTooLarge },
  PAY_TYPE_UNAVAILABLE: { status: 409, message: SERVER_MESSAGES.payTypeUnavailable },
  PAY_ORDER_STATE_INVALID: { status: 409, message: SERVER_MESSAGES.payOrderStateInvalid },
  REFUND_STATE_INVALID: { status: 409, message: SERVER_MESSAGES.refundStateInvalid },
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, message: SERVER_MESSAGES.idempotencyKeyRequired },
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: SERVER_MESSAGES.idempotencyKeyReused },
  FUNDS_ARREARS: { status: 409, message: SERVER_MESSAGES.fundsArrears },
  PAYMENT_CALLBACK_INVALID: { status: 400, message: SERVER_MESSAGES.paymentCallbackInvalid },
  // The payment gateway did not answer a new order with its page: the order is marked failed, nothing paid.
  PAY_GATEWAY_FAILED: { status: 502, message: SERVER_MESSAGES.payGatewayFailed },
  FIRMWARE_EXISTS: { status: 409, message: SERVER_MESSAGES.firmwareExists },
  FIRMWARE_IN_USE: { status: 409, message: SERVER_MESSAGES.firmwareInUse },
  ROLLOUT_STATE_INVALID: { status: 409, message: SERVER_MESSAGES.rolloutStateInvalid },
  OTA_NO_TARGETS: { status: 400, message: SERVER_MESSAGES.otaNoTargets },
  OTA_LINK_INVALID: { status: 403, message: SERVER_MESSAGES.otaLinkInvalid },
  // data: { max } — a group holds at most MULTICAST_MEMBERS_MAX members; nothing was added.
  MULTICAST_MEMBERS_LIMIT: { status: 409, message: SERVER_MESSAGES.multicastMembersLimit },
  // data: { devids } — a gwb or gwr group takes only sub-devices of its gateway; nothing was added.
  MULTICAST_MEMBER_INVALID: { status: 409, message: SERVER_MESSAGES.multicastMemberInvalid },
  MULTICAST_NO_MEMBERS: { status: 409, message: SERVER_MESSAGES.multicastNoMembers },
  LORA_SESSION_REQUIRED: { status: 409, message: SERVER_MESSAGES.loraSessionRequired },
  TASK_STATE_INVALID: { status: 409, message: SERVER_MESSAGES.taskStateInvalid },
  // Editing or deleting waits for the run under way to end (or a pause or cancel to stop it).
  TASK_RUNNING: { status: 409, message: SERVER_MESSAGES.taskRunning },
  SUBUSER_LIMIT: { status: 409, message: SERVER_MESSAGES.subuserLimit },
  // data: { max } — RULE_LIMITS.perOwner rules, RULE_ACTION_LIMITS.perOwner actions per main account.
  RULE_LIMIT: { status: 409, message: SERVER_MESSAGES.ruleLimit },
  RULE_ACTION_LIMIT: { status: 409, message: SERVER_MESSAGES.ruleActionLimit },
  // data: { rules: [{ id, name }] } — the rules naming the action; nothing was deleted.
  RULE_ACTION_IN_USE: { status: 409, message: SERVER_MESSAGES.ruleActionInUse },
  // data: { ids } — the listed records still standing; nothing was deleted.
  RECORD_NOT_CLEARED: { status: 409, message: SERVER_MESSAGES.recordNotCleared },
  // data: { max } — STATISTIC_LIMITS.algorithmsPerOwner formulas, examplesPerOwner examples per main account.
  STATISTIC_LIMIT: { status: 409, message: SERVER_MESSAGES.statisticLimit },
  // data: { examples: [{ id, name }] } — the examples using the algorithm; nothing was deleted.
  STATISTIC_ALGORITHM_IN_USE: { status: 409, message: SERVER_MESSAGES.statisticAlgorithmInUse },
  // What a running example computes (algorithm, point, parameters, window, zone) changes only once stopped.
  STATISTIC_EXAMPLE_RUNNING: { status: 409, message: SERVER_MESSAGES.statisticExampleRunning },
  // data: { max } — PROJECT_LIMITS.perOwner projects per main account.
  PROJECT_LIMIT: { status: 409, message: SERVER_MESSAGES.projectLimit },
  PROJECT_NAME_TAKEN: { status: 409, message: SERVER_MESSAGES.projectNameTaken },
  // data: { max } — PROJECT_DATA_LIMITS.datasetsPerProject.
  DATASET_LIMIT: { status: 409, message: SERVER_MESSAGES.datasetLimit },
  DATASET_NAME_TAKEN: { status: 409, message: SERVER_MESSAGES.datasetNameTaken },
  // data: { version } — the record's current version; nothing was changed.
  PROJECT_DATA_STALE: { status: 409, message: SERVER_MESSAGES.projectDataStale },
  // data: { fields } — the unique fields whose value another record holds; nothing was changed.
  PROJECT_DATA_UNIQUE: { status: 409, message: SERVER_MESSAGES.projectDataUnique },
  // data: { rows: [{ row, field, message }] } — spreadsheet row (header = 1), field, message key.
  PROJECT_DATA_ROWS_INVALID: { status: 400, message: SERVER_MESSAGES.projectDataRowsInvalid },
  // data: { id } — the result that window and device already have.
  STATISTIC_RESULT_EXISTS: { status: 409, message: SERVER_MESSAGES.statisticResultExists },
  // data: { line, reason } — the first mistake in an uploaded DBC file; nothing was stored.
  DBC_INVALID: { status: 400, message: SERVER_MESSAGES.dbcInvalid },
  // data: { strategies: [{ id, name }] } — the strategies decoding with the file; nothing was deleted.
  DBC_IN_USE: { status: 409, message: SERVER_MESSAGES.dbcInUse },
  UDS_ERROR_CODE_EXISTS: { status: 409, message: SERVER_MESSAGES.udsErrorCodeExists },
  UDS_IMPORT_INVALID: { status: 400, message: SERVER_MESSAGES.udsImportInvalid },
  CUSTOM_EXISTS: { status: 409, message: SERVER_MESSAGES.customExists },
  // data: { max } — CUSTOM_LIMITS.perOwner customs, COMMON_FILES_PER_OWNER files per main account.
  CUSTOM_LIMIT: { status: 409, message: SERVER_MESSAGES.customLimit },
  COMMON_FILE_TOO_LARGE: { status: 413, message: SERVER_MESSAGES.commonFileTooLarge },
  // data: { reason } — 'executable', 'unsupported' (binary of no known kind) or 'mismatch' (name vs bytes).
  COMMON_FILE_TYPE: { status: 415, message: SERVER_MESSAGES.commonFileType },
  COMMON_FILE_LIMIT: { status: 409, message: SERVER_MESSAGES.commonFileLimit },
  COMMON_FILE_LINK_INVALID: { status: 403, message: SERVER_MESSAGES.commonFileLinkInvalid },
  // The test-only dev endpoints (OUTBOX_API=1) word their 404 with the item and the server's clock.
  DEV_CAPTCHA_UNKNOWN: { status: 404, message: SERVER_MESSAGES.devCaptchaUnknown },
  DEV_CAPTCHA_EXPIRED: { status: 404, message: SERVER_MESSAGES.devCaptchaExpired },
  DEV_OUTBOX_EMPTY: { status: 404, message: SERVER_MESSAGES.devOutboxEmpty },
  // Told only after the right password, like a disabled sub-user.
  ADMIN_DISABLED: { status: 403, message: SERVER_MESSAGES.adminDisabled },
  // Disabling, deleting or resetting oneself on the administrators' list (one's own page changes one's password).
  ADMIN_SELF: { status: 409, message: SERVER_MESSAGES.adminSelf },
  ADMIN_SUPER_ONLY: { status: 403, message: SERVER_MESSAGES.adminSuperOnly },
} as const satisfies Record<ErrorCode, { status: number; message: ServerMessage }>;

/** Error code of each IoT platform server code. */
export const IOT_SERVER_CODE_ERRORS = {
  [IOT_SERVER_CODES.serverBusy]: ERROR_CODES.SERVER_BUSY,
  [IOT_SERVER_CODES.deviceTypeLimit]: ERROR_CODES.DEVICE_TYPE_LIMIT,
  [IOT_SERVER_CODES.deviceLimit]: ERROR_CODES.DEVICE_LIMIT,
} as const satisfies Record<IotServerCode, ErrorCode>;

/** One field's failure in a 400's details: dotted path and validation message key. */
export interface FieldError {
  /** Where the field was sent: body, querystring or params (absent for form-side checks). */
  location?: string;
  path: string;
  message: string;
  /** What the message names (an unknown node's name), for the message key's placeholders. */
  params?: Record<string, string>;
}

/** Field errors from zod issues, for `data` of a VALIDATION_FAILED answer. */
export function toFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldError[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** The body of every error answer. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.unknown().optional(),
});
/** The body of every error answer. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
