import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The kit's programs as the tests run them: to completion (licence-check, licence-online) or in the
// background (meter, device-probe), reading what they print.

/** The folder `make` builds into (support/build-kit.ts). */
const BUILD_DIR = fileURLToPath(new URL('../../build/', import.meta.url));

/** What a program did: its exit status and output. */
export interface KitRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one of the kit's programs to its end. */
export function runKit(program: string, args: string[]): Promise<KitRun> {
  return new Promise((resolve) => {
    execFile(`${BUILD_DIR}${program}`, args, { maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      const code = error && typeof error.code === 'number' ? error.code : error ? -1 : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** A program running in the background. */
export interface KitProcess {
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Settles when a line matching `pattern` has been printed (counting those before the call). */
  printed(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Settles with the exit status (or the signal's name) once it ends by itself. */
  exited(): Promise<number | string>;
  /** Sends the signal and settles with the exit status (or the signal's name). */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export function startKit(program: string, args: string[]): KitProcess {
  const child: ChildProcess = spawn(`${BUILD_DIR}${program}`, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const waiters = new Set<() => void>();
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    output: () => output,
    printed(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(output)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${program} did not print ${String(pattern)} within ${timeoutMs} ms:\n${output}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    exited: () => exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
