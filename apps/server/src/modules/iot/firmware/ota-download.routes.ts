import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { blobStore } from '../../../platform/files/blob-store';
import { parseByteRange } from '../../../platform/http/byte-range';
import { serverSecret } from '../../../platform/secret';
import { firmwareRepository } from './firmware.repository';
import { readOtaGrant } from './ota-links';
import { FIRMWARE_BLOBS } from './receive-firmware';
import { rolloutsRepository } from './rollouts.repository';

// In the query: a path parameter would be cut at Fastify's 100-character limit.
const tokenQuery = z.object({ token: z.string().min(1).max(512) });

/**
 * GET /ota/download?token=…: a device fetches the firmware it was offered. The signed token is the
 * credential (no session); `Range` serves part of the file (206), so a cut download resumes where it
 * stopped. The file streams from disk: many devices at once do not hold it in memory.
 */
export function otaDownloadRoutes({ app, db, config, clock }: AppContext): void {
  const secret = serverSecret(config);
  const blobs = blobStore(config.dataDir);
  const rollouts = rolloutsRepository(db);
  const firmware = firmwareRepository(db);

  app.get(
    '/v1/ota/download',
    // Sent as stored: a byte range must be of the file itself, and compressing firmware (mostly incompressible)
    // capped downloads at ~10 MB/s per device (compress treats application/octet-stream as compressible).
    { compress: false, config: { audience: 'public' }, schema: { querystring: tokenQuery } },
    async (request, reply) => {
      const grant = readOtaGrant(secret, request.query.token, clock.now());
      if (!grant) throw AppError.of('OTA_LINK_INVALID');
      // The offer must still stand: the device is in the rollout and the rollout was not cancelled.
      const [rollout, update, version] = await Promise.all([
        rollouts.byId(grant.rolloutId),
        rollouts.update(grant.rolloutId, grant.devid),
        firmware.byId(grant.firmwareId),
      ]);
      if (!rollout || rollout.state === 'cancelled' || !update || update.state === 'cancelled' || !version)
        throw AppError.of('OTA_LINK_INVALID');
      const file = blobs.path(FIRMWARE_BLOBS, version.blobName);
      const info = file && (await stat(file).catch(() => undefined));
      if (!file || !info) throw AppError.of('NOT_FOUND');

      const size = info.size;
      reply
        .header('Content-Type', 'application/octet-stream')
        .header('Accept-Ranges', 'bytes')
        .header('ETag', `"${version.sha256}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store');
      // If-Range: a range only of the same file (the hash is its strong validator); otherwise all of it.
      const ifRange = request.headers['if-range'];
      const rangeHeader =
        ifRange === undefined || ifRange === `"${version.sha256}"` ? request.headers.range : undefined;
      const range = parseByteRange(rangeHeader, size);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('Content-Range', `bytes */${size}`).send();
      }
      if (range === null) {
        return reply.header('Content-Length', size).send(createReadStream(file));
      }
      return reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .header('Content-Length', range.end - range.start + 1)
        .send(createReadStream(file, { start: range.start, end: range.end }));
    },
  );
}
