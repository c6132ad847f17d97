import {
  VALIDATION_MESSAGES as M,
  type BoardFields,
  type BoardFileRow,
  type BoardImportResult,
  type BoardUpdate,
  type BoardView,
  type FieldError,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import type { Db } from '../../../db/kysely';
import { AppError } from '../../../platform/errors/app-error';
import { withOplog, type OplogActor } from '../../../platform/oplog/oplog';
import { fileInvalid } from '../nodes/json-upload';
import { nodesRepository } from '../nodes/nodes.repository';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { uniqueName } from '../permissions/unique-name';
import { boardsRepository } from './boards.repository';

type OwnFields = Omit<BoardFields, 'nodeIds'>;

// The board's own columns among the fields given (a file row's node names are not one of them).
const ownColumns = (fields: Partial<OwnFields>) => {
  const { model, firmwareName, firmwareVersion, description, os } = fields;
  const given = { firmwareName, firmwareVersion, description, os };
  return {
    ...Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)),
    ...(model !== undefined ? { model, modelKey: model.toLowerCase() } : {}),
  };
};

/** Target boards: imports all or nothing (re-import updates by model), edits with related nodes, deletes. */
export function boardsService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const boards = boardsRepository(db);

  async function found(id: string): Promise<BoardView> {
    const board = await boards.find(id);
    if (!board) throw AppError.of('NOT_FOUND');
    return board;
  }

  // 400 unless every related node exists, naming each missing one where the caller sent it.
  async function checkNodes(ids: readonly string[], path: string): Promise<void> {
    const existing = await nodesRepository(db).existing(ids);
    const errors: FieldError[] = ids.flatMap((id, index) =>
      existing.has(id) ? [] : [{ location: 'body', path: `${path}.${index}`, message: M.invalidOption }],
    );
    if (errors.length > 0) throw fileInvalid(errors);
  }

  // Node names of a board file as ids; every unknown name is a row failure of the file.
  async function nodeIdsOf(rows: readonly BoardFileRow[]): Promise<string[][]> {
    const names = [...new Set(rows.flatMap((row) => row.nodes.map((name) => name.toLowerCase())))];
    const ids = await nodesRepository(db).idsByName(names);
    const errors: FieldError[] = [];
    const result = rows.map((row, index) =>
      row.nodes.flatMap((name) => {
        const id = ids.get(name.toLowerCase());
        if (id) return [id];
        errors.push({
          location: 'body',
          path: `boards.${index}.nodes`,
          message: M.boardNodeUnknown,
          params: { name },
        });
        return [];
      }),
    );
    if (errors.length > 0) throw fileInvalid(errors);
    return result;
  }

  async function write(trx: Db, id: string | undefined, fields: OwnFields, nodeIds: readonly string[]) {
    const repository = boardsRepository(trx);
    const now = clock.now();
    const boardId = id ?? randomUUID();
    if (id) await repository.update(id, { ...ownColumns(fields), updatedAt: now });
    else
      await repository.insert({
        id: boardId,
        model: fields.model,
        modelKey: fields.model.toLowerCase(),
        firmwareName: fields.firmwareName,
        firmwareVersion: fields.firmwareVersion,
        description: fields.description,
        os: fields.os,
        createdAt: now,
        updatedAt: now,
      });
    await repository.setNodes(boardId, nodeIds);
    return boardId;
  }

  return {
    found,

    /** The boards of a checked board file in one transaction: every one written, or none. */
    async import(
      actor: OplogActor,
      fileName: string,
      rows: readonly BoardFileRow[],
    ): Promise<BoardImportResult> {
      const nodeIds = await nodeIdsOf(rows);
      const result = { created: 0, updated: 0 };
      const text = oplogText('importedBoards', { fileName, count: rows.length });
      await uniqueName(() =>
        withOplog(db, clock, actor, text, async (trx) => {
          const ids = await boardsRepository(trx).idsByModel(rows.map((row) => row.model.toLowerCase()));
          for (const [index, row] of rows.entries()) {
            const id = ids.get(row.model.toLowerCase());
            await write(trx, id, row, nodeIds[index] ?? []);
            if (id) result.updated += 1;
            else result.created += 1;
          }
        }),
      );
      return result;
    },

    async create(actor: OplogActor, body: BoardFields): Promise<BoardView> {
      const { nodeIds, ...fields } = body;
      if (await boards.modelTaken(fields.model)) throw AppError.of('NAME_IN_USE', { model: fields.model });
      await checkNodes(nodeIds, 'nodeIds');
      const id = await uniqueName(() =>
        withOplog(db, clock, actor, oplogText('createdBoard', { model: fields.model }), (trx) =>
          write(trx, undefined, fields, nodeIds),
        ),
      );
      return found(id);
    },

    async update(actor: OplogActor, id: string, body: BoardUpdate): Promise<BoardView> {
      const current = await found(id);
      const { nodeIds, ...fields } = body;
      if (fields.model !== undefined && (await boards.modelTaken(fields.model, id)))
        throw AppError.of('NAME_IN_USE', { model: fields.model });
      if (nodeIds) await checkNodes(nodeIds, 'nodeIds');
      const text = oplogText('updatedBoard', { model: current.model, fields: Object.keys(body).join(', ') });
      await uniqueName(() =>
        withOplog(db, clock, actor, text, async (trx) => {
          await boardsRepository(trx).update(id, { ...ownColumns(fields), updatedAt: clock.now() });
          if (nodeIds) await boardsRepository(trx).setNodes(id, nodeIds);
        }),
      );
      return found(id);
    },

    /** Deletes the boards, all or none (404 when one is missing), with their node and role links. */
    async remove(actor: OplogActor, ids: readonly string[]): Promise<void> {
      const all = await boards.all(ids);
      const missing = ids.find((id) => !all.some((board) => board.id === id));
      if (missing !== undefined) throw AppError.of('NOT_FOUND', { id: missing });
      const models = all.map((board) => board.model).join(', ');
      await withOplog(db, clock, actor, oplogText('deletedBoards', { models }), (trx) =>
        boardsRepository(trx).delete(ids),
      );
    },
  };
}
