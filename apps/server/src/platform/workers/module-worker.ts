import { Worker, type WorkerOptions } from 'node:worker_threads';

// The server ships bundled (build.mjs gives each worker its own entry beside main.js), but tests and
// `npm run dev` run the TypeScript sources, which Node 20 cannot load in a worker by itself: there the
// worker first registers tsx, the loader the dev server already runs under, then imports its module.

/**
 * A worker running `name` from `dir`: `${name}.js` when the caller is bundled JavaScript, `${name}.ts`
 * through tsx when it runs from source. `dir` is the caller's `import.meta.url`.
 */
export function moduleWorker(dir: string, name: string, options: WorkerOptions): Worker {
  if (!dir.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, dir), options);
  const target = new URL(`./${name}.ts`, dir).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(target)}); });`;
  return new Worker(code, { ...options, eval: true });
}
