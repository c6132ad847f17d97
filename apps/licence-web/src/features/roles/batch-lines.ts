import { ROLE_BATCH_MAX, roleCreateSchema, VALIDATION_MESSAGES, type RoleCreate } from '@fleetkey/contract';

/** A line of the batch text that is not a valid role: its number (from 1) and the message key. */
export interface BatchLineIssue {
  line: number;
  message: string;
}

/**
 * The roles of a batch text: one a line, `name` or `name,description` (the description may hold more
 * commas), blank lines skipped, each checked with the contract's schema. Too many roles is one issue.
 */
export function parseBatchLines(text: string): { roles: RoleCreate[]; issues: BatchLineIssue[] } {
  const roles: RoleCreate[] = [];
  const issues: BatchLineIssue[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const comma = raw.indexOf(',');
    const name = (comma < 0 ? raw : raw.slice(0, comma)).trim();
    const description = comma < 0 ? undefined : raw.slice(comma + 1).trim();
    const parsed = roleCreateSchema.safeParse({ name, description });
    if (parsed.success) roles.push(parsed.data);
    else
      issues.push({
        line: index + 1,
        message: parsed.error.issues[0]?.message ?? VALIDATION_MESSAGES.required,
      });
  });
  if (roles.length + issues.length === 0) issues.push({ line: 1, message: VALIDATION_MESSAGES.required });
  if (roles.length > ROLE_BATCH_MAX)
    issues.push({ line: ROLE_BATCH_MAX + 1, message: VALIDATION_MESSAGES.tooMany });
  return { roles, issues };
}
