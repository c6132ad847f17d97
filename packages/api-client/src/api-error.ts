/** Error of any /v1 call: HTTP status (0 when the request never got an answer), stable code, server message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the request got no answer (offline, refused, timed out). */
  get isOffline(): boolean {
    return this.status === 0;
  }
}

/** Codes the client itself produces when no server answer is available. */
export const CLIENT_ERROR_CODES = {
  timeout: 'TIMEOUT',
  network: 'NETWORK_ERROR',
  badResponse: 'BAD_RESPONSE',
} as const;
