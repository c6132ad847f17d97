/** What one stage (or a phase inside one) did, with its times in epoch milliseconds. */
export interface StageRow {
  name: string;
  start?: number;
  end?: number;
  result: string;
  /** Processor seconds (user + system) the stage's processes used: what it costs on a shared machine. */
  cpuSeconds?: number;
  phases?: StageRow[];
}

export interface StageTable {
  startedAt: number;
  rows: StageRow[];
  /** `npm ci`'s seconds, timed by .ci/run before `npm test` started. */
  installSeconds?: number | undefined;
  load: { before: number; after: number };
  /** The whole machine's busy processor time over the run (anything else it ran included), and its cores. */
  machine?: { busySeconds: number; cores: number } | undefined;
}

const clock = (ms: number): string => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

const took = (ms: number): string => {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
};

/** The closing table of `npm test`: each stage's start and end from the run's start, its time, its result. */
export function formatStageTable(table: StageTable): string {
  const lines: string[][] = [['stage', 'from', 'to', 'took', 'cpu', 'result']];
  if (table.installSeconds !== undefined) {
    lines.push(['install', '', '', took(table.installSeconds * 1000), '', 'passed (.ci/run, before)']);
  }
  const row = (stage: StageRow, indent: string): void => {
    const timed = stage.start !== undefined && stage.end !== undefined;
    lines.push([
      indent + stage.name,
      stage.start !== undefined ? clock(stage.start - table.startedAt) : '',
      stage.end !== undefined ? clock(stage.end - table.startedAt) : '',
      timed ? took((stage.end ?? 0) - (stage.start ?? 0)) : '',
      stage.cpuSeconds !== undefined ? took(stage.cpuSeconds * 1000) : '',
      stage.result,
    ]);
    for (const phase of stage.phases ?? []) row(phase, `${indent}  `);
  };
  const started = table.rows.filter((stage) => stage.start !== undefined);
  const notStarted = table.rows.filter((stage) => stage.start === undefined);
  for (const stage of [...started].sort((a, b) => (a.start ?? 0) - (b.start ?? 0))) row(stage, '');
  for (const stage of notStarted) row(stage, '');

  const widths =
    lines[0]?.map((_, column) => Math.max(...lines.map((line) => line[column]?.length ?? 0))) ?? [];
  const render = (line: string[]) => line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  const wall = Date.now() - table.startedAt;
  const total = wall + (table.installSeconds ?? 0) * 1000;
  const cpu = table.rows.reduce((sum, stage) => sum + (stage.cpuSeconds ?? 0), 0);
  return [
    '',
    render(lines[0] ?? []),
    render((lines[0] ?? []).map((_, column) => '-'.repeat(widths[column] ?? 0))),
    ...lines.slice(1).map(render),
    '',
    `npm test: ${took(wall)}` +
      (table.installSeconds !== undefined ? `; with install: ${took(total)}` : '') +
      `; processor time ${took(cpu * 1000)}` +
      (table.machine
        ? `; whole machine busy ${took(table.machine.busySeconds * 1000)} of ${took(table.machine.cores * wall)}`
        : '') +
      `; load average ${table.load.before.toFixed(1)} at the start, ${table.load.after.toFixed(1)} at the end`,
  ].join('\n');
}
