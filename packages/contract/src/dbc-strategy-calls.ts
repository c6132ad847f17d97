import { z } from 'zod';
import { dbcNameSchema } from './dbc-calls';
import { devidListSchema } from './device-calls';
import { devtypeNameSchema, keyNameSchema } from './devtype-calls';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { fields, requiredText } from './validation/text';
import { recordIdParamsSchema } from './validation/record-id';

// DBC strategies (iot-console.md §7 "DBC": /dbc/strategy, /dbc/bindstrategy; issue 17): which signals of a
// DBC a device type's frames are decoded into, each optionally renamed to a point name, at most once per
// sampling interval; a strategy is bound to its whole device type or to some of its devices (a device's own
// binding wins over its type's).

/** Most signals one strategy decodes. */
export const DBC_STRATEGY_SIGNALS_MAX = 500;
/** Longest strategy name. */
export const DBC_STRATEGY_NAME_MAX = 64;
/** Longest sampling interval: one hour. */
export const DBC_SAMPLING_MAX_MS = 3_600_000;

/** One signal a strategy decodes: by message and signal name, stored under `point` (default the signal's name). */
export const dbcStrategySignalSchema = fields({
  message: requiredText().max(128, M.tooLong),
  signal: requiredText().max(128, M.tooLong),
  point: keyNameSchema.optional(),
});

/** Body of POST /dbc/strategy and PUT /dbc/strategy/{id}. */
export const dbcStrategyBodySchema = fields({
  name: requiredText().trim().max(DBC_STRATEGY_NAME_MAX, M.tooLong),
  dbc: dbcNameSchema,
  devtype: devtypeNameSchema,
  /** Milliseconds between stored values of one signal; 0 keeps every frame's value. */
  intervalMs: z
    .number({ error: M.invalidType })
    .int(M.invalidType)
    .min(0, M.outOfRange)
    .max(DBC_SAMPLING_MAX_MS, M.outOfRange)
    .default(0),
  signals: z
    .array(dbcStrategySignalSchema, { error: M.invalidType })
    .min(1, M.required)
    .max(DBC_STRATEGY_SIGNALS_MAX, M.tooMany),
});
/** A strategy as sent. */
export type DbcStrategyBody = z.infer<typeof dbcStrategyBodySchema>;
/** A strategy as a form fills it (defaults absent). */
export type DbcStrategyBodyInput = z.input<typeof dbcStrategyBodySchema>;

/** Path of /dbc/strategy/{id}. */
export const dbcStrategyParamsSchema = recordIdParamsSchema;

/** A stored strategy. */
export interface DbcStrategyView {
  id: string;
  name: string;
  dbc: string;
  devtype: string;
  intervalMs: number;
  signals: { message: string; signal: string; point: string }[];
  updatedAt: string;
}

/** Body of POST /dbc/bindstrategy: bind to the strategy's whole type, or to some of its devices. */
export const dbcBindBodySchema = fields({
  strategyId: requiredText().max(36, M.tooLong),
  devids: devidListSchema.optional(),
});
/** A bind body. */
export type DbcBindBody = z.infer<typeof dbcBindBodySchema>;

/** One binding: the strategy of a type (devid null) or of one device. */
export interface DbcBindingView {
  strategyId: string;
  devtype: string;
  devid: string | null;
}
