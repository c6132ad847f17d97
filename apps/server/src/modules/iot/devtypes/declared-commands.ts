import type { CommandDef } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import { AppError } from '../../../platform/errors/app-error';
import { modeOf } from './devtype-view';
import { devtypesRepository } from './devtypes.repository';
import { commandDeclared } from './type-rules';

/**
 * Refuses a command the device's strict type does not declare: 400 COMMAND_NOT_DECLARED with the command
 * and type in `data`. Read fresh on every call (commands are rare), so a type's change applies at once.
 */
export async function requireDeclaredCommand(
  db: Db,
  userId: string,
  devtype: string,
  cmd: string,
): Promise<void> {
  const model = await devtypesRepository(db).model(userId, devtype);
  // A device always has its type (the foreign key keeps it); without one there is nothing to enforce.
  if (!model) return;
  // Written only from validated sections.
  const commands = JSON.parse(model.commands) as CommandDef[];
  if (!commandDeclared(modeOf(model.mode), commands, cmd))
    throw AppError.of('COMMAND_NOT_DECLARED', { cmd, devtype });
}
