import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { authApi, usersApi } from '@fleetkey/api-client';
import type { LoginResult } from '@fleetkey/api-client';
import { errorMessageKey } from '../errors/error-message-key';
import { useApiClient } from '../providers/console-context';
import { autoSignInOf, withoutAutoSignIn } from './auto-sign-in';
import type { AutoSignIn } from './auto-sign-in';

/** The automatic sign-in of /Login: whether it is running, and the i18n key of why it failed. */
export interface AutoSignInState {
  pending: boolean;
  errorKey: string | null;
}

type SignInRequest = Exclude<AutoSignIn, { kind: 'oauthError' }>;

/**
 * Signs in on arrival when the /Login address asks for it: with a ujwt from the other console
 * (POST /auth/login?ujwt=), or after a third-party provider sent the browser back with a session cookie
 * (GET /users, the user lookup). The parameters leave the address at once; success goes through
 * `onSignedIn` like any login, failure leaves the login form in place with the mapped message.
 * One automatic sign-in per visit of the page.
 */
export function useAutoSignIn(onSignedIn: (result: LoginResult) => void): AutoSignInState {
  const api = useApiClient();
  const { i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const arriving = autoSignInOf(search);
  // A refusal reported by the provider's callback is known from the address alone.
  const [reportedKey] = useState(() => {
    if (arriving?.kind !== 'oauthError') return null;
    const key = `errors.codes.${arriving.code}`;
    return arriving.code && i18n.exists(key) ? key : 'errors.unknown';
  });
  const signIn = useMutation({
    mutationFn: (request: SignInRequest): Promise<LoginResult> =>
      request.kind === 'handoff' ? authApi(api).handoffLogin(request.ujwt) : usersApi(api).current(),
    meta: { silentError: true },
  });
  const { mutate } = signIn;

  // Development's StrictMode runs effects twice, and a ujwt works only once: the first run wins.
  const started = useRef(false);
  useEffect(() => {
    const request = autoSignInOf(search);
    if (request === null || started.current) return;
    started.current = true;
    setSearch(withoutAutoSignIn(search), { replace: true });
    if (request.kind !== 'oauthError') mutate(request, { onSuccess: onSignedIn });
  }, [search, setSearch, mutate, onSignedIn]);

  const failedKey = signIn.error
    ? errorMessageKey(signIn.error, 'auth', (key) => i18n.exists(key))
    : reportedKey;
  return {
    // Pending from the first render, so the form does not flash before the call starts.
    pending: signIn.isPending || arriving?.kind === 'handoff' || arriving?.kind === 'oauth',
    errorKey: failedKey,
  };
}
