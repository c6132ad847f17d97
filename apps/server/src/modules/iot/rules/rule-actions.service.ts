import {
  iotAllows,
  RULE_ACTION_LIMITS,
  webhookUrlProblem,
  type RuleActionBody,
  type RuleActionListQuery,
  type RuleActionPage,
  type RuleActionTestResult,
  type RuleActionView,
  type ValidationMessageKey,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { authoredBy, type DeviceScope, type IotActor } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { devicesRepository } from '../devices/devices.repository';
import { requireDeclaredCommand } from '../devtypes/declared-commands';
import { devtypesRepository } from '../devtypes/devtypes.repository';
import type { ActionRunner } from './engine/rule-action-runner';
import { ruleActionsRepository, type RuleActionRow } from './rule-actions.repository';
import { settingsOf, toActionView } from './rule-view';
import { webhookSecrets } from './webhook-secret';

/** A 400 like the contract's own, for the checks that need the server (its settings, its data). */
const invalid = (path: string, message: ValidationMessageKey) =>
  AppError.of('VALIDATION_FAILED', { fields: [{ location: 'body', path, message }] });

/** Rule actions (/rule_actions): what rules run when they fire, each checked for what its author may reach. */
export function ruleActionsService({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const actions = ruleActionsRepository(db);
  const secrets = webhookSecrets(config);

  const requireAction = async (scope: DeviceScope, id: string): Promise<RuleActionRow> => {
    const row = await actions.find(scope, id);
    if (!row) throw AppError.of('NOT_FOUND');
    return row;
  };

  /**
   * An action is picked by its name in the rule editor: two of one name (an edit saved as a new one) could
   * not be told apart there, so a name another action of the account bears is refused (409 NAME_IN_USE).
   */
  const requireFreeName = async (actor: IotActor, name: string, exceptId?: string) => {
    if (await actions.nameTaken(actor.ownerId, name, exceptId))
      throw AppError.of('NAME_IN_USE', { field: 'name' });
  };

  /**
   * What the action reaches must be the author's to reach: the owner's sub-users for an inbox message; a
   * device within the scope, a declared command, and devices:control for a command; a webhook URL the
   * operator's setting allows (RULE_WEBHOOK_ALLOW_PRIVATE) and a secret (kept when left out of a change).
   */
  const requireReachable = async (actor: IotActor, body: RuleActionBody, current?: RuleActionRow) => {
    const { scope } = actor;
    if (body.kind === 'inbox' && body.subuserIds.length > 0) {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('ownerId', '=', scope.ownerId)
        .where('id', 'in', body.subuserIds)
        .execute();
      const found = new Set(rows.map((row) => row.id));
      const missing = body.subuserIds.filter((id) => !found.has(id));
      if (missing.length > 0) throw AppError.of('NOT_FOUND', { subuserIds: missing });
    }
    if (body.kind === 'webhook') {
      const problem = webhookUrlProblem(body.url, config.rules.webhookAllowPrivate);
      if (problem) throw invalid('url', problem);
      if (body.secret === undefined && !current?.secret) throw invalid('secret', 'validation.required');
    }
    if (body.kind === 'command') {
      if (!iotAllows(actor.grants, { resource: 'devices', action: 'control' }))
        throw AppError.of('FORBIDDEN', { resource: 'devices', action: 'control' });
      if (body.devid === undefined) {
        // To the device the rule fires on: the command must be declared by the type it is of.
        const devtype = body.devtype ?? '';
        const [known] = await devtypesRepository(db).existing(scope.ownerId, [devtype]);
        if (!known) throw AppError.of('NOT_FOUND', { devtype });
        await requireDeclaredCommand(db, scope.ownerId, devtype, body.cmd, body.params);
        return;
      }
      const device = await devicesRepository(db).find(scope, body.devid);
      if (!device) throw AppError.of('NOT_FOUND', { devid: body.devid });
      await requireDeclaredCommand(db, scope.ownerId, device.devtype, body.cmd, body.params);
    }
  };

  /** The stored columns of a body; a webhook's secret sealed (or kept when left out). */
  const columnsOf = (id: string, body: RuleActionBody, current?: RuleActionRow) => {
    const keep = { secret: current?.secret ?? null, secretHint: current?.secretHint ?? null };
    const secret =
      body.kind !== 'webhook'
        ? { secret: null, secretHint: null }
        : body.secret === undefined
          ? keep
          : { secret: secrets.seal(id, body.secret), secretHint: body.secret.slice(-4) };
    return { name: body.name, kind: body.kind, settings: settingsOf(body), ...secret };
  };

  return {
    async list(scope: DeviceScope, query: RuleActionListQuery): Promise<RuleActionPage & { count?: number }> {
      const page = await actions.list(scope, query);
      return { ...page, result: page.result.map(toActionView) };
    },

    async get(scope: DeviceScope, id: string): Promise<RuleActionView> {
      return toActionView(await requireAction(scope, id));
    },

    async create(actor: IotActor, body: RuleActionBody): Promise<RuleActionView> {
      await requireReachable(actor, body);
      await requireFreeName(actor, body.name);
      if ((await actions.countOf(actor.ownerId)) >= RULE_ACTION_LIMITS.perOwner)
        throw AppError.of('RULE_ACTION_LIMIT', { max: RULE_ACTION_LIMITS.perOwner });
      const id = randomUUID();
      const now = clock.now();
      await actions.insert({
        id,
        ...columnsOf(id, body),
        ...authoredBy(actor, now),
      });
      return toActionView(await requireAction(actor.scope, id));
    },

    /** Replaces an action (its kind may change); rules naming it run the new one. */
    async update(actor: IotActor, id: string, body: RuleActionBody): Promise<RuleActionView> {
      const current = await requireAction(actor.scope, id);
      await requireReachable(actor, body, current);
      await requireFreeName(actor, body.name, id);
      await actions.update(actor.scope, id, { ...columnsOf(id, body, current), updatedAt: clock.now() });
      return toActionView(await requireAction(actor.scope, id));
    },

    /**
     * Runs the action once now with sample values, as a rule named "Test" firing on the action's device (a
     * command to "the firing device" has none to go to: skipped), and answers what it did. A webhook is
     * tried once, not retried. What it sends counts against the account's hourly send budget: past it, 429
     * SEND_BUDGET_EXHAUSTED with Retry-After.
     */
    async test(actor: IotActor, id: string, runner: ActionRunner): Promise<RuleActionTestResult> {
      const action = await requireAction(actor.scope, id);
      const settings = JSON.parse(action.settings) as Record<string, unknown>;
      if (action.kind === 'command' && typeof settings.devid !== 'string')
        return { outcome: 'skipped', error: 'no device to test on: the action sends to the firing device' };
      const now = clock.now();
      const result = await runner.run(action, {
        runId: randomUUID(),
        jobId: randomUUID(),
        userId: action.userId,
        ruleId: 'test',
        ruleName: 'Test',
        severity: 'info',
        devid: typeof settings.devid === 'string' ? settings.devid : 'test-device',
        event: 'fire',
        at: now,
        values: { test: true },
        recordId: null,
      });
      // A test past the budget is refused like a code past its budget, with when to try again.
      if (result.outcome === 'skipped' && result.budget)
        throw AppError.of('SEND_BUDGET_EXHAUSTED', {
          channel: result.budget.channel,
          budget: result.budget.budget,
          retryAfterSeconds: result.budget.retryAfterSeconds,
        });
      return { outcome: result.outcome, error: result.error };
    },

    /** Deletes an action no rule runs; otherwise 409 RULE_ACTION_IN_USE naming the rules. */
    async remove(scope: DeviceScope, id: string): Promise<void> {
      await requireAction(scope, id);
      const rules = await actions.usedBy(id);
      if (rules.length > 0) throw AppError.of('RULE_ACTION_IN_USE', { rules });
      await actions.remove(scope, id);
    },
  };
}
