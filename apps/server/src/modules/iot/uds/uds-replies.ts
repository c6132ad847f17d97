import {
  UDS_ACTIONS,
  UDS_COMMAND,
  udsChannelSchema,
  udsEcuSchema,
  type CommandReply,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../../db/kysely';
import type { Clock } from '../../../platform/clock';
import { commandsRepository } from '../commands/commands.repository';
import { udsDataRepository } from './uds-data.repository';
import { parseUdsResponse, type UdsResponse } from './uds-response';

// The server wrote these params itself (uds-diagnostics.service.ts); read back with the same rules.
const paramsSchema = z.object({
  channel: udsChannelSchema,
  ecu: udsEcuSchema,
  action: z.enum(UDS_ACTIONS),
  request: z.string(),
});

const REASON_MAX = 256;

/** The stored outcome of an ECU answer. */
function outcomeOf(answer: UdsResponse) {
  switch (answer.kind) {
    case 'dtcs':
      return {
        outcome: 'positive',
        availabilityMask: answer.availabilityMask,
        dtcs: JSON.stringify(answer.dtcs.map(({ dtc, status }) => ({ dtc, status }))),
        nrc: null,
        reason: null,
      };
    case 'cleared':
      return { outcome: 'positive', availabilityMask: null, dtcs: '[]', nrc: null, reason: null };
    case 'negative':
      return { outcome: 'negative', availabilityMask: null, dtcs: '[]', nrc: answer.nrc, reason: null };
    case 'invalid':
      return { outcome: 'invalid', availabilityMask: null, dtcs: '[]', nrc: null, reason: answer.reason };
  }
}

/**
 * Stores the answer of a diagnostic command once its reply is recorded (command-replies.ts): the ECU's raw
 * response is parsed here, so /uds/dtcData lists what the device's ECU said. Replies to other commands are
 * left alone.
 */
export function createUdsReplies(db: Db, clock: Clock) {
  const commands = commandsRepository(db);
  const answers = udsDataRepository(db);
  return async (commandId: string, devid: string, reply: CommandReply): Promise<void> => {
    const command = await commands.find(commandId);
    // A raw command someone sent under the same name carries no parameters of ours.
    if (command?.cmd !== UDS_COMMAND || command.devid !== devid || command.datatype !== 'json') return;
    const params = paramsSchema.safeParse(JSON.parse(command.params));
    if (!params.success) return;
    const { channel, ecu, action, request } = params.data;
    const failed = reply.code !== undefined && reply.code !== 0 && reply.code !== '0';
    const data = reply.data as { response?: unknown } | undefined;
    const response =
      typeof data?.response === 'string' ? data.response.replace(/\s+/g, '').toUpperCase() : '';
    const read = failed
      ? {
          outcome: 'failed',
          availabilityMask: null,
          dtcs: '[]',
          nrc: null,
          reason: (typeof reply.message === 'string'
            ? reply.message
            : `device code ${String(reply.code)}`
          ).slice(0, REASON_MAX),
        }
      : outcomeOf(parseUdsResponse(response));
    await answers.insert({
      id: randomUUID(),
      devid,
      commandId,
      channel,
      ecu,
      action,
      request,
      response,
      ...read,
      receivedAt: clock.now(),
    });
  };
}
