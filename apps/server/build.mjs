// Bundles the server (dist/main.js) and its CLIs (dist/admin-create.js, dist/licence-key-rotate.js,
// dist/node-retire.js) with the workspace packages they import; npm dependencies stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    'admin-create': 'src/cli/admin-create.ts',
    'licence-key-rotate': 'src/cli/licence-key-rotate.ts',
    'node-retire': 'src/cli/node-retire.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@fleetkey/')),
  logLevel: 'warning',
});
