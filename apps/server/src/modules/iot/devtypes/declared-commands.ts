import type { CommandDef } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import { AppError } from '../../../platform/errors/app-error';
import { modeOf } from './devtype-view';
import { devtypesRepository } from './devtypes.repository';
import { checkParams, commandDeclared } from './type-rules';

/**
 * Refuses a command the device's strict type does not declare: 400 COMMAND_NOT_DECLARED with the command
 * and type in `data`; given the parameters, also ones the command does not declare or of the wrong type:
 * 400 COMMAND_PARAMS_INVALID naming the parameter. Read fresh on every call (commands are rare), so a
 * type's change applies at once.
 */
export async function requireDeclaredCommand(
  db: Db,
  userId: string,
  devtype: string,
  cmd: string,
  params?: Readonly<Record<string, unknown>>,
): Promise<void> {
  const model = await devtypesRepository(db).model(userId, devtype);
  // A device always has its type (the foreign key keeps it); without one there is nothing to enforce.
  if (!model) return;
  // Written only from validated sections.
  const commands = JSON.parse(model.commands) as CommandDef[];
  const mode = modeOf(model.mode);
  if (!commandDeclared(mode, commands, cmd)) throw AppError.of('COMMAND_NOT_DECLARED', { cmd, devtype });
  const command = commands.find((c) => c.name === cmd);
  const verdict = params && command ? checkParams(mode, command, params) : null;
  if (verdict) throw AppError.of('COMMAND_PARAMS_INVALID', { cmd, devtype, ...verdict });
}

/**
 * requireDeclaredCommand for a command that goes to devices of several types (a multicast): each type once,
 * the first refusal answered.
 */
export async function requireDeclaredByEach(
  db: Db,
  userId: string,
  devtypes: Iterable<string>,
  cmd: string,
  params: Readonly<Record<string, unknown>>,
): Promise<void> {
  for (const devtype of new Set(devtypes)) await requireDeclaredCommand(db, userId, devtype, cmd, params);
}
