import type {
  CommandDef,
  DeviceEventType,
  DeviceTypeMode,
  EventDef,
  Point,
  TelemetryValue,
} from '@fleetkey/contract';

// What a device type lets its devices send (contract DEVICE_TYPE_MODES). A strict type declares its data
// points in `data` and in its `much_data` topics (a topic groups points for the console; devices send them
// on the same data topic), each with a value type, and the codes of the events it reports in its
// `warnings`, `errors` and `logs` sections; an open type lets anything through.

/** A declared point's value type. */
export type PointType = Point['type'];

/** The data points and events a type accepts. */
export interface TypeRules {
  mode: DeviceTypeMode;
  /** Declared point name → the value types it was declared with (a name may sit in several topics). */
  points: ReadonlyMap<string, readonly PointType[]>;
  /** Declared event codes per event type. */
  events: DeclaredEvents;
}

/** The event codes a type declares, per event type: its warnings, errors and logs sections. */
export type DeclaredEvents = Readonly<Record<DeviceEventType, readonly string[]>>;

/** The section of a device type that declares the events of each type. */
export const EVENT_SECTIONS = { warning: 'warnings', error: 'errors', log: 'logs' } as const;

/** A type's warnings, errors and logs sections, each a list of declared events. */
export type EventSections = Readonly<Record<(typeof EVENT_SECTIONS)[DeviceEventType], readonly EventDef[]>>;

/** A type's warnings, errors and logs sections as the declared codes per event type. */
export function declaredEvents(sections: EventSections): DeclaredEvents {
  const codes = (defs: readonly EventDef[]) => defs.map((def) => def.code);
  return {
    warning: codes(sections.warnings),
    error: codes(sections.errors),
    log: codes(sections.logs),
  };
}

/** The rules of a type that enforces nothing (an open type, or a device whose type is gone). */
export const OPEN_RULES: TypeRules = {
  mode: 'open',
  points: new Map(),
  events: { warning: [], error: [], log: [] },
};

/** A type's rules from its mode, declared points and declared events. */
export function compileRules(
  mode: DeviceTypeMode,
  data: readonly Point[],
  topics: readonly Point[][],
  events: DeclaredEvents,
): TypeRules {
  // An open type keeps its declarations too: they are not enforced, but say which points are booleans.
  const points = new Map<string, PointType[]>();
  for (const point of [...data, ...topics.flat()]) {
    const types = points.get(point.name) ?? [];
    if (!types.includes(point.type)) types.push(point.type);
    points.set(point.name, types);
  }
  return { mode, points, events };
}

/**
 * Whether a value is of a declared type. Booleans are stored as 1 and 0, so a boolean point also takes
 * 1 and 0; an integer point takes whole numbers only.
 */
export function valueFits(type: PointType, value: TelemetryValue): boolean {
  switch (type) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean' || value === 0 || value === 1;
    case 'string':
      return typeof value === 'string';
  }
}

/** Why a strict type refuses a point, with the types it declared when the name is known. */
export type PointVerdict =
  { reason: 'POINT_UNDECLARED' } | { reason: 'VALUE_TYPE_MISMATCH'; declared: readonly PointType[] };

/** Null when the type takes the point; else why not. */
export function checkPoint(rules: TypeRules, name: string, value: TelemetryValue): PointVerdict | null {
  if (rules.mode === 'open') return null;
  const declared = rules.points.get(name);
  if (!declared) return { reason: 'POINT_UNDECLARED' };
  return declared.some((type) => valueFits(type, value)) ? null : { reason: 'VALUE_TYPE_MISMATCH', declared };
}

/**
 * Null when the type takes an event of this type and code; else the codes the section of its type
 * declares (empty when it declares none, so a strict type without events refuses every event).
 */
export function checkEvent(
  rules: TypeRules,
  event: { type: DeviceEventType; code: string },
): { declared: readonly string[] } | null {
  if (rules.mode === 'open') return null;
  const declared = rules.events[event.type];
  return declared.includes(event.code) ? null : { declared };
}

/** Whether a type with this mode and these commands takes command `cmd` (an open type takes any). */
export function commandDeclared(mode: DeviceTypeMode, commands: readonly CommandDef[], cmd: string): boolean {
  return mode === 'open' || commands.some((command) => command.name === cmd);
}

/** Why a strict type refuses a command's parameter, with the types it declared when the name is known. */
export type ParamVerdict = {
  param: string;
  reason: 'PARAM_UNDECLARED' | 'VALUE_TYPE_MISMATCH';
  declared?: PointType;
};

/**
 * Null when a declared command's parameters fit it; else the first one that does not. On a strict type a
 * parameter must be declared and its value of the declared type; one left out is the device's to default.
 */
export function checkParams(
  mode: DeviceTypeMode,
  command: CommandDef,
  params: Readonly<Record<string, unknown>>,
): ParamVerdict | null {
  if (mode === 'open') return null;
  for (const [param, value] of Object.entries(params)) {
    const def = command.params.find((p) => p.name === param);
    if (!def) return { param, reason: 'PARAM_UNDECLARED' };
    const scalar = typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean';
    if (!scalar || !valueFits(def.type, value))
      return { param, reason: 'VALUE_TYPE_MISMATCH', declared: def.type };
  }
  return null;
}

/** The points declared only as booleans (stored as 1/0, read back as true/false). */
export function booleanKeys(rules: TypeRules): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const [name, types] of rules.points) if (types.length === 1 && types[0] === 'boolean') keys.add(name);
  return keys;
}
