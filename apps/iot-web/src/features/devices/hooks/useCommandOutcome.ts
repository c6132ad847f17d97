import { useState } from 'react';
import type { CommandResult } from '@fleetkey/contract';

/** What the last send of a command form came to: the server's result, its refusal, or nothing yet. */
export type CommandSendOutcome =
  { kind: 'result'; result: CommandResult } | { kind: 'error'; error: unknown } | null;

/**
 * The outcome of a command form's send (structured or raw): cleared when a send starts, then the result or
 * the refusal of `send`.
 */
export function useCommandOutcome<Request>(send: (request: Request) => Promise<CommandResult>) {
  const [outcome, setOutcome] = useState<CommandSendOutcome>(null);
  const run = async (request: Request) => {
    setOutcome(null);
    try {
      setOutcome({ kind: 'result', result: await send(request) });
    } catch (error) {
      setOutcome({ kind: 'error', error });
    }
  };
  return { outcome, run };
}
