import {
  COMMON_FILE_KINDS,
  COMMON_FILES_PER_OWNER,
  type CommonFileKind,
  type CommonFileLink,
  type CommonFileView,
} from '@fleetkey/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { AppContext } from '../../../app-context';
import type { IotActor } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { blobStore } from '../../../platform/files/blob-store';
import { receiveStreamedFile } from '../../../platform/files/streamed-upload';
import { serverSecret } from '../../../platform/secret';
import { attachment } from '../../../platform/files/file-names';
import { commonFilesRepository, type CommonFileRow } from './common-files.repository';
import { readFileGrant, signFileGrant } from './file-links';
import { COMMON_FILE_BLOBS, commonFileUpload } from './receive-common-file';

/** Where signed-in members of the account download a file. */
export const memberUrl = (id: string) => `/v1/filemanager/commonfile/${encodeURIComponent(id)}`;
/** Where anyone holding a signed link downloads a file. */
export const sharedUrl = (token: string) =>
  `/v1/filemanager/shared/commonfile?token=${encodeURIComponent(token)}`;

const kindOf = (row: CommonFileRow) => row.kind as CommonFileKind;
const PDF_POLICY = "default-src 'none'; frame-ancestors 'self'";
const SANDBOX_POLICY = `sandbox; ${PDF_POLICY}`;

function toView(row: CommonFileRow): CommonFileView {
  return {
    id: row.id,
    fileName: row.fileName,
    kind: kindOf(row),
    contentType: COMMON_FILE_KINDS[kindOf(row)].contentType,
    size: Number(row.size),
    sha256: row.sha256,
    createdBy: row.createdBy,
    createdAt: Number(row.createdAt),
    url: memberUrl(row.id),
  };
}

/** An account's common files: upload, list, delete, signed links and downloads. */
export function commonFilesService({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const repo = commonFilesRepository(db);
  const blobs = blobStore(config.dataDir);
  const secret = serverSecret(config);

  const requireFile = async (ownerId: string, id: string) => {
    const row = await repo.find(ownerId, id);
    if (!row) throw AppError.of('NOT_FOUND');
    return row;
  };

  /** Sends a file's bytes as what they were found to be; images and PDF inline (previews), others saved. */
  const send = async (reply: FastifyReply, row: CommonFileRow) => {
    const file = blobs.path(COMMON_FILE_BLOBS, row.blobName);
    const info = file && (await stat(file).catch(() => undefined));
    if (!file || !info) throw AppError.of('NOT_FOUND');
    const kind = kindOf(row);
    const disposition = attachment(row.fileName);
    return (
      reply
        .header('Content-Type', COMMON_FILE_KINDS[kind].contentType)
        .header('Content-Length', info.size)
        .header(
          'Content-Disposition',
          kind === 'text' || kind === 'zip' ? disposition : disposition.replace(/^attachment/, 'inline'),
        )
        .header('ETag', `"${row.sha256}"`)
        // Never read as another type, and never run as a page even if a browser were to try. PDF goes without
        // `sandbox`: Chromium refuses to show a PDF in a sandboxed document, which would break the preview.
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', kind === 'pdf' ? PDF_POLICY : SANDBOX_POLICY)
        .header('Cache-Control', 'private, no-store')
        .send(createReadStream(file))
    );
  };

  return {
    async list(ownerId: string): Promise<CommonFileView[]> {
      return (await repo.list(ownerId)).map(toView);
    },

    /** Stores an uploaded file; past COMMON_FILES_PER_OWNER files → 409 COMMON_FILE_LIMIT, nothing kept. */
    async upload(actor: IotActor, request: FastifyRequest, reply: FastifyReply): Promise<CommonFileView> {
      // Checked before the bytes come too, so a full account does not stream a file only to refuse it.
      if ((await repo.count(db, actor.ownerId)) >= COMMON_FILES_PER_OWNER)
        throw AppError.of('COMMON_FILE_LIMIT', { max: COMMON_FILES_PER_OWNER });
      const received = await receiveStreamedFile(
        request,
        reply,
        blobs,
        config.uploads.timeoutSeconds * 1000,
        commonFileUpload(blobs),
      );
      const row: CommonFileRow = {
        id: randomUUID(),
        userId: actor.ownerId,
        fileName: received.fileName,
        kind: received.kind,
        blobName: received.blobName,
        size: received.size,
        sha256: received.sha256,
        createdBy: actor.username,
        createdAt: clock.now(),
      };
      try {
        await db.transaction().execute(async (trx) => {
          if ((await repo.count(trx, actor.ownerId)) >= COMMON_FILES_PER_OWNER)
            throw AppError.of('COMMON_FILE_LIMIT', { max: COMMON_FILES_PER_OWNER });
          await repo.insert(trx, row);
        });
      } catch (error) {
        await blobs.remove(COMMON_FILE_BLOBS, received.blobName);
        throw error;
      }
      return toView(row);
    },

    /** Deletes a file: the row first (it stops being served), then its bytes. */
    async remove(ownerId: string, id: string): Promise<void> {
      const row = await requireFile(ownerId, id);
      if (!(await repo.delete(ownerId, id))) throw AppError.of('NOT_FOUND');
      await blobs.remove(COMMON_FILE_BLOBS, row.blobName);
    },

    /** A link to one of the account's files that anyone may use for `seconds`. */
    async link(ownerId: string, id: string, seconds: number): Promise<CommonFileLink> {
      await requireFile(ownerId, id);
      const expiresAt = clock.now() + seconds * 1000;
      return { url: sharedUrl(signFileGrant(secret, { ownerId, fileId: id, expiresAt })), expiresAt };
    },

    /** A member's download: only the account's own files (another account's id is 404). */
    async download(ownerId: string, id: string, reply: FastifyReply) {
      return send(reply, await requireFile(ownerId, id));
    },

    /** A signed link's download: refused (403) when forged, expired, or the file was deleted since. */
    async downloadShared(token: string, reply: FastifyReply) {
      const grant = readFileGrant(secret, token, clock.now());
      if (!grant) throw AppError.of('COMMON_FILE_LINK_INVALID');
      const row = await repo.find(grant.ownerId, grant.fileId);
      if (!row) throw AppError.of('COMMON_FILE_LINK_INVALID');
      return send(reply, row);
    },
  };
}
