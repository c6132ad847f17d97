import { ERROR_CODES, type FieldError, type ValidationMessageKey } from '@fleetkey/contract';
import { AppError } from '../../../platform/errors/app-error';

/**
 * A 400 VALIDATION_FAILED for one field that only the server can check (a type that is not the user's, an
 * unreadable upload), shaped exactly like the schema failures the error handler renders.
 */
export function fieldError(location: string, path: string, message: ValidationMessageKey): AppError {
  const fields: FieldError[] = [{ location, path, message }];
  return new AppError(400, ERROR_CODES.VALIDATION_FAILED, `${location}.${path}: ${message}`, { fields });
}
