import {
  REGIST_DEFAULT_TIME_ZONE,
  VALIDATION_MESSAGES as M,
  type AwpxStatistic,
  type UserProtocolSave,
  type UserProtocolView,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { fileInvalid } from '../nodes/json-upload';
import { uniqueName } from '../permissions/unique-name';
import { countByLocalDay } from '../../accounts/registrations/local-days';
import { awpxRepository } from './awpx.repository';

/** AWPX: users' own protocol definitions on the catalogue's protocols, and how the catalogue is used. */
export function awpxService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const awpx = awpxRepository(db);

  return {
    /** POST /awpx/user_protocol: saves the user's protocol by name (the same name replaces it). */
    async save(
      userId: string,
      protocol: UserProtocolSave,
    ): Promise<{ view: UserProtocolView; created: boolean }> {
      if (!(await awpx.protocolExists(protocol.protocolId)))
        throw fileInvalid([{ location: 'body', path: 'protocolId', message: M.invalidOption }]);
      const existing = await awpx.idByName(userId, protocol.name);
      const id = existing ?? randomUUID();
      await uniqueName(() =>
        existing ? awpx.update(id, protocol, clock.now()) : awpx.insert(id, userId, protocol, clock.now()),
      );
      const view = await awpx.find(id);
      if (!view) throw AppError.of('NOT_FOUND');
      return { view, created: existing === undefined };
    },

    /** GET /awpx/statistic: definitions per catalogue protocol, and new definitions per day of the range. */
    async statistic(range: {
      from: string;
      to: string;
      timeZone?: string | undefined;
    }): Promise<AwpxStatistic> {
      const catalogue = await awpx.catalogue();
      const counts = new Map((await awpx.perProtocol()).map((row) => [row.protocolId, row]));
      const byDay = await countByLocalDay(
        { ...range, timeZone: range.timeZone ?? REGIST_DEFAULT_TIME_ZONE },
        (from, to) => awpx.createdPerQuarterHour(from, to),
      );
      return {
        userProtocols: catalogue.reduce((sum, protocol) => sum + protocol.userProtocols, 0),
        users: await awpx.owners(),
        byProtocol: catalogue.map((protocol) => ({
          protocolId: protocol.id,
          name: protocol.name,
          userProtocols: counts.get(protocol.id)?.userProtocols ?? 0,
          users: counts.get(protocol.id)?.users ?? 0,
        })),
        byDay: byDay.map((day) => ({ label: day.date, uses: day.count })),
      };
    },
  };
}
