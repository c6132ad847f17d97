import { ApiError } from '@fleetkey/api-client';
import { ERROR_CODES, POINT_TYPES, type Point } from '@fleetkey/contract';

type PointType = Point['type'];

// A strict type's refusal of a command's parameters (400 COMMAND_PARAMS_INVALID) names the parameter and why
// in its data; the message alone ("a parameter is not declared, or …") left the user to guess which.

/** Which parameter a strict type refused and why, or null for any other failure. */
export type ParamRefusal =
  | { param: string; reason: 'PARAM_UNDECLARED' }
  | { param: string; reason: 'VALUE_TYPE_MISMATCH'; declared: PointType };

const isPointType = (value: unknown): value is PointType =>
  typeof value === 'string' && (POINT_TYPES as readonly string[]).includes(value);

/** The refused parameter of a command send's failure, or null. */
export function paramRefusal(error: unknown): ParamRefusal | null {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.COMMAND_PARAMS_INVALID) return null;
  const data = error.data as { param?: unknown; reason?: unknown; declared?: unknown } | undefined;
  if (typeof data?.param !== 'string') return null;
  if (data.reason === 'PARAM_UNDECLARED') return { param: data.param, reason: 'PARAM_UNDECLARED' };
  if (data.reason === 'VALUE_TYPE_MISMATCH' && isPointType(data.declared))
    return { param: data.param, reason: 'VALUE_TYPE_MISMATCH', declared: data.declared };
  return null;
}
