/** One step of `npm test`: a command, and the stages it waits for. */
export interface Stage {
  name: string;
  command: string;
  /** Stages that must pass first: what the command needs (the driver, the build, the checks before it). */
  after: string[];
  /**
   * Stages that must end first, passed or not: an order, not a need. The test suites run one after another, so
   * that each has both cores to itself and a failure in one still lets the next run and report.
   */
  waitsFor?: string[];
  /** Names of phases the command reports itself (tools/ci/phase-report.ts), shown as rows of their own. */
  phases?: string[];
}

// The checks that read files and wait on nothing run at the lowest priority, beside the suites: they take only
// what the suites leave idle (a browser waiting on the server, a test waiting on a timer), and a suite that
// waits for a server, a broker or a browser with a timeout is never slowed down by them.
const BACKGROUND = 'nice -n 19';
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
 * Two lanes on a 2-core machine. In the front, the test suites one after another, each with both cores to
 * itself: the integration files as soon as the SQLite driver is there (the build goes on beside their start),
 * then the unit tests with the C device kit beside them (one core each), then the browser suite. Run side by side
 * instead, they kept ten busy processes on two cores: the machine spent a sixth more processor time on the
 * same work (28.6 against 23.7 min, whole-machine accounting), and every waiting step of every suite took
 * longer. Behind them, at the lowest priority, the type check, the lint and Prettier fill the idle moments.
 */
export const STAGES: Stage[] = [
  { name: 'native', command: NATIVE, after: [] },
  { name: 'build', command: 'npm run build --silent', after: [] },
  { name: 'integration', command: 'npx vitest run --project integration', after: ['native'] },
  {
    name: 'unit',
    command: 'npx vitest run --project unit --project unit-web',
    after: ['native'],
    waitsFor: ['integration'],
  },
  {
    name: 'device-kit',
    command: 'bash device-kit/c/ensure-packages.sh && npx vitest run --project device-kit',
    after: ['build', 'native'],
    waitsFor: ['integration'],
  },
  {
    name: 'browser',
    command: 'npm run test --silent -w e2e',
    after: ['build', 'native'],
    waitsFor: ['unit', 'device-kit'],
  },
  { name: 'static', command: STATIC, after: [], phases: ['typecheck', 'lint'] },
  { name: 'format', command: `${BACKGROUND} npx prettier --check .`, after: ['static'] },
];
