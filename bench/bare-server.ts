import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./bare-route.ts', import.meta.url));

/** The bare Fastify route running as its own process; answers its URL and how to stop it. */
export async function startBareRoute(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare route exited with ${code}`)));
    child.stdout.setEncoding('utf8').once('data', (line: string) => resolve(line.trim()));
  });
  return {
    url: `${origin}/bare`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
