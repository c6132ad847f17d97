import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Files the server keeps under DATA_DIR, each folder a kind (avatars, installers…), names made by the server. */
export function blobStore(dataDir: string) {
  const folder = (kind: string) => path.join(dataDir, kind);
  return {
    /** Absolute path of a stored file; the name is checked so no path can leave its folder. */
    path(kind: string, name: string): string | undefined {
      return /^[a-z0-9]+\.[a-z0-9]+$/.test(name) ? path.join(folder(kind), name) : undefined;
    },

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
  };
}
