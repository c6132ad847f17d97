import { ApiError } from '@fleetkey/api-client';
import { expect } from 'vitest';

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

/** The status, code and data of the API error a call was refused with; throws when it succeeded or failed otherwise. */
export async function apiRefusal(
  call: Promise<unknown>,
): Promise<{ status: number; code: string; data: unknown }> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an API error, got ${String(error)}`);
  return { status: error.status, code: error.code, data: error.data };
}

/** The status and code of the API error a call was refused with (see apiRefusal), for toEqual. */
export async function refusalStatus(call: Promise<unknown>): Promise<{ status: number; code: string }> {
  const { status, code } = await apiRefusal(call);
  return { status, code };
}

/** A call a table expects refused: what it is, the call, the field path it names ('' for any) and the message key. */
export type FieldRefusal = [what: string, call: () => Promise<unknown>, path: string, message: string];

/** Asserts that each call is refused with 400 VALIDATION_FAILED naming its field (when given) and message key. */
export async function expectFieldRefusals(cases: readonly FieldRefusal[]): Promise<void> {
  for (const [what, call, path, message] of cases) {
    const error = await refusal(call());
    expect(error, what).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(error?.data.fields, what).toContainEqual(
      expect.objectContaining({ message, ...(path ? { path } : {}) }),
    );
  }
}
