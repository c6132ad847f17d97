import { ERROR_CODES, VALIDATION_MESSAGES, type FieldError } from '@fleetkey/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

// Bodies the parsers accept but the code behind them could not take, refused as the client's mistake:
// - JSON.parse takes any nesting, but the schemas that check a body walk it recursively: a body nested
//   thousands deep overflowed the stack (a 500, even signed out). No call of this API nests anywhere near
//   this deep; deeper bodies are refused before any schema sees them, by a walk that keeps its own stack.
// - multipart/form-data without a boundary cannot be split into parts: the upload parser threw (a 500).

/** Deepest nesting of objects and arrays a JSON body may have. */
export const BODY_DEPTH_MAX = 64;

/** Whether `value` nests objects or arrays deeper than `max`. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

const invalid = (message: string): AppError => {
  const fields: FieldError[] = [{ location: 'body', path: '', message }];
  return new AppError(400, ERROR_CODES.VALIDATION_FAILED, `body: ${message}`, { fields });
};

/**
 * Refuses (400 VALIDATION_FAILED) a parsed body nested deeper than BODY_DEPTH_MAX, and a multipart body
 * without a boundary, before validation or any route reads them.
 */
export function registerBodyGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const type = request.headers['content-type'];
    if (type && /^multipart\/form-data\b/i.test(type) && !/;\s*boundary=[^;\s]+/i.test(type))
      throw invalid(VALIDATION_MESSAGES.invalidType);
    if (nestsDeeperThan(request.body, BODY_DEPTH_MAX)) throw invalid(VALIDATION_MESSAGES.nestedTooDeep);
  });
}
