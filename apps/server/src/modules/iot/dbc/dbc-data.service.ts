import type { FrameDecoder } from '@fleetkey/can';
import {
  DBC_DOCUMENT_COLUMNS,
  type CanTrafficQuery,
  type CanTrafficView,
  type DbcDocumentQuery,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import type { DeviceScope } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { blobStore } from '../../../platform/files/blob-store';
import { csvLine } from '../../../platform/http/csv';
import { createDbcDecoders } from './dbc-decoders';
import { dbcFilesRepository } from './dbc-files.repository';
import { dbcStrategiesRepository } from './dbc-strategies.repository';
import { canFramesRepository } from './ingest/can-frames.repository';
import type { CanFrameIn } from './ingest/can-payload';
import { ownedDevice } from '../devices/owned-device';

/** A decoded download ready to stream: its file name and its lines (the checks that can refuse it are done). */
export interface DbcDocument {
  fileName: string;
  lines: AsyncGenerator<string>;
}

const idHex = (frame: CanFrameIn) => `0x${frame.id.toString(16).toUpperCase()}`;

/** One line per decoded signal; a frame the DBC does not know is one line without message and signals. */
async function* documentLines(frames: AsyncGenerator<CanFrameIn>, decoder: FrameDecoder) {
  yield `\uFEFF${csvLine(DBC_DOCUMENT_COLUMNS)}`;
  for await (const frame of frames) {
    const time = new Date(frame.time).toISOString();
    const decoded = decoder.decode(frame.id, frame.extended, frame.data);
    if (!decoded || decoded.signals.length === 0) {
      yield csvLine([time, idHex(frame), frame.extended, decoded?.message.name ?? '', '', '', '', '', '']);
      continue;
    }
    let lines = '';
    for (const signal of decoded.signals) {
      lines += csvLine([
        time,
        idHex(frame),
        frame.extended,
        decoded.message.name,
        signal.signal,
        signal.raw,
        signal.value,
        signal.unit,
        signal.label,
      ]);
    }
    yield lines;
  }
}

/** A device's stored raw CAN frames: what came in a range, and the range decoded with a DBC. */
export function dbcDataService(context: Pick<AppContext, 'db' | 'config'>) {
  const { db, config } = context;
  const frames = canFramesRepository(db);
  const decoders = createDbcDecoders(blobStore(config.dataDir));

  const requireDevice = (scope: DeviceScope, deviceId: string) => ownedDevice(db, scope, deviceId);

  return {
    async traffic(scope: DeviceScope, deviceId: string, query: CanTrafficQuery): Promise<CanTrafficView> {
      const device = await requireDevice(scope, deviceId);
      const [counts, strategy] = await Promise.all([
        frames.traffic(device.devid, query.from, query.to),
        dbcStrategiesRepository(db).boundTo(device.devid, device.devtype),
      ]);
      return {
        ...counts,
        strategy: strategy ? { id: strategy.id, name: strategy.name, dbc: strategy.dbcName } : null,
      };
    },

    /** The range decoded with a DBC of the account, as CSV lines read a few stored rows at a time. */
    async document(scope: DeviceScope, deviceId: string, query: DbcDocumentQuery): Promise<DbcDocument> {
      const device = await requireDevice(scope, deviceId);
      const file = await dbcFilesRepository(db).find(scope.ownerId, query.dbc);
      if (!file) throw AppError.of('NOT_FOUND');
      const decoder = await decoders.decoderOf(file);
      const stem = query.dbc.replace(/\.dbc$/i, '');
      return {
        fileName: `${device.devid}-${stem}-${query.from}-${query.to}.csv`,
        lines: documentLines(frames.frames(device.devid, query.from, query.to), decoder),
      };
    },
  };
}
