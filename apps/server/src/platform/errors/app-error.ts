import { ERROR_CATALOGUE, type ErrorCode } from '@fleetkey/contract';

/** An error meant for the client: rendered once, by the error handler, as `{ code, message, data? }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** The error of a catalogued code, with its status and the spec's message. */
  static of(code: ErrorCode, data?: unknown): AppError {
    const { status, message } = ERROR_CATALOGUE[code];
    return new AppError(status, code, message, data);
  }
}
