import {
  dbcNameSchema,
  toFieldErrors,
  type DbcDatabaseView,
  type DbcFileView,
  type DbcSampleBody,
  type DbcSampleView,
  type DbcUploadView,
} from '@fleetkey/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeDbcText } from '@fleetkey/can';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { AppContext } from '../../../app-context';
import type { DeviceScope } from '../../../platform/auth/iot-actor';
import { isUniqueViolation } from '../../../db/engine';
import { AppError } from '../../../platform/errors/app-error';
import { bodyInvalid } from '../../../platform/errors/body-invalid';
import { blobStore } from '../../../platform/files/blob-store';
import { receiveStreamedFile } from '../../../platform/files/streamed-upload';
import { decodeFrames } from './decode-frames';
import { createDbcDecoders, parseDbcOr400 } from './dbc-decoders';
import { dbcFilesRepository, type DbcFileRow } from './dbc-files.repository';
import { dbcStrategiesRepository } from './dbc-strategies.repository';
import { DBC_BLOBS, DBC_UPLOAD } from './receive-dbc';
import { ownedDevice } from '../devices/owned-device';

function toView(row: DbcFileRow): DbcFileView {
  return {
    name: row.name,
    size: Number(row.size),
    sha256: row.sha256,
    messageCount: Number(row.messageCount),
    signalCount: Number(row.signalCount),
    uploadedAt: new Date(Number(row.uploadedAt)).toISOString(),
  };
}

/** A main account's DBC files: upload, list, read (tree or text), delete, and decoding with them. */
export function dbcService(context: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const { db, clock, config } = context;
  const repo = dbcFilesRepository(db);
  const blobs = blobStore(config.dataDir);
  const { textOf, decoderOf } = createDbcDecoders(blobs);

  const requireFile = async (ownerId: string, name: string) => {
    const row = await repo.find(ownerId, name);
    if (!row) throw AppError.of('NOT_FOUND');
    return row;
  };
  return {
    async list(scope: DeviceScope): Promise<DbcFileView[]> {
      return (await repo.list(scope.ownerId)).map(toView);
    },

    async get(scope: DeviceScope, name: string): Promise<DbcFileView> {
      return toView(await requireFile(scope.ownerId, name));
    },

    async analyse(scope: DeviceScope, name: string): Promise<DbcDatabaseView> {
      return parseDbcOr400(await textOf(await requireFile(scope.ownerId, name)));
    },

    async origin(scope: DeviceScope, name: string): Promise<string> {
      return textOf(await requireFile(scope.ownerId, name));
    },

    /**
     * Stores an uploaded DBC under its file name and answers what its parse skipped (issue 33). A name the
     * account already has is 409 NAME_IN_USE unless `replace` (a re-upload replaced it silently before).
     * Only a file with no usable message is 400 DBC_INVALID naming the line. A refused file is not kept.
     */
    async upload(
      scope: DeviceScope,
      username: string,
      request: FastifyRequest,
      reply: FastifyReply,
      replace: boolean,
    ): Promise<DbcUploadView> {
      const received = await receiveStreamedFile(
        request,
        reply,
        blobs,
        config.uploads.timeoutSeconds * 1000,
        DBC_UPLOAD,
      );
      let replaced: string | null;
      let row: DbcFileRow;
      let warnings: DbcUploadView['warnings'];
      try {
        const name = dbcNameSchema.safeParse(received.fileName);
        // The name is the file's: what is wrong with it is said of `file`.
        if (!name.success)
          throw bodyInvalid(toFieldErrors(name.error.issues).map((field) => ({ ...field, path: 'file' })));
        const file = blobs.path(DBC_BLOBS, received.blobName);
        if (!file) throw AppError.of('NOT_FOUND');
        const tree = parseDbcOr400(decodeDbcText(await readFile(file)));
        warnings = tree.warnings;
        row = {
          id: randomUUID(),
          userId: scope.ownerId,
          name: name.data,
          blobName: received.blobName,
          size: received.size,
          sha256: received.sha256,
          messageCount: tree.messages.length,
          signalCount: tree.messages.reduce((sum, message) => sum + message.signals.length, 0),
          uploadedBy: username,
          uploadedAt: clock.now(),
        };
        replaced = await repo.save(row, replace);
      } catch (error) {
        await blobs.remove(DBC_BLOBS, received.blobName);
        if (isUniqueViolation(error))
          throw AppError.of('NAME_IN_USE', { field: 'file', name: received.fileName });
        throw error;
      }
      if (replaced) await blobs.remove(DBC_BLOBS, replaced);
      return { ...toView(row), warnings };
    },

    /** Deletes a file no strategy decodes with (409 DBC_IN_USE naming them). */
    async remove(scope: DeviceScope, name: string): Promise<void> {
      const row = await requireFile(scope.ownerId, name);
      const strategies = await dbcStrategiesRepository(db).usingDbc(scope.ownerId, name);
      if (strategies.length > 0) throw AppError.of('DBC_IN_USE', { strategies });
      await repo.delete(row.id);
      await blobs.remove(DBC_BLOBS, row.blobName);
    },

    /** Decodes pasted frames with a DBC, for a device of the scope (the engineer's decode tool). */
    async sample(scope: DeviceScope, deviceId: string, body: DbcSampleBody): Promise<DbcSampleView> {
      await ownedDevice(db, scope, deviceId);
      const decoder = await decoderOf(await requireFile(scope.ownerId, body.dbc));
      return decodeFrames(decoder, body.frames);
    },
  };
}
