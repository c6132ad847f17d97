import type { DbcMessageView, DbcStrategyBodyInput, DbcStrategyView } from '@fleetkey/contract';

// The strategy dialog's signal tree: a message is a branch, each of its signals a leaf keyed
// `message/signal` (DBC names are C identifiers, so the slash cannot be part of one). Checking a message
// checks all its signals; only leaves are sent.

/** The tree key of one signal. */
export function signalKey(message: string, signal: string): string {
  return `${message}/${signal}`;
}

/** A message and signal named by a leaf key (null for a branch's key). */
export function keySignal(key: string): { message: string; signal: string } | null {
  const at = key.indexOf('/');
  return at < 0 ? null : { message: key.slice(0, at), signal: key.slice(at + 1) };
}

/** The dialog's values. */
export interface StrategyFormValues {
  name: string;
  dbc: string;
  devtype: string;
  intervalMs: number;
  /** Checked leaf keys, in the tree's order. */
  checked: string[];
  /** Point names by leaf key (blank = the signal's own name). */
  points: Record<string, string>;
}

/** A new strategy's values. */
export const EMPTY_STRATEGY: StrategyFormValues = {
  name: '',
  dbc: '',
  devtype: '',
  intervalMs: 0,
  checked: [],
  points: {},
};

/** The values of an existing strategy (a point named as its signal is shown blank). */
export function strategyValues(strategy: DbcStrategyView): StrategyFormValues {
  return {
    name: strategy.name,
    dbc: strategy.dbc,
    devtype: strategy.devtype,
    intervalMs: strategy.intervalMs,
    checked: strategy.signals.map((s) => signalKey(s.message, s.signal)),
    points: Object.fromEntries(
      strategy.signals
        .filter((s) => s.point !== s.signal)
        .map((s) => [signalKey(s.message, s.signal), s.point]),
    ),
  };
}

/** The body sent: checked signals only, each with its point name when one was given. */
export function strategyBody(values: StrategyFormValues): DbcStrategyBodyInput {
  return {
    name: values.name,
    dbc: values.dbc,
    devtype: values.devtype,
    intervalMs: values.intervalMs,
    signals: values.checked.flatMap((key) => {
      const named = keySignal(key);
      if (!named) return [];
      const point = values.points[key]?.trim();
      return [point ? { ...named, point } : named];
    }),
  };
}

/** The checkable tree of a DBC's messages and their signals. */
export interface SignalTreeNode {
  key: string;
  title: string;
  children?: SignalTreeNode[];
}

/** The tree the dialog shows for a DBC: `0x123 Message` branches, signal leaves with their units. */
export function signalTree(
  messages: readonly DbcMessageView[],
  idText: (message: DbcMessageView) => string,
): SignalTreeNode[] {
  return messages.map((message) => ({
    key: message.name,
    title: `${idText(message)} ${message.name}`,
    children: message.signals.map((signal) => ({
      key: signalKey(message.name, signal.name),
      title: signal.unit ? `${signal.name} [${signal.unit}]` : signal.name,
    })),
  }));
}
