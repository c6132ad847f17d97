import { VALIDATION_MESSAGES } from '@fleetkey/contract';
import { AppError } from '../../../platform/errors/app-error';

// The calls take epoch seconds (iot-console.md §7 history parameters); everything stored is epoch ms.

/** Epoch ms of epoch seconds (fractions kept to the millisecond). */
export function secondsToMs(seconds: number): number {
  return Math.round(seconds * 1000);
}

/** [from, to) in epoch ms of an optional starttime/endtime in seconds. */
export function msRange(range: { starttime?: number | undefined; endtime?: number | undefined }): {
  from: number | undefined;
  to: number | undefined;
} {
  return {
    from: range.starttime === undefined ? undefined : secondsToMs(range.starttime),
    to: range.endtime === undefined ? undefined : secondsToMs(range.endtime),
  };
}

/** A 400 on one query parameter: missing where this call needs it, or out of range. */
export function queryParameterError(name: string, problem: 'required' | 'invalid'): AppError {
  const message =
    problem === 'required' ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.listParamInvalid;
  const fields = [{ location: 'querystring', path: name, message }];
  return new AppError(400, 'VALIDATION_FAILED', `querystring.${name}: ${message}`, { fields });
}
