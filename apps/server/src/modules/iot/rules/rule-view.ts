import {
  maskWebhookSecret,
  type RecordView,
  type RuleActionBody,
  type RuleActionView,
  type RuleClear,
  type RuleTargets,
  type RuleTrigger,
  type RuleView,
} from '@fleetkey/contract';
import type { RuleActionRow } from './rule-actions.repository';
import type { RuleRecordRow } from './rule-records.repository';
import type { RuleRow } from './rules.repository';

// The JSON columns were written from the contract's parsed bodies, so they are read back as those shapes.

/** A rule as the calls answer it, with the actions it runs in order. */
export function toRuleView(row: RuleRow, actionIds: string[]): RuleView {
  return {
    id: row.id,
    name: row.name,
    desc: row.ruleDesc,
    description: row.description,
    status: row.status,
    record: row.record === 1,
    severity: row.severity,
    targets: JSON.parse(row.targets) as RuleTargets,
    trigger: JSON.parse(row.triggerDef) as RuleTrigger,
    clear: JSON.parse(row.clearDef) as RuleClear,
    throttleMinutes: row.throttleMinutes,
    actionIds,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The stored settings of an action: its body without the name, kind and webhook secret. */
export function settingsOf(body: RuleActionBody): string {
  const settings: Record<string, unknown> = { ...body };
  delete settings.name;
  delete settings.kind;
  delete settings.secret;
  return JSON.stringify(settings);
}

/** An action as the calls answer it: a webhook's secret masked, never in clear. */
export function toActionView(row: RuleActionRow): RuleActionView {
  const base = {
    id: row.id,
    name: row.name,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
  const settings = JSON.parse(row.settings) as Record<string, unknown>;
  if (row.kind === 'webhook')
    return {
      ...base,
      kind: 'webhook',
      url: String(settings.url),
      secret: maskWebhookSecret(row.secretHint ?? ''),
    };
  return { ...base, ...settings, kind: row.kind } as RuleActionView;
}

export function toRecordView(row: RuleRecordRow): RecordView {
  return {
    id: row.id,
    ruleId: row.ruleId,
    ruleName: row.ruleName,
    devid: row.devid,
    severity: row.severity,
    state: row.state,
    count: row.count,
    firstFiredAt: row.firstFiredAt,
    lastFiredAt: row.lastFiredAt,
    acknowledgedBy: row.acknowledgedBy,
    acknowledgedAt: row.acknowledgedAt,
    clearedBy: row.clearedBy,
    clearedAt: row.clearedAt,
    values: JSON.parse(row.firedValues) as Record<string, unknown>,
  };
}
