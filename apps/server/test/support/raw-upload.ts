import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@fleetkey/api-client';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';

/** What a raw upload got back. */
export interface RawAnswer {
  status: number;
  body: { data?: unknown; code?: string };
}

/**
 * A multipart upload of one file written chunk by chunk over a plain HTTP request, so a test can pause
 * between chunks (to see the server store while the upload is still arriving, or let it time out).
 * `afterChunk` runs after each chunk is written; returning 'stop' leaves the upload unfinished.
 */
export function rawUpload(
  url: string,
  cookie: string,
  chunks: readonly Buffer[],
  afterChunk: (index: number) => Promise<'stop' | void> = () => Promise.resolve(),
): Promise<RawAnswer> {
  const boundary = `fleetkeyTest${randomBytes(8).toString('hex')}`;
  const req = request(url, {
    method: 'POST',
    headers: {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      Cookie: cookie,
      [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
    },
  });
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    req.on('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          body: text ? (JSON.parse(text) as RawAnswer['body']) : {},
        });
      });
    });
    req.on('error', reject);
  });
  const writing = (async () => {
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="setup.exe"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    for (const [index, chunk] of chunks.entries()) {
      req.write(chunk);
      if ((await afterChunk(index)) === 'stop') return;
    }
    req.end(`\r\n--${boundary}--\r\n`);
  })();
  // A failed check between chunks fails the upload at once instead of leaving it hanging.
  return Promise.all([answer, writing]).then(
    ([result]) => result,
    (error: unknown) => {
      req.destroy();
      throw error;
    },
  );
}
