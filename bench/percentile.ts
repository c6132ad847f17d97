/**
 * The nearest-rank percentile: the smallest of the `sorted` (ascending) figures that at least `p` percent of
 * them do not exceed (of 20 figures, p95 is the 19th and p50 the 10th); NaN when there are none.
 */
export function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.ceil((sorted.length * p) / 100);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}
