import { commandQuerySchema, MESSAGE_TYPES, type RuleActionBody } from '@fleetkey/contract';
import type { AppContext } from '../../../../app-context';
import type { SendChannel } from '../../../../config';
import { AppError } from '../../../../platform/errors/app-error';
import type { CommandDelivery } from '../../commands/command-delivery';
import type { CommandReplies } from '../../commands/command-replies';
import { commandsService } from '../../commands/commands.service';
import { messagesRepository } from '../../../accounts/messages/messages.repository';
import { sendBudget, type BudgetRefusal } from '../send-budget';
import { webhookSecrets } from '../webhook-secret';
import { postWebhook } from './webhook-delivery';

/** A firing as its actions tell it. */
export interface Firing {
  runId: string;
  /** The job (a webhook's delivery id: the same on each retry, so the receiver can drop repeats). */
  jobId: string;
  userId: string;
  ruleId: string;
  ruleName: string;
  severity: string;
  devid: string;
  event: 'fire' | 'clear';
  at: number;
  values: Record<string, unknown>;
  recordId: string | null;
}

/** A stored action: its id, kind and settings (a webhook's secret sealed), and its author's scope. */
export interface StoredAction {
  id: string;
  userId: string;
  profileId: number | null;
  kind: RuleActionBody['kind'];
  settings: string;
  secret: string | null;
}

/** What one attempt did: `retry` when another attempt may succeed. */
export type AttemptOutcome =
  | { outcome: 'done'; error: null }
  | { outcome: 'skipped'; error: string; budget?: BudgetRefusal }
  | { outcome: 'failed'; error: string; retry: boolean };

const done = { outcome: 'done', error: null } as const;

/** The one-line English summary of a firing (e-mail subject, SMS). */
function summary(firing: Firing): string {
  return `[${firing.severity}] ${firing.ruleName} on ${firing.devid}`;
}

function details(firing: Firing): string {
  return [
    `Rule: ${firing.ruleName} (${firing.ruleId})`,
    `Device: ${firing.devid}`,
    `Severity: ${firing.severity}`,
    `Time: ${new Date(firing.at).toISOString()}`,
    `Values: ${JSON.stringify(firing.values)}`,
    ...(firing.recordId ? [`Alarm record: ${firing.recordId}`] : []),
  ].join('\n');
}

/** Runs one attempt of an action of any kind. */
export type ActionRunner = ReturnType<typeof ruleActionRunner>;

/** Runs one attempt of an action of each kind. */
export function ruleActionRunner(
  context: Pick<AppContext, 'db' | 'bus' | 'clock' | 'config' | 'notify'>,
  commandDeps: { replies: CommandReplies; delivery: CommandDelivery },
) {
  const { db, notify, config } = context;
  const secrets = webhookSecrets(config);
  const commands = commandsService(context, commandDeps);
  const allowPrivate = config.rules.webhookAllowPrivate;
  const budget = sendBudget(context);

  // What the action would send, counted against the account's hourly budget before anything goes out:
  // all of it or, past the budget, none (the rule log says why).
  const overBudget = async (action: StoredAction, channel: SendChannel, count: number) => {
    const refusal = await budget.take(action.userId, channel, count);
    if (!refusal) return null;
    const error = `SEND_BUDGET_EXHAUSTED: the account's ${channel} budget of ${refusal.budget} an hour is spent`;
    return { outcome: 'skipped', error, budget: refusal } as const;
  };

  const inbox = async (action: StoredAction, owner: boolean, subuserIds: string[], firing: Firing) => {
    // Sub-users deleted since the action was saved are left out; the owner always exists.
    const subusers =
      subuserIds.length === 0
        ? []
        : await db
            .selectFrom('users')
            .select('id')
            .where('ownerId', '=', action.userId)
            .where('id', 'in', subuserIds)
            .execute();
    const receivers = [...(owner ? [action.userId] : []), ...subusers.map((row) => row.id)];
    if (receivers.length === 0) return { outcome: 'skipped', error: 'no receiver left' } as const;
    const params = {
      rule: firing.ruleName,
      devid: firing.devid,
      severity: firing.severity,
      values: JSON.stringify(firing.values),
      firedAt: firing.at,
    };
    await db.transaction().execute(async (trx) => {
      for (const userId of receivers)
        await messagesRepository(trx).insert({
          userId,
          type: MESSAGE_TYPES.system,
          title: `Alarm: ${firing.ruleName}`,
          content: `Rule ${firing.ruleName} fired on device ${firing.devid} (${firing.severity}). Values: ${params.values}`,
          createdAt: firing.at,
          text: { key: 'alarmFired', params },
        });
    });
    return done;
  };

  const command = async (action: StoredAction, settings: Record<string, unknown>, firing: Firing) => {
    const devid = typeof settings.devid === 'string' ? settings.devid : firing.devid;
    const devtype = typeof settings.devid === 'string' ? undefined : String(settings.devtype);
    const query = commandQuerySchema.parse({ devtype, cmdtype: settings.cmdtype, queue: true });
    const scope = { ownerId: action.userId, profileId: action.profileId };
    const params = (settings.params ?? {}) as Record<string, unknown>;
    await commands.send(scope, devid, String(settings.cmd), query, params);
    return done;
  };

  const attempt = async (action: StoredAction, firing: Firing): Promise<AttemptOutcome> => {
    // Written from the contract's parsed bodies.
    const settings = JSON.parse(action.settings) as Record<string, unknown>;
    switch (action.kind) {
      case 'inbox':
        return inbox(action, settings.owner === true, (settings.subuserIds ?? []) as string[], firing);
      case 'email': {
        const addresses = (settings.addresses ?? []) as string[];
        const refused = await overBudget(action, 'email', addresses.length);
        if (refused) return refused;
        for (const to of addresses)
          await notify.email({ to, subject: `Fleetkey alarm: ${summary(firing)}`, text: details(firing) });
        return done;
      }
      case 'sms': {
        const mobiles = (settings.mobiles ?? []) as string[];
        const refused = await overBudget(action, 'sms', mobiles.length);
        if (refused) return refused;
        for (const to of mobiles) await notify.sms({ to, text: `Fleetkey alarm: ${summary(firing)}` });
        return done;
      }
      case 'webhook': {
        if (!action.secret) return { outcome: 'skipped', error: 'no secret' };
        const refused = await overBudget(action, 'webhook', 1);
        if (refused) return refused;
        const body = JSON.stringify({
          id: firing.jobId,
          run: firing.runId,
          event: firing.event,
          rule: { id: firing.ruleId, name: firing.ruleName, severity: firing.severity },
          devid: firing.devid,
          at: firing.at,
          values: firing.values,
          recordId: firing.recordId,
        });
        const result = await postWebhook(
          String(settings.url),
          secrets.open(action.id, action.secret),
          body,
          { 'X-Fleetkey-Delivery': firing.jobId },
          allowPrivate,
        );
        return result.ok ? done : { outcome: 'failed', error: result.error, retry: result.retry };
      }
      case 'command':
        return command(action, settings, firing);
    }
  };

  return {
    /** One attempt; a refusal of the providers or the device is an outcome, never a throw. */
    async run(action: StoredAction, firing: Firing): Promise<AttemptOutcome> {
      try {
        return await attempt(action, firing);
      } catch (error) {
        if (error instanceof AppError) {
          if (error.code === 'NOT_FOUND') return { outcome: 'skipped', error: 'device not found' };
          const retry = ['BROKER_UNAVAILABLE', 'SMS_SEND_FAILED', 'EMAIL_SEND_FAILED'].includes(error.code);
          return { outcome: 'failed', error: `${error.code}: ${error.message}`, retry };
        }
        return {
          outcome: 'failed',
          error: error instanceof Error ? error.message : String(error),
          retry: true,
        };
      }
    },
  };
}
