import { isUniqueViolation } from '../../../db/engine';
import { AppError } from '../../../platform/errors/app-error';

/**
 * Runs a write that may collide with a unique name; the collision answers NAME_IN_USE. The services check
 * names first for a friendly answer; this is the rule under concurrency, where only the index decides.
 */
export async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.of('NAME_IN_USE');
    throw error;
  }
}
