/** A point value as a chart plots it: numbers as they are, booleans as 1/0 (a step between off and on). */
export function chartValue(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return undefined;
}
