import type { DevBoardSave, DevBoardView, ThreeElements } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { blobStore } from '../../../platform/files/blob-store';
import { withOplog, type OplogActor } from '../../../platform/oplog/oplog';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { uniqueName } from '../permissions/unique-name';
import { devBoardsRepository } from './dev-boards.repository';

/** Where files uploaded for development boards are kept under DATA_DIR. */
export const DEV_BOARD_FILES = 'develop-board-files';

/** AWPin development boards: saved by the administrators, used (and counted) by the desktop client. */
export function devBoardsService({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const boards = devBoardsRepository(db);

  async function found(id: string): Promise<DevBoardView> {
    const board = await boards.find(id);
    if (!board) throw AppError.of('NOT_FOUND');
    return board;
  }

  return {
    found,

    /** POST /develop_board: creates the board, or replaces the fields of the board `id` names. */
    async save(actor: OplogActor, fields: DevBoardSave): Promise<{ board: DevBoardView; created: boolean }> {
      const current = fields.id === undefined ? undefined : await found(fields.id);
      if (await boards.serialTaken(fields.serial, current?.id))
        throw AppError.of('SERIAL_IN_USE', { serial: fields.serial });
      const id = current?.id ?? randomUUID();
      const text = current
        ? oplogText('updatedDevBoard', {
            serial: current.serial,
            fields: changedFields(current, fields).join(', ') || 'nothing',
          })
        : oplogText('createdDevBoard', { serial: fields.serial, model: fields.model });
      await uniqueName(() =>
        withOplog(db, clock, actor, text, (trx) =>
          current
            ? devBoardsRepository(trx).update(id, fields, clock.now())
            : devBoardsRepository(trx).insert(id, fields, clock.now()),
        ),
      );
      return { board: await found(id), created: current === undefined };
    },

    /** DELETE /develop_board: the boards, all or none (404 naming a missing one), then their files. */
    async remove(actor: OplogActor, ids: readonly string[]): Promise<void> {
      const found = await boards.findAll(ids);
      const missing = ids.find((id) => !found.some((board) => board.id === id));
      if (missing !== undefined) throw AppError.of('NOT_FOUND', { id: missing });
      const serials = found.map((board) => board.serial).join(', ');
      const blobs = await withOplog(db, clock, actor, oplogText('deletedDevBoards', { serials }), (trx) =>
        devBoardsRepository(trx).delete(ids),
      );
      const store = blobStore(config.dataDir);
      for (const blob of blobs) await store.remove(DEV_BOARD_FILES, blob);
    },

    /** POST /client_data: the desktop client used the board of this triple (404 for an unknown board). */
    async reportUse(userId: string, triple: ThreeElements): Promise<DevBoardView> {
      const board = await boards.byTriple(triple.serial, triple.model, triple.uid);
      if (!board) throw AppError.of('NOT_FOUND');
      await db
        .transaction()
        .execute((trx) => devBoardsRepository(trx).recordUse(board.id, userId, clock.now()));
      return found(board.id);
    },
  };
}

// The fields a save changes, named as the API spells them (for the operation log).
function changedFields(current: DevBoardView, fields: DevBoardSave): string[] {
  const keys = [
    'serial',
    'model',
    'uid',
    'name',
    'version',
    'industry',
    'company',
    'module',
    'type',
  ] as const;
  return keys.filter((key) => current[key] !== fields[key]);
}
