import { z } from 'zod';
import { commandBodySchema } from './command-calls';
import { commandTypeSchema, type CommandType } from './devices';
import { devtypeNameSchema, keyNameSchema } from './devtype-calls';
import { listFilterOf, listQuerySchema, type ListResult } from './lists';
import { emailSchema, fullMobileSchema } from './validation/contact';
import { deviceIdSchema } from './validation/device';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { fields, requiredTrimmedText, text, typeError } from './validation/text';
import { recordIdParamsSchema } from './validation/record-id';
import { WEBHOOK_URL_MAX } from './webhook-address';

// Rule actions (/rule_actions, issue 16 "Actions"): what a firing rule does, saved once and named by rules'
// `actionIds`. Deleting an action that rules still name is refused (409 RULE_ACTION_IN_USE with those rules):
// a rule silently losing its notification is worse than one more click.
//   inbox    a message in the console's inbox of the main account (`owner`) and/or chosen sub-users;
//   email    to addresses, sms to mobiles (calling code, no plus), through the server's notify providers;
//   webhook  an HTTPS POST of a JSON body signed with HMAC-SHA256 of the body under `secret` (header
//            `X-Fleetkey-Signature: sha256=<hex>`); the secret is write-only: stored encrypted, answered masked.
//            The URL must be https and not a private address unless the operator sets
//            RULE_WEBHOOK_ALLOW_PRIVATE=1 (webhook-address.ts);
//   command  a declared command to a device (the firing one, `devid` left out, or another), which needs the author's
//            devices:control, checked when the action is saved and when a rule names it.

/** What an action does. */
export const RULE_ACTION_KINDS = ['inbox', 'email', 'sms', 'webhook', 'command'] as const;
/** What an action does. */
export type RuleActionKind = (typeof RULE_ACTION_KINDS)[number];

/** Limits of actions. */
export const RULE_ACTION_LIMITS = {
  nameMax: 64,
  /** Actions one main account may hold. */
  perOwner: 200,
  /** Addresses, mobiles or sub-users of one action. */
  recipientsMax: 20,
  secretMin: 16,
  secretMax: 128,
} as const;

/** The header a webhook's signature goes in. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Fleetkey-Signature';

const nameSchema = requiredTrimmedText().max(RULE_ACTION_LIMITS.nameMax, M.tooLong);
const unique = <T extends z.ZodType<string>>(item: T) =>
  z
    .array(item, { error: typeError })
    .max(RULE_ACTION_LIMITS.recipientsMax, M.tooMany)
    .refine((list) => new Set(list).size === list.length, M.duplicate);

/** A webhook secret: printable without `*`, so a masked secret sent back can never pass for one. */
export const webhookSecretSchema = text().regex(
  new RegExp(`^[A-Za-z0-9._~+/=-]{${RULE_ACTION_LIMITS.secretMin},${RULE_ACTION_LIMITS.secretMax}}$`),
  M.webhookSecretInvalid,
);

const inboxSchema = fields({
  name: nameSchema,
  kind: z.literal('inbox'),
  owner: z.boolean({ error: typeError }).default(true),
  subuserIds: unique(z.string().min(1, M.required).max(36, M.tooLong)).default([]),
}).superRefine((action, ctx) => {
  if (!action.owner && action.subuserIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['subuserIds'], message: M.required });
});
const emailActionSchema = fields({
  name: nameSchema,
  kind: z.literal('email'),
  addresses: unique(emailSchema).min(1, M.required),
});
const smsActionSchema = fields({
  name: nameSchema,
  kind: z.literal('sms'),
  mobiles: unique(fullMobileSchema).min(1, M.required),
});
/** A webhook: `url` is checked against the operator's setting when saved; `secret` left out keeps the stored one. */
const webhookActionSchema = fields({
  name: nameSchema,
  kind: z.literal('webhook'),
  url: requiredTrimmedText().max(WEBHOOK_URL_MAX, M.tooLong),
  secret: webhookSecretSchema.optional(),
});
/**
 * A command to `devid`, or — `devid` left out — to the device the rule fires on, which must then be of
 * `devtype` (the type that declares `cmd`; a firing device of another type skips the action).
 */
const commandActionSchema = fields({
  name: nameSchema,
  kind: z.literal('command'),
  devid: deviceIdSchema.optional(),
  devtype: devtypeNameSchema.optional(),
  cmd: keyNameSchema,
  params: commandBodySchema,
  cmdtype: commandTypeSchema,
}).superRefine((action, ctx) => {
  if (action.devid === undefined && action.devtype === undefined)
    ctx.addIssue({ code: 'custom', path: ['devtype'], message: M.required });
});

/** Body of POST /rule_actions and PUT /rule_actions/{id}, by `kind`. */
export const ruleActionBodySchema = z.discriminatedUnion(
  'kind',
  [inboxSchema, emailActionSchema, smsActionSchema, webhookActionSchema, commandActionSchema],
  { error: M.invalidOption },
);
/** A valid action body. */
export type RuleActionBody = z.output<typeof ruleActionBodySchema>;
/** An action body as a form writes it. */
export type RuleActionBodyInput = z.input<typeof ruleActionBodySchema>;

/** Path of /rule_actions/{id}. */
export const ruleActionParamsSchema = recordIdParamsSchema;

/** GET /rule_actions: list parameters and filter `{kind}`. */
export const ruleActionListQuerySchema = listQuerySchema.extend({
  filter: listFilterOf({ kind: z.enum(RULE_ACTION_KINDS, { error: M.listFilterInvalid }).optional() }),
});
/** A parsed action list query. */
export type RuleActionListQuery = z.output<typeof ruleActionListQuerySchema>;

/** A webhook secret as answered: `*` then its last four characters. */
export function maskWebhookSecret(lastFour: string): string {
  return `${'*'.repeat(12)}${lastFour}`;
}

interface ActionBase {
  id: string;
  name: string;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

/** An action as the calls answer it (a webhook's secret masked). */
export type RuleActionView = ActionBase &
  (
    | { kind: 'inbox'; owner: boolean; subuserIds: string[] }
    | { kind: 'email'; addresses: string[] }
    | { kind: 'sms'; mobiles: string[] }
    | { kind: 'webhook'; url: string; secret: string }
    | {
        kind: 'command';
        /** Absent: the device the rule fires on (of `devtype`). */
        devid?: string;
        devtype?: string;
        cmd: string;
        params: Record<string, unknown>;
        cmdtype: CommandType;
      }
  );

/** GET /rule_actions. */
export type RuleActionPage = ListResult<RuleActionView>;
