import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './keys';
import { requiredText } from './text';

/** Longest id of a stored record (a UUID is 36 characters); path ids longer than this name no record. */
export const RECORD_ID_MAX = 36;

/** A stored record's id, as a path parameter or a field naming one record. */
export const recordIdSchema = requiredText().max(RECORD_ID_MAX, M.tooLong);

/** Path parameters of a route addressing one record by id (`/…/:id`). */
export const recordIdParamsSchema = z.object({ id: recordIdSchema });
