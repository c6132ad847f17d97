import { IOT_SERVER_CODES, type LimitErrorData } from '@fleetkey/contract';
import { AppError } from '../../../platform/errors/app-error';

// The console matches the spec's numeric codes (iot-console.md §8), so the answer carries them in `data`
// beside the stable error code.

/** Over the custom device type limit: 403 DEVICE_TYPE_LIMIT, data.serverCode 8000. */
export function deviceTypeLimitError(limit: number): AppError {
  const data: LimitErrorData = { serverCode: IOT_SERVER_CODES.deviceTypeLimit, limit };
  return AppError.of('DEVICE_TYPE_LIMIT', data);
}

/** Over the device limit: 403 DEVICE_LIMIT, data.serverCode 8001. */
export function deviceLimitError(limit: number): AppError {
  const data: LimitErrorData = { serverCode: IOT_SERVER_CODES.deviceLimit, limit };
  return AppError.of('DEVICE_LIMIT', data);
}
