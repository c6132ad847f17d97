import type { LogFn, Logger } from 'pino';

// An outage makes the same failure happen many times a second (every request, every retry, every tick):
// one line each would bury the log and cost the disk. So a warn or error line that repeats is written once,
// then the repeats of the same cause are counted and written as one line per interval, with the count.

/** pino's level number of `warn`: folding starts here, quieter lines are written as they come. */
const WARN_LEVEL = 40;

type LogArgs = Parameters<LogFn>;

/** What makes two lines the same: level, message and the error's code (or its message). */
function causeOf(level: number, args: LogArgs): string {
  const [first, second] = args as unknown[];
  const message = typeof first === 'string' ? first : typeof second === 'string' ? second : '';
  const err = typeof first === 'object' && first !== null && 'err' in first ? first.err : undefined;
  const code = typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;
  const text = typeof err === 'object' && err !== null && 'message' in err ? err.message : undefined;
  const detail = typeof code === 'string' ? code : typeof text === 'string' ? text : '';
  return `${level}|${message}|${detail}`;
}

/** The line again, saying how many like it were left out. */
function withRepeats(args: LogArgs, repeated: number, intervalMs: number): LogArgs {
  const [first, ...rest] = args as unknown[];
  const note = { repeated, repeatedWithinMs: intervalMs };
  const folded =
    typeof first === 'object' && first !== null ? [{ ...first, ...note }, ...rest] : [note, first, ...rest];
  return folded as LogArgs;
}

/** pino's `hooks.logMethod`: folds repeated warn and error lines, one per cause per `intervalMs`. */
export function foldRepeatedLines(intervalMs: number) {
  const open = new Map<string, { repeats: number; last: LogArgs }>();
  return function logMethod(this: Logger, args: LogArgs, method: LogFn, level: number): void {
    if (level < WARN_LEVEL) return method.apply(this, args);
    const key = causeOf(level, args);
    const folding = open.get(key);
    if (folding) {
      folding.repeats += 1;
      folding.last = args;
      return;
    }
    const entry = { repeats: 0, last: args };
    open.set(key, entry);
    method.apply(this, args);
    const close = () => {
      if (entry.repeats === 0) return void open.delete(key);
      method.apply(this, withRepeats(entry.last, entry.repeats, intervalMs));
      entry.repeats = 0;
      setTimeout(close, intervalMs).unref();
    };
    setTimeout(close, intervalMs).unref();
  };
}
