/// <reference types="node" />
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// The server compresses answers of 1 KB and more (@fastify/compress's threshold in app.ts); the same here.
const MIN_BYTES = 1024;
const TEXT_FILE = /\.(js|css|svg|html|json|txt)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of at least 1 KB in `dir`, at the formats' best
 * ratios. The server sends these as they are (`preCompressed` in web-hosting.ts) instead of compressing each
 * download again: brotli was a seventh of the server's processor time on a browser's first visits.
 */
export async function precompressFiles(dir: string, files: readonly string[]): Promise<void> {
  await Promise.all(
    files
      .filter((file) => TEXT_FILE.test(file))
      .map(async (file) => {
        const full = path.join(dir, file);
        const bytes = await readFile(full);
        if (bytes.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
      }),
  );
}

/** Vite plugin: precompresses the files a production build wrote (see `precompressFiles`). */
export function precompressBuild(): Plugin {
  return {
    name: 'fleetkey-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      await precompressFiles(options.dir ?? 'dist', Object.keys(bundle));
    },
  };
}
