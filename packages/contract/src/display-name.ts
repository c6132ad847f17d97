import { COUNTRIES } from './countries';

// What the screens call a person. Registration without a user name stores a generated one (`u_` and ten hex
// digits): nobody chose or knows it, so it is no name to show while the account has a mobile or an e-mail.

/** Start of the user name registration makes up when none is given. */
export const GENERATED_USERNAME_PREFIX = 'u_';

const GENERATED_USERNAME = new RegExp(`^${GENERATED_USERNAME_PREFIX}[0-9a-f]{10}$`);

/** Whether a user name is one registration made up. */
export function isGeneratedUsername(username: string): boolean {
  return GENERATED_USERNAME.test(username);
}

/** A person as the screens name them: the name, else a chosen user name, else the mobile or e-mail. */
export function displayName(user: {
  name?: string | null;
  username: string;
  mobile?: string | null;
  email?: string | null;
}): string {
  if (user.name) return user.name;
  if (!isGeneratedUsername(user.username)) return user.username;
  return (user.mobile && formatMobile(user.mobile)) || user.email || user.username;
}

/**
 * A stored mobile (calling code and number, no plus: "8613900000000") as people write it: "+86 13900000000".
 * Calling codes are prefix-free; where the list holds a code and a longer one beginning with it (1 and Jamaica's
 * 1876, which dial the same), the longer names the place.
 */
export function formatMobile(mobile: string): string {
  const code = COUNTRIES.map((country) => country.areaCode)
    .filter((areaCode) => mobile.startsWith(areaCode) && mobile.length > areaCode.length)
    .reduce((longest, areaCode) => (areaCode.length > longest.length ? areaCode : longest), '');
  return code ? `+${code} ${mobile.slice(code.length)}` : mobile;
}
