import { z } from 'zod';

// Messages and user log entries the server writes carry a text key and its values beside the English text
// (ARCHITECTURE §Conventions 5): a console words them in the reader's language as
// `serverText.<key>.title` / `serverText.<key>.content`, and shows the stored English text for rows that
// have no key (written before keys existed, or typed by a person: broadcasts, tickets).

/** Keys of the messages the server leaves in a user's centre; each has a title and a content. */
export const MESSAGE_TEXT_KEYS = [
  'registrationTrial',
  'firstBindBonus',
  'autoRenewed',
  'emailBindReward',
  'cardReceived',
  'cardUsed',
  'applicationReceived',
  'applicationApproved',
  'applicationApprovedRemark',
  'applicationRejected',
  'applicationRejectedRemark',
  'alarmFired',
] as const;

/** Keys of the entries the server writes in a user's own log; each has a content. */
export const USER_LOG_TEXT_KEYS = [
  'appliedFor',
  'changedApplicationDuration',
  'withdrewApplication',
  'usedCard',
  'orderedRecharge',
  'orderedRechargeForLicence',
  'downloadedOfflineLicence',
  'boundLicence',
  'unboundLicence',
] as const;

/** Every key the server writes texts under. */
export const SERVER_TEXT_KEYS = [...MESSAGE_TEXT_KEYS, ...USER_LOG_TEXT_KEYS] as const;
/** A key the server writes a text under. */
export type ServerTextKey = (typeof SERVER_TEXT_KEYS)[number];
/** A server text key from the network. */
export const serverTextKeySchema = z.enum(SERVER_TEXT_KEYS);

/**
 * The phrases an application's texts nest by kind (`serverTextParts.<part>.<kind>`): the `request` value
 * names what was asked for, the `change` value what a passed application changed.
 */
export const SERVER_TEXT_PARTS = {
  request: ['newLicence', 'renew', 'unbind', 'companyInfo'],
  change: ['issued', 'renewed', 'unbound', 'companyApproved', 'companyApprovedTrialExtended'],
} as const;
/** What an application asked for, as its texts name it. */
export type ApplicationRequestKind = (typeof SERVER_TEXT_PARTS.request)[number];
/** What a passed application changed, as its texts name it. */
export type ApplicationChangeKind = (typeof SERVER_TEXT_PARTS.change)[number];

/** Values that are days (epoch ms): a console shows them as dates in the reader's time zone. */
export const SERVER_TEXT_DAY_PARAMS = ['expiredAt', 'validUntil'] as const;
/** Values that are moments (epoch ms): a console shows them as date and time in the reader's time zone. */
export const SERVER_TEXT_MOMENT_PARAMS = ['firedAt'] as const;
/** Values that are money in fen: a console shows them as yuan (`¥300.00`). */
export const SERVER_TEXT_FEN_PARAMS = ['amount'] as const;

/** A server text's values: ids, names, counts and codes as they are, moments as epoch ms. */
export const serverTextParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
/** A server text's values. */
export type ServerTextParams = z.infer<typeof serverTextParamsSchema>;

/** A server-written text: the key a console words it by and the values it is filled with. */
export interface ServerText {
  key: ServerTextKey;
  params: ServerTextParams;
}

/** The optional key and values of a message or log entry in an answer. */
export const serverTextFieldsSchema = z.object({
  textKey: serverTextKeySchema.optional(),
  textParams: serverTextParamsSchema.optional(),
});
