import {
  ruleActionBodySchema,
  type CommandType,
  type RuleActionBody,
  type RuleActionKind,
  type RuleActionView,
} from '@fleetkey/contract';
import { COMMAND_FORM_DEFAULTS } from '../devices/command-form';
import { paramsOf } from '../tasks/task-form';
import type { FormCheck, FormIssue } from '../common/form-issues';

/** What the action editor holds: every kind's fields at once, so switching kinds back keeps what was typed. */
export interface ActionFormValues {
  name: string;
  kind: RuleActionKind;
  owner: boolean;
  subuserIds: string[];
  addresses: string[];
  mobiles: string[];
  url: string;
  /** Blank when editing keeps the stored secret (it is never read back, only its masked form). */
  secret: string;
  devid?: string;
  cmd?: string;
  cmdtype: CommandType;
  /** A JSON object, or blank for none. */
  params: string;
}

/** A new action: an inbox message to the main account. */
export function newActionValues(kind: RuleActionKind = 'inbox'): ActionFormValues {
  return {
    name: '',
    kind,
    owner: true,
    subuserIds: [],
    addresses: [],
    mobiles: [],
    url: '',
    secret: '',
    cmdtype: COMMAND_FORM_DEFAULTS.cmdtype,
    params: '',
  };
}

/** The form of a saved action (a webhook's secret blank: it stays unless a new one is typed). */
export function actionFormValues(action: RuleActionView): ActionFormValues {
  const blank = newActionValues(action.kind);
  const base = { ...blank, name: action.name };
  switch (action.kind) {
    case 'inbox':
      return { ...base, owner: action.owner, subuserIds: action.subuserIds };
    case 'email':
      return { ...base, addresses: action.addresses };
    case 'sms':
      return { ...base, mobiles: action.mobiles };
    case 'webhook':
      return { ...base, url: action.url };
    case 'command':
      return {
        ...base,
        devid: action.devid,
        cmd: action.cmd,
        cmdtype: action.cmdtype,
        params: Object.keys(action.params).length > 0 ? JSON.stringify(action.params) : '',
      };
  }
}

/** The body fields of the chosen kind. */
function kindFields(values: ActionFormValues): { fields: Record<string, unknown>; paramsError?: string } {
  switch (values.kind) {
    case 'inbox':
      return { fields: { owner: values.owner, subuserIds: values.subuserIds } };
    case 'email':
      return { fields: { addresses: values.addresses } };
    case 'sms':
      return { fields: { mobiles: values.mobiles } };
    case 'webhook':
      return { fields: { url: values.url, secret: values.secret.trim() || undefined } };
    case 'command': {
      // The task form's reading of the parameters box (a JSON object, or blank).
      const params = paramsOf(values.params);
      return {
        fields: {
          devid: values.devid ?? '',
          cmd: values.cmd ?? '',
          cmdtype: values.cmdtype,
          params: params ?? {},
        },
        paramsError: params === undefined ? 'commands.paramsInvalid' : undefined,
      };
    }
  }
}

/**
 * The form as an action body, checked with the contract's schema: only the chosen kind's fields are sent.
 * A problem with one address or mobile is shown on the list's field.
 */
export function toActionBody(values: ActionFormValues): FormCheck<RuleActionBody> {
  const { fields, paramsError } = kindFields(values);
  const parsed = ruleActionBodySchema.safeParse({ name: values.name, kind: values.kind, ...fields });
  const issues: FormIssue[] = paramsError ? [{ path: ['params'], message: paramsError }] : [];
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const head = issue.path[0];
      const path = [typeof head === 'number' ? head : String(head ?? 'name')];
      if (!issues.some((known) => known.path[0] === path[0])) issues.push({ path, message: issue.message });
    }
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  return { ok: true, body: parsed.data };
}
