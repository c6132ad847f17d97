import { useEffect } from 'react';
import type { FormInstance } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authApi } from '@fleetkey/api-client';
import { useApiClient } from '../providers/console-context';
import { useDebounced } from '../query/use-debounced';

/** What is checked: a full mobile (calling code first) or a lower-cased e-mail address. */
export type TakenKind = 'mobile' | 'email';

/** How long typing must pause before the check asks the server. */
export const TAKEN_CHECK_DELAY_MS = 400;

const MESSAGE_KEYS: Record<TakenKind, string> = {
  mobile: 'errors.codes.MOBILE_EXISTS',
  email: 'errors.codes.EMAIL_EXISTS',
};

/**
 * The live "already registered" check of the sign-up and binding forms (licence-portal.md §5: the mobile
 * and the e-mail must not already exist): once `receiver` is well formed and typing pauses, GET
 * /auth/mobile_exist or /auth/email_exist asks, and a taken one shows the spec's message under `field`
 * without waiting for a blur. The rule fails only on an answered "taken" for the value in the field, so a
 * slow or failed check never blocks the form (the server refuses the code or the save all the same).
 */
export function useTakenRule(
  form: FormInstance,
  field: string,
  kind: TakenKind,
  /** The well-formed receiver the field holds, or undefined while it is not one. */
  receiver: string | undefined,
): RuleObject {
  const { t } = useTranslation();
  const api = useApiClient();
  const settled = useDebounced(receiver, TAKEN_CHECK_DELAY_MS);
  const query = useQuery({
    queryKey: ['receiver-taken', kind, settled],
    queryFn: () =>
      kind === 'mobile' ? authApi(api).mobileExists(settled ?? '') : authApi(api).emailExists(settled ?? ''),
    enabled: settled !== undefined,
    retry: false,
  });
  const taken = query.data === true && settled === receiver;
  const message = t(MESSAGE_KEYS[kind]);

  useEffect(() => {
    // Show the answer as it comes; take a stale "taken" away as soon as the value changes (without
    // checking a half-typed value's format mid-typing).
    if (taken) void form.validateFields([field]).catch(() => undefined);
    else if (form.getFieldError(field).includes(message)) form.setFields([{ name: field, errors: [] }]);
  }, [taken, form, field, message]);

  return {
    validator: () => (taken ? Promise.reject(new Error(message)) : Promise.resolve()),
  };
}
