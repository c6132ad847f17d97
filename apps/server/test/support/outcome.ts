/** What a call came to: its value when it succeeded, else the API error's status, code, message and data. */
export type Outcome =
  { succeeded: unknown } | { status: number; code: string; message: string; data?: unknown };

/** Settles an API call into its Outcome, so that a test asserts a refusal as plainly as a success. */
export const failure = (call: Promise<unknown>): Promise<Outcome> =>
  call.then(
    (value) => ({ succeeded: value }),
    (error: { status: number; code: string; message: string; data?: unknown }) => ({
      status: error.status,
      code: error.code,
      message: error.message,
      data: error.data,
    }),
  );

/** The error a refused call threw; undefined when it succeeded. */
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as { status: number; code: string; data: { fields: unknown[] } },
  );
