import { startSimulation, type SimulationOptions, type SimulationStats } from '@fleetkey/device-sim';

/** Seconds of warm-up before measuring, and of measuring. */
export interface RunWindow {
  warmupS: number;
  measureS: number;
}

/**
 * Runs a simulation as fast as the server acknowledges (its devices' in-flight limit decides), measures the
 * acknowledged messages per second after a warm-up, then stops it and answers the rate and the totals.
 */
export async function saturatedRun(
  options: Omit<SimulationOptions, 'onAck'>,
  { warmupS, measureS }: RunWindow,
): Promise<{ rate: number; stats: SimulationStats }> {
  let acked = 0;
  const simulation = await startSimulation({
    ...options,
    onAck: () => {
      acked += 1;
    },
  });
  await new Promise((resolve) => setTimeout(resolve, warmupS * 1000));
  const startAcked = acked;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, measureS * 1000));
  const rate = (acked - startAcked) / ((performance.now() - started) / 1000);
  await simulation.stop();
  return { rate, stats: simulation.stats() };
}
