import {
  COMMAND_DEFAULT_TIMEOUT_MS,
  COMMAND_PARAMS_MAX_BYTES,
  COMMAND_TIMEOUT_MAX_MS,
  COMMAND_TIMEOUT_MIN_MS,
  keyNameSchema,
} from '@fleetkey/contract';
import type { CommandDef, CommandType, Point } from '@fleetkey/contract';
import type { CommandRequest } from './hooks/useDeviceDetail';

/** The command form's values; the timeout counts only for confirmed commands. */
export interface CommandFormValues {
  cmd: string;
  cmdtype: CommandType;
  timeout: number;
  /** A JSON object, or blank for none. */
  params: string;
  /** Queue the command when the device is offline, rather than be refused. */
  queue: boolean;
}

/** The form before anything is typed: unconfirmed (iot-console.md §4) and 10000 ms (§9). */
export const COMMAND_FORM_DEFAULTS: CommandFormValues = {
  cmd: '',
  cmdtype: 'unconfirmed',
  timeout: COMMAND_DEFAULT_TIMEOUT_MS,
  params: '',
  queue: false,
};

/** The i18n key of what is wrong with the form, or the request to send. */
export function toCommandRequest(values: CommandFormValues): { error: string } | { request: CommandRequest } {
  const name = keyNameSchema.safeParse(values.cmd.trim());
  if (!name.success) return { error: name.error.issues[0]?.message ?? 'validation.keyNameInvalid' };
  if (
    values.cmdtype === 'confirmed' &&
    !(
      Number.isInteger(values.timeout) &&
      values.timeout >= COMMAND_TIMEOUT_MIN_MS &&
      values.timeout <= COMMAND_TIMEOUT_MAX_MS
    )
  ) {
    return { error: 'commands.timeoutInvalid' };
  }
  let params: Record<string, unknown> = {};
  if (values.params.trim()) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(values.params);
    } catch {
      return { error: 'commands.paramsInvalid' };
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return { error: 'commands.paramsInvalid' };
    if (JSON.stringify(parsed).length > COMMAND_PARAMS_MAX_BYTES) return { error: 'validation.tooLong' };
    params = parsed as Record<string, unknown>;
  }
  return {
    request: {
      cmd: name.data,
      params,
      options: {
        cmdtype: values.cmdtype,
        timeout: values.cmdtype === 'confirmed' ? values.timeout : undefined,
        queue: values.queue || undefined,
      },
    },
  };
}

const EMPTY_VALUE: Record<Point['type'], unknown> = { integer: 0, number: 0, boolean: false, string: '' };

/**
 * The parameters box for a chosen command: its declared parameters with empty values, to fill in (blank
 * when it declares none), so a previous command's parameters are never sent along by mistake.
 */
export function paramsTemplate(def: Pick<CommandDef, 'params'> | undefined): string {
  if (!def || def.params.length === 0) return '';
  return JSON.stringify(Object.fromEntries(def.params.map((p) => [p.name, EMPTY_VALUE[p.type]])));
}

/** A type's declared commands as choices: the name, with its description beside it. */
export function commandOptions(
  commands: readonly CommandDef[] | undefined,
): { value: string; label: string }[] {
  return (commands ?? []).map((c) => ({ value: c.name, label: c.desc ? `${c.name} · ${c.desc}` : c.name }));
}

/** What choosing a command fills in: the mode it declares, and a template of its parameters. */
export type CommandChoice = Partial<Pick<CommandFormValues, 'cmdtype' | 'params'>>;

/** What choosing the command `name` among a type's declared `commands` fills in. */
export function commandChoice(commands: readonly CommandDef[] | undefined, name: string): CommandChoice {
  const def = commands?.find((c) => c.name === name);
  return def ? { cmdtype: def.cmdtype, params: paramsTemplate(def) } : { params: paramsTemplate(undefined) };
}
