import { MAIN_ACCOUNT_ROLE } from '@fleetkey/contract';
import type { SessionUser } from '@fleetkey/contract';
import { LICENCE_ADMIN_PATH, LICENCE_HOME_PATH } from './routes';

// Router paths match case-insensitively, so the rule does too (else /home/licence/licence slips by).
const normalise = (path: string) => path.replace(/\/+$/, '').toLowerCase();

/**
 * Navigation guard of licence-portal.md §2 for a stored login (no login → /Login is RequireSession's
 * part): role 0 may go anywhere; any other role visiting the user licence page goes to the admin one.
 */
export function licenceRedirect(pathname: string, user: Pick<SessionUser, 'role'>): string | null {
  if (user.role !== MAIN_ACCOUNT_ROLE && normalise(pathname) === normalise(LICENCE_HOME_PATH)) {
    return LICENCE_ADMIN_PATH;
  }
  return null;
}
