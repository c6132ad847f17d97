// `npm test`: every check of the repository, in lanes side by side (tools/ci/stages.ts). Each stage writes
// to its own log, printed whole when the stage ends; a table of what ran when closes the run. A stage whose
// predecessor failed does not run; the run fails if any stage failed.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { formatStageTable, type StageRow } from './stage-table';
import { STAGES, type Stage } from './stages';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LOG_DIR = path.join(ROOT, '.ci', 'logs');
const HEARTBEAT_MS = 60_000;

const startedAt = Date.now();

/** Seconds the whole machine's processors have been busy since boot (Linux), whatever process was busy. */
function machineBusySeconds(): number | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  const total = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  // cpu  user nice system idle iowait irq softirq steal …, in hundredths of a second.
  const [user, nice, system, , , irq, softirq] = total.split(/\s+/).slice(1).map(Number);
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0)) / 100;
}
const rows = new Map<string, StageRow>();

function phaseRows(stage: Stage, reportFile: string): StageRow[] {
  if (!existsSync(reportFile)) return [];
  return readFileSync(reportFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { name: string; start: number; end: number })
    .filter((phase) => stage.phases?.includes(phase.name))
    .map((phase) => ({ name: phase.name, start: phase.start, end: phase.end, result: 'part' }));
}

/** `times` writes e.g. "0m0.010s 0m0.004s\n12m3.450s 1m2.100s": the second line is the children's. */
function childCpuSeconds(cpuFile: string): number | undefined {
  if (!existsSync(cpuFile)) return undefined;
  const children = readFileSync(cpuFile, 'utf8').split('\n')[1] ?? '';
  const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)];
  if (parts.length === 0) return undefined;
  return parts.reduce((sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds), 0);
}

function runStage(stage: Stage): Promise<boolean> {
  const logFile = path.join(LOG_DIR, `${stage.name}.log`);
  const reportFile = path.join(LOG_DIR, `${stage.name}.phases`);
  const cpuFile = path.join(LOG_DIR, `${stage.name}.cpu`);
  const row: StageRow = { name: stage.name, start: Date.now(), result: 'running' };
  rows.set(stage.name, row);
  console.log(`▶ ${stage.name}: ${stage.command}`);
  return new Promise((resolve) => {
    const log = createWriteStream(logFile);
    // bash's `times` prints, on its second line, the user and system time of every process the command ran.
    const command = `${stage.command}\nstatus=$?; times > '${cpuFile}'; exit $status`;
    const child = spawn('bash', ['-c', command], {
      cwd: ROOT,
      env: { ...process.env, CI_PHASE_REPORT: reportFile, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => {
      log.end(() => {
        row.end = Date.now();
        row.result = code === 0 ? 'passed' : `FAILED (${code})`;
        row.cpuSeconds = childCpuSeconds(cpuFile);
        const phases = phaseRows(stage, reportFile);
        if (phases.length > 0) row.phases = phases;
        console.log(`\n━━━━ ${stage.name} ${row.result} ━━━━ (${logFile})`);
        process.stdout.write(readFileSync(logFile, 'utf8'));
        console.log(`━━━━ end of ${stage.name} ━━━━\n`);
        resolve(code === 0);
      });
    });
  });
}

async function runAll(): Promise<boolean> {
  const outcome = new Map<string, Promise<boolean>>();
  const start = (stage: Stage): Promise<boolean> => {
    const existing = outcome.get(stage.name);
    if (existing) return existing;
    const startNamed = (name: string): Promise<boolean> => {
      const before = STAGES.find((candidate) => candidate.name === name);
      if (!before) throw new Error(`stage ${stage.name} waits for unknown stage ${name}`);
      return start(before);
    };
    const run = Promise.all([
      Promise.all(stage.after.map(startNamed)),
      Promise.all((stage.waitsFor ?? []).map(startNamed)),
    ]).then(([passed]) => {
      if (passed.every(Boolean)) return runStage(stage);
      rows.set(stage.name, { name: stage.name, result: 'not run (an earlier stage failed)' });
      return false;
    });
    outcome.set(stage.name, run);
    return run;
  };
  const heartbeat = setInterval(() => {
    const running = [...rows.values()].filter((row) => row.result === 'running');
    const list = running.map((row) => `${row.name} ${Math.round((Date.now() - (row.start ?? 0)) / 1000)} s`);
    console.log(`… ${Math.round((Date.now() - startedAt) / 1000)} s: running ${list.join(', ')}`);
  }, HEARTBEAT_MS);
  const results = await Promise.all(STAGES.map(start));
  clearInterval(heartbeat);
  return results.every(Boolean);
}

rmSync(LOG_DIR, { recursive: true, force: true });
mkdirSync(LOG_DIR, { recursive: true });
const loadBefore = loadavg()[0] ?? 0;
const busyBefore = machineBusySeconds();
const passed = await runAll();
console.log(
  formatStageTable({
    startedAt,
    rows: STAGES.map((stage) => rows.get(stage.name) ?? { name: stage.name, result: 'not run' }),
    installSeconds: process.env.CI_INSTALL_SECONDS ? Number(process.env.CI_INSTALL_SECONDS) : undefined,
    load: { before: loadBefore, after: loadavg()[0] ?? 0 },
    machine:
      busyBefore === undefined
        ? undefined
        : { busySeconds: (machineBusySeconds() ?? busyBefore) - busyBefore, cores: cpus().length },
  }),
);
process.exitCode = passed ? 0 : 1;
