import type { AccountValues } from './AccountStep';
import type { CompanyValues } from './CompanyStep';
import type { EmailValues } from './EmailStep';

// What a user typed into the registration wizard, kept in this tab's sessionStorage so that a reload does not
// lose it (the SMS code typed stays usable: a new one would mean a 60-second wait). Never the password: it is
// kept in memory only, so after a reload the account step asks for it again with the rest filled in.

const DRAFT_KEY = 'fleetkey.registrationDraft';

/** The wizard's values, the password aside. */
export interface RegistrationDraft {
  account: Partial<Omit<AccountValues, 'password'>>;
  /** The account step was passed (its code checked and the agreement given). */
  accountDone: boolean;
  email: EmailValues;
  company: CompanyValues;
}

export const EMPTY_DRAFT: RegistrationDraft = {
  account: {},
  accountDone: false,
  email: { pushable: false },
  company: {},
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text fields of a stored record (those of `keys` only, when given): nothing else reaches a form. */
function texts(record: Record<string, unknown>, keys?: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && (!keys || keys.includes(entry[0])),
    ),
  );
}

/** The draft of this tab, or the empty one (none, unreadable, or storage closed to the page). */
export function readRegistrationDraft(): RegistrationDraft {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (!isObject(value) || !isObject(value.account) || !isObject(value.email) || !isObject(value.company))
      return EMPTY_DRAFT;
    return {
      account: texts(value.account, ['areaCode', 'mobile', 'smsCode']),
      accountDone: value.accountDone === true,
      email: { ...texts(value.email, ['email', 'mailCode']), pushable: value.email.pushable === true },
      company: texts(value.company),
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

/** Keeps the draft for a reload: of the account, only the mobile and its code (never a password). */
export function saveRegistrationDraft(draft: RegistrationDraft): void {
  const { areaCode, mobile, smsCode } = draft.account;
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, account: { areaCode, mobile, smsCode } }));
  } catch {
    // Storage full or closed: the wizard works on, only a reload loses the form.
  }
}

/** Forgets the draft: the account was created. */
export function clearRegistrationDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
}
