import { createContext, useContext } from 'react';
import type { SessionUser, UserProfile } from '@fleetkey/contract';
import type { ProfileChanges } from '@fleetkey/api-client';

/** Which console the user centre serves: the calls differ in key (id or user name) and password form. */
export type UserCentreVariant = 'licence' | 'iot';

/** The data and actions the user-centre screens use (built by `useUserCentreModel`, faked in tests). */
export interface UserCentreModel {
  variant: UserCentreVariant;
  user: SessionUser;
  profile: UserProfile | undefined;
  loading: boolean;
  loadError: unknown;
  reload: () => void;
  /** Absolute URL of a stored avatar path (`avatars/x.png` → `/v1/avatars/x.png`). */
  avatarUrl: (path: string) => string;
  updateProfile: (changes: ProfileChanges, code?: string) => Promise<UserProfile>;
  uploadAvatar: (file: File) => Promise<void>;
  /** Sends a code to a new full mobile (calling code first). */
  sendMobileCode: (mobile: string) => Promise<unknown>;
  /** Sends the bind code (no e-mail yet) or the change code to an address. */
  sendEmailCode: (email: string) => Promise<unknown>;
  changePassword: (oldPassword: string, newPassword: string) => Promise<unknown>;
  /** The licence portal's password change by a code to the user's own mobile (absent in the IoT console). */
  passwordByCode?: {
    send: () => Promise<unknown>;
    change: (code: string, newPassword: string) => Promise<unknown>;
  };
  /** Closes the account (main accounts only), proven by its password. */
  closeAccount: (password: string) => Promise<unknown>;
}

export const UserCentreContext = createContext<UserCentreModel | null>(null);

/** The user-centre model of the surrounding `<UserCentre>`. */
export function useUserCentre(): UserCentreModel {
  const model = useContext(UserCentreContext);
  if (model === null) throw new Error('useUserCentre is used outside <UserCentre>');
  return model;
}
