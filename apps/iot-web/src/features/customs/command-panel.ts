import type { CommandButton, CommandDef, CommandPanel, CustomView } from '@fleetkey/contract';
import type { CommandRequest } from '../devices/hooks/useDeviceDetail';
import { pickWebCustom } from './display-template';

// A device type's command panel (contract custom-calls.ts) on the device page: one button per laid-out
// command, each sending its fixed parameters through the ordinary command call.

/** The command panel the device page shows (the web one named `default`, else the first); none when absent. */
export function pickCommandPanel(customs: readonly CustomView[]): CommandPanel | undefined {
  const chosen = pickWebCustom(customs, 'commandPanel');
  return chosen && 'buttons' in chosen.value ? chosen.value : undefined;
}

/**
 * What a button sends: its command and parameters, confirmed or not as the type declares the command (so a
 * confirmed command waits for the device's reply, with the call's default timeout).
 */
export function buttonRequest(
  button: CommandButton,
  commands: readonly CommandDef[] | undefined,
): CommandRequest {
  const declared = commands?.find((command) => command.name === button.command);
  return {
    cmd: button.command,
    params: button.params,
    options: { cmdtype: declared?.cmdtype ?? 'unconfirmed' },
  };
}
