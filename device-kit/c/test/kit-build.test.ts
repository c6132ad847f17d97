import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runKit } from './support/kit-process';

// Issue 36: what the kit promises of itself, apart from the server: its parsers survive arbitrary input
// under AddressSanitizer and UBSan (parser-fuzz, a few thousand cases), the licence layer builds alone,
// linking libsodium only and calling no allocator, and the README's example compiles against the headers.

const run = promisify(execFile);
const KIT_DIR = fileURLToPath(new URL('..', import.meta.url));

describe('C kit: parsers and layers', () => {
  it('parses truncated, oversized, mutated and random input under ASan and UBSan, accepting only the signed bytes', async () => {
    const result = await runKit('parser-fuzz', []);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const cases = Number(/^(\d+) cases, 0 failed$/m.exec(result.stdout)?.[1]);
    expect(cases).toBeGreaterThanOrEqual(5_000);
  });

  it('builds the licence layer alone: licence-check links libsodium only, and the layer allocates nothing', async () => {
    const build = 'build/licence-only';
    await run('make', ['-s', `BUILD=${build}`, 'LAYERS=licence'], { cwd: KIT_DIR });
    const { stdout: archive } = await run('ar', ['t', `${build}/libfleetkey.a`], { cwd: KIT_DIR });
    expect(archive.trim().split('\n')).toEqual(['licence.o']);
    const { stdout: undefinedSymbols } = await run('nm', ['-u', `${build}/obj/licence.o`], { cwd: KIT_DIR });
    expect(undefinedSymbols).toContain('crypto_sign_verify_detached');
    expect(undefinedSymbols).not.toMatch(/\b(malloc|calloc|realloc|free|strdup|aligned_alloc)\b/);
    const { stdout: libraries } = await run('ldd', [`${build}/licence-check`], { cwd: KIT_DIR });
    expect(libraries).toMatch(/libsodium/);
    expect(libraries).not.toMatch(/libcurl|libpaho/);
  });

  it('compiles the README’s example against the kit’s headers, warnings as errors', async () => {
    const readme = await readFile(path.join(KIT_DIR, '../../README.md'), 'utf8');
    const example = /## Device kit \(C\)[^]*?```c\n([^]*?)```/.exec(readme)?.[1];
    expect(example).toContain('fk_licence_check');
    const dir = await mkdtemp(path.join(tmpdir(), 'fleetkey-ckit-readme-'));
    try {
      await writeFile(path.join(dir, 'example.c'), example ?? '');
      const flags = ['-std=c11', '-Wall', '-Wextra', '-Wpedantic', '-Werror', '-D_POSIX_C_SOURCE=200809L'];
      await run('cc', [...flags, '-Iinclude', '-fsyntax-only', path.join(dir, 'example.c')], {
        cwd: KIT_DIR,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
