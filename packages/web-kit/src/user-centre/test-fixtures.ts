import { vi } from 'vitest';
import type { SessionUser, UserProfile } from '@fleetkey/contract';
import type { UserCentreModel } from './user-centre-model';

// Test data of the user-centre tests (imported by *.test.ts* only).

/** A profile with nothing filled in. */
export function emptyProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u1',
    username: 'demo',
    name: '',
    mobile: '',
    email: '',
    role: 0,
    avatar: '',
    enableTwoFactorCheck: 'false',
    nickname: '',
    gender: null,
    desc: '',
    company: '',
    detailaddress: '',
    country: '',
    area: '',
    enterprise: {},
    enterpriseStatus: 'none',
    AEName: '',
    AEMobile: '',
    createdAt: 0,
    updatedAt: 0,
    lastLoginAt: null,
    ...overrides,
  };
}

/** A user-centre model over a fixed profile, with every action a spy. */
export function fakeModel(profile: UserProfile, overrides: Partial<UserCentreModel> = {}): UserCentreModel {
  const { id, username, name, mobile, email, role, avatar, enableTwoFactorCheck } = profile;
  const user: SessionUser = { id, username, name, mobile, email, role, avatar, enableTwoFactorCheck };
  return {
    variant: 'licence',
    user,
    profile,
    loading: false,
    loadError: null,
    reload: vi.fn(),
    avatarUrl: (path) => `/v1/${path}`,
    updateProfile: vi.fn(() => Promise.resolve(profile)),
    uploadAvatar: vi.fn(() => Promise.resolve()),
    sendMobileCode: vi.fn(() => Promise.resolve(null)),
    sendEmailCode: vi.fn(() => Promise.resolve(null)),
    changePassword: vi.fn(() => Promise.resolve(null)),
    passwordByCode: { send: vi.fn(() => Promise.resolve(null)), change: vi.fn(() => Promise.resolve(null)) },
    closeAccount: vi.fn(() => Promise.resolve(null)),
    ...overrides,
  };
}
