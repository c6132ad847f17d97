// Type check and lint, as two phases of one stage.
//
// - typecheck: oxlint with tsgolint (TypeScript 7's checker, native and multi-threaded) type checks every
//   tsconfig's files and runs every lint rule of the house but the React ones (.oxlintrc.json: ESLint's and
//   typescript-eslint's recommended sets, the type-aware rules, the house's own) over the same programs.
//   Node's TypeScript 5.9 building one program per tsconfig for the check and ESLint's type-aware rules took
//   5 min of processor time alone on this 2-core machine and 26 min beside the other lanes; this takes about 1.
// - lint: ESLint with the React hooks and React Compiler rules on the components (eslint.config.js), which
//   oxlint does not have. ESLint parsing all 2,100 files for the rest took 117 s of processor time, 70 s now.
//
//   tsx tools/ci/static-checks.ts            type check, then lint
//   tsx tools/ci/static-checks.ts --types    type check only
//   tsx tools/ci/static-checks.ts --lint     lint only
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { reportPhase } from './phase-report';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'node_modules', '.bin');

/** Runs a command with the terminal's output; true when it exits 0. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(path.join(BIN, command), args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

const typeCheck = (): boolean =>
  run('oxlint', ['--type-aware', '--type-check', '--deny-warnings', '.'], {
    OXLINT_TSGOLINT_PATH: path.join(BIN, 'tsgolint'),
  });

// Like `--max-warnings=0`: a warning fails the lint too.
const lint = (): boolean => run('eslint', ['--max-warnings=0', '.']);

async function main(): Promise<void> {
  const only = process.argv[2];
  let passed = true;
  if (only !== '--lint') {
    const typesPassed = await reportPhase('typecheck', typeCheck);
    console.log(`typecheck: ${typesPassed ? 'passed' : 'FAILED'}`);
    passed &&= typesPassed;
  }
  if (only !== '--types') {
    const lintPassed = await reportPhase('lint', lint);
    console.log(`lint: ${lintPassed ? 'passed' : 'FAILED'}`);
    passed &&= lintPassed;
  }
  process.exitCode = passed ? 0 : 1;
}

await main();
