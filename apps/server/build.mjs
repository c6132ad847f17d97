// Bundles the server (dist/main.js), its workers (dist/xlsx-worker.js, dist/wal-checkpoint-worker.js,
// dist/batch-commit-worker.js) and its CLIs
// (dist/admin-create.js, dist/licence-key-rotate.js, dist/node-retire.js) with the workspace packages they
// import; npm dependencies stay external.
// `node build.mjs --outdir DIR` writes elsewhere (the integration tests' server processes); DIR must sit two
// levels below apps/, as dist does, for the server to find the consoles and its dependencies.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const outdirFlag = process.argv.indexOf('--outdir');
const outdir = outdirFlag > 0 ? process.argv[outdirFlag + 1] : 'dist';

await build({
  entryPoints: {
    main: 'src/main.ts',
    'admin-create': 'src/cli/admin-create.ts',
    'licence-key-rotate': 'src/cli/licence-key-rotate.ts',
    'node-retire': 'src/cli/node-retire.ts',
    // Spreadsheet reading runs in a worker thread, which loads this file beside main.js (xlsx-off-thread.ts).
    'xlsx-worker': 'src/modules/iot/devices/xlsx-worker.ts',
    // SQLite's WAL is copied into the database file by a worker thread (db/wal-checkpointer.ts).
    'wal-checkpoint-worker': 'src/db/wal-checkpoint-worker.ts',
    // Device data is committed on SQLite by a worker thread (modules/iot/telemetry/batch-committer.ts).
    'batch-commit-worker': 'src/modules/iot/telemetry/batch-commit-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@fleetkey/')),
  logLevel: 'warning',
});
