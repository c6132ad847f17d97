import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Files the server keeps under DATA_DIR, each folder a kind (avatars, installers…), names made by the server. */
export function blobStore(dataDir: string) {
  const folder = (kind: string) => path.join(dataDir, kind);
  const pathOf = (kind: string, name: string): string | undefined =>
    /^[a-z0-9]+\.[a-z0-9]+$/.test(name) ? path.join(folder(kind), name) : undefined;
  return {
    /** Absolute path of a stored file; the name is checked so no path can leave its folder. */
    path: pathOf,

    /** Stores bytes under a new random name with the given extension; answers the name. */
    async put(kind: string, extension: string, bytes: Buffer): Promise<string> {
      await mkdir(folder(kind), { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      // Written beside and renamed, so a reader never sees half a file.
      const temporary = path.join(folder(kind), `.${name}.part`);
      await writeFile(temporary, bytes);
      await rename(temporary, path.join(folder(kind), name));
      return name;
    },

    /**
     * Streams bytes to a new file without holding them in memory, hashing them (SHA-256) on the way;
     * answers the name, the size and the hash. On failure or abort the partial file is removed.
     */
    async putStream(
      kind: string,
      extension: string,
      source: Readable,
      signal: AbortSignal,
    ): Promise<{ name: string; size: number; sha256: string }> {
      await mkdir(folder(kind), { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      const temporary = path.join(folder(kind), `.${name}.part`);
      const hash = createHash('sha256');
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, meter, createWriteStream(temporary), { signal });
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await rename(temporary, path.join(folder(kind), name));
      return { name, size, sha256: hash.digest('hex') };
    },

    /** Removes a stored file; one already gone is fine. */
    async remove(kind: string, name: string): Promise<void> {
      const file = pathOf(kind, name);
      if (file) await rm(file, { force: true });
    },
  };
}
