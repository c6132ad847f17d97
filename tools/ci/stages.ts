/** One step of `npm test`: a command, and the stages it waits for. */
export interface Stage {
  name: string;
  command: string;
  /** Stages that must pass first (a lane: what shares a core with what). */
  after: string[];
  /** Names of phases the command reports itself (tools/ci/phase-report.ts), shown as rows of their own. */
  phases?: string[];
}

// The checks that wait on nothing run at a lower priority: they only read files, while the tests beside them
// wait for servers, brokers and browsers with timeouts, and a loaded machine is what makes a timeout flaky.
const BACKGROUND = 'nice -n 10';
const STATIC = `${BACKGROUND} tsx tools/ci/static-checks.ts`;

// The one native addon, SQLite's driver, compiles SQLite from source (no prebuilt binary can be fetched here):
// 112 s on one core, and over 4 minutes beside stress-ng, while every test stage waits for it. .ci/run installs
// with --ignore-scripts so that this compile runs here, beside the stages that do not load it (the build, the
// static checks), and through ccache when the machine has it (6 s when the same sources were compiled before,
// whatever folder the clone is in); after a plain `npm ci` it is already built and the stage only checks.
const NATIVE = [
  'test -f node_modules/better-sqlite3/build/Release/better_sqlite3.node && exit 0',
  'if command -v ccache >/dev/null; then export CC="ccache gcc" CXX="ccache g++" CCACHE_BASEDIR="$PWD"; fi',
  'npm rebuild better-sqlite3 esbuild',
].join('\n');

/**
 * Lanes side by side on a 2-core machine, each stage starting as soon as what it needs is there: the SQLite
 * driver's compile, the build and the static checks at once; the browser suite (the longest) and the C device
 * kit after the build and the driver; the integration files and the unit tests after the driver; Prettier after
 * the static checks. The browser suite and the integration files are about two thirds of the processor time.
 */
export const STAGES: Stage[] = [
  { name: 'native', command: NATIVE, after: [] },
  { name: 'build', command: 'npm run build --silent', after: [] },
  { name: 'browser', command: 'npm run test --silent -w e2e', after: ['build', 'native'] },
  {
    name: 'device-kit',
    command: 'bash device-kit/c/ensure-packages.sh && npx vitest run --project device-kit',
    after: ['build', 'native'],
  },
  { name: 'integration', command: 'npx vitest run --project integration', after: ['native'] },
  { name: 'static', command: STATIC, after: [], phases: ['typecheck', 'lint'] },
  { name: 'format', command: `${BACKGROUND} npx prettier --check .`, after: ['static'] },
  { name: 'unit', command: 'npx vitest run --project unit --project unit-web', after: ['native'] },
];
