import { ERROR_CODES, type FieldError } from '@fleetkey/contract';
import { AppError } from './app-error';

/**
 * A 400 for a body its schema let through but a later check refused (a field naming what does not exist, a
 * multipart field read by hand): worded like the schema validation's 400 — the fields under `data`, located
 * in the body, the first one in the message — so the consoles handle both the same way.
 */
export function bodyInvalid(fields: readonly FieldError[]): AppError {
  const located = fields.map((field) => ({ location: 'body', ...field }));
  const first = located[0];
  return new AppError(
    400,
    ERROR_CODES.VALIDATION_FAILED,
    `body.${first?.path ?? ''}: ${first?.message ?? ''}`,
    {
      fields: located,
    },
  );
}
