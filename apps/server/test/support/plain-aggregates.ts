import type { TelemetryAggregation } from '@fleetkey/contract';

// The expected figures of the aggregation tests, computed the plain way to check the server's SQL against.

/** The count, sum, mean, minimum or maximum of some values, one by one in JavaScript. */
export function plainAggregate(kind: TelemetryAggregation, values: readonly number[]): number {
  switch (kind) {
    case 'count':
      return values.length;
    case 'sum':
      return values.reduce((a, b) => a + b, 0);
    case 'avg':
      return plainAggregate('sum', values) / values.length;
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
  }
}
