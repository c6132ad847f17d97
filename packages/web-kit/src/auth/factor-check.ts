import type { ApiError } from '@fleetkey/api-client';

// What a FACTOR_CHECK_FAILED answer (the account asks for its SMS code) tells the sign-in forms.

/** The account waiting for its security code: what was typed, the masked mobile, whether a code went out. */
export interface PendingFactor {
  user: string;
  password: string;
  mobile: string;
  /** False when the server sent none because one went out less than a minute ago. */
  codeSent: boolean;
  /** False when that earlier code was already used (another browser signed in with it): none to enter. */
  codeLive: boolean;
}

/** Whether a FACTOR_CHECK_FAILED answer says a new code was sent (`data.codeSent`, true when absent). */
export function factorCodeSent(error: ApiError): boolean {
  const data = error.data;
  return !(typeof data === 'object' && data !== null && 'codeSent' in data && data.codeSent === false);
}

/** Whether a FACTOR_CHECK_FAILED answer says a usable code is out (`data.codeLive`, true when absent). */
export function factorCodeLive(error: ApiError): boolean {
  const data = error.data;
  return !(typeof data === 'object' && data !== null && 'codeLive' in data && data.codeLive === false);
}

/** The masked mobile of a FACTOR_CHECK_FAILED answer (`data.mobile`), or ''. */
export function factorMobile(error: ApiError): string {
  const data = error.data;
  if (typeof data === 'object' && data !== null && 'mobile' in data && typeof data.mobile === 'string') {
    return data.mobile;
  }
  return '';
}
