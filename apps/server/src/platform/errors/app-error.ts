/** An error meant for the client: rendered once, by the error handler, as `{ code, message, data? }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 401: no valid session. */
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'please log in');
/** 403: signed in, but not allowed. */
export const forbidden = (message = 'forbidden') => new AppError(403, 'FORBIDDEN', message);
/** 404: no such resource. */
export const notFound = (message = 'not found') => new AppError(404, 'NOT_FOUND', message);
