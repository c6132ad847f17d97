const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count as people read it: `532 B`, `1.4 MB` (1024-based, like file managers). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
