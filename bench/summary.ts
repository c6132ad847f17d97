// Every judged figure of a run, gathered as the scenarios report them, so the run ends with one table
// (figure, target, met) instead of verdicts scattered over pages of output.

interface Judged {
  figure: string;
  value: string;
  target: string;
  /** undefined: the scenario did not produce the figure (it failed or could not run here). */
  met: boolean | undefined;
}

const judged: Judged[] = [];

/** Records a figure against its target; answers the verdict for the scenario's own line. */
export function judge(figure: string, value: string, target: string, met: boolean): string {
  judged.push({ figure, value, target, met });
  return met ? 'met' : 'NOT met';
}

/** Records a scenario that produced no figure, with why. */
export function notRun(figure: string, why: string): void {
  judged.push({ figure, value: why, target: '', met: undefined });
}

/** The closing table: one row a figure, and a count of what was met. */
export function summaryTable(): string[] {
  const verdict = (met: boolean | undefined) => (met === undefined ? 'not run' : met ? 'met' : 'NOT met');
  const met = judged.filter((j) => j.met === true).length;
  return [
    '\nSummary',
    'figure | measured | target | met',
    ...judged.map((j) => `${j.figure} | ${j.value} | ${j.target} | ${verdict(j.met)}`),
    `${met} of ${judged.length} targets met`,
  ];
}

/** Runs one scenario to its end whatever happens in it: a failure is a row of the summary, not the run's end. */
export async function scenario(name: string, run: () => Promise<readonly string[]>): Promise<void> {
  try {
    for (const line of await run()) console.log(line);
  } catch (error) {
    console.log(`${name}: FAILED — ${error instanceof Error ? error.message : String(error)}`);
    notRun(name, `failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** `n` with thousands separators. */
export const grouped = (n: number): string => Math.round(n).toLocaleString('en');
