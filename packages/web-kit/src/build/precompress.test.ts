import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFiles } from './precompress';

describe('precompressFiles', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes a .br and a .gz of each text file of 1 KB or more, and of nothing else', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fleetkey-precompress-'));
    const script = `console.log(${JSON.stringify('设备 '.repeat(2_000))});`;
    const files = {
      'assets/index-abc.js': script,
      'assets/small-abc.css': 'a{color:red}',
      'assets/logo-abc.png': 'x'.repeat(4_000),
    };
    await mkdir(path.join(dir, 'assets'));
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);

    await precompressFiles(dir, Object.keys(files));

    expect((await readdir(path.join(dir, 'assets'))).sort()).toEqual([
      'index-abc.js',
      'index-abc.js.br',
      'index-abc.js.gz',
      'logo-abc.png',
      'small-abc.css',
    ]);
    const br = await readFile(path.join(dir, 'assets/index-abc.js.br'));
    const gz = await readFile(path.join(dir, 'assets/index-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(Buffer.byteLength(script) / 10);
  });
});
