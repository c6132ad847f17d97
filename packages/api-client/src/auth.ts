import { LOGIN_TIMEOUT_MS } from '@fleetkey/contract';
import type {
  CaptchaChallenge,
  CodePurpose,
  CodeType,
  SessionUser,
  ThirdPartyOption,
} from '@fleetkey/contract';
import type { ApiClient } from './client';

/** POST /auth/login by password: `user` is a full mobile (calling code first) or a user name. */
export interface PasswordLogin {
  user: string;
  password: string;
  svgCode?: string;
  svgCodeUUID?: string;
  /** The mobile-security dialog's code, sent with the password again (no captcha). */
  smsCode?: string;
  /** "Remember": the session cookie outlives the browser. */
  remember?: boolean;
}

/** POST /auth/login by SMS code: `user` is a full mobile. */
export interface SmsLogin {
  user: string;
  smsCode: string;
}

/** The captcha answer a code request carries when the code would go to a receiver with no account. */
export interface CodeCaptcha {
  svgCode: string;
  svgCodeUUID: string;
}

/** A successful login: the signed-in user, and whether the password must be changed now. */
export type LoginResult = SessionUser & { mustChangePassword?: boolean };

/** GET /auth/check_code: verifies a code without consuming it. */
export interface CodeCheckQuery {
  receiver: string;
  code: string;
  type: 'mobile' | 'email';
  codeType?: CodePurpose;
}

/** Auth calls of both consoles (licence-portal.md §7 Auth, iot-console.md §7 Auth). */
export function authApi(client: ApiClient) {
  return {
    /** GET /auth/logout, as both specs call it (the server refuses it from another site): ends the session. */
    logout: () => client.get<null>('/auth/logout'),
    /** GET /auth/svg_code: a single-use captcha image and its id. */
    captcha: () => client.get<CaptchaChallenge>('/auth/svg_code'),
    /** POST /auth/login (password with captcha, password with security code, or SMS code). */
    login: (body: PasswordLogin | SmsLogin) =>
      client.post<LoginResult>('/auth/login', { body, timeoutMs: LOGIN_TIMEOUT_MS }),
    /** GET /auth/ujwt: a short-lived, single-use token that signs this user into the other console. */
    handoffToken: (loginType: string) => client.get<{ ujwt: string }>('/auth/ujwt', { query: { loginType } }),
    /** POST /auth/login?ujwt=: signs in with a hand-off token from the other console (spending it). */
    handoffLogin: (ujwt: string) =>
      client.post<LoginResult>('/auth/login', { query: { ujwt }, body: {}, timeoutMs: LOGIN_TIMEOUT_MS }),
    /** GET /auth/third_support: the configured third-party providers and where each one starts. */
    thirdPartyOptions: (backPage: string) =>
      client.get<ThirdPartyOption[]>('/auth/third_support', { query: { backPage } }),
    /** POST /auth/admin/login: administrators, user name and password (and the captcha once asked for). */
    adminLogin: (body: { user: string; password: string; svgCode?: string; svgCodeUUID?: string }) =>
      client.post<LoginResult>('/auth/admin/login', { body, timeoutMs: LOGIN_TIMEOUT_MS }),
    /** GET /auth/sms_code: sends a code to a full mobile. */
    smsCode: (mobile: string, codeType: CodeType, captcha?: CodeCaptcha) =>
      client.get<null>('/auth/sms_code', { query: { mobile, codeType, ...captcha } }),
    /** GET /auth/smscode: the IoT forgot-password code (changePasswordCode). */
    iotSmsCode: (mobile: string) => client.get<null>('/auth/smscode', { query: { mobile } }),
    /** GET /auth/email_code: sends a code to an e-mail address (lower-cased first). */
    emailCode: (email: string, codeType: CodeType = 'registerCode', captcha?: CodeCaptcha) =>
      client.get<null>('/auth/email_code', {
        query: { email: email.trim().toLowerCase(), codeType, ...captcha },
      }),
    /** GET /auth/check_code: true when the code is right; wrong codes throw (CODE_INVALID…). */
    checkCode: ({ receiver, code, type, codeType }: CodeCheckQuery) =>
      client.get<boolean>('/auth/check_code', {
        query:
          type === 'mobile' ? { mobile: receiver, code, type, codeType } : { receiver, code, type, codeType },
      }),
    /** GET /auth/mobile_exist. */
    mobileExists: (mobile: string) => client.get<boolean>('/auth/mobile_exist', { query: { mobile } }),
    /** GET /auth/email_exist. */
    emailExists: (email: string) => client.get<boolean>('/auth/email_exist', { query: { email } }),
    /** GET /auth/user_exist. */
    userExists: (username: string) => client.get<boolean>('/auth/user_exist', { query: { username } }),
    /** PUT /auth/reset_password?code (licence portal): `user` is the account's full mobile or user name. */
    resetPassword: (code: string, body: { user: string; newPassword: string }) =>
      client.put<null>('/auth/reset_password', { query: { code }, body }),
    /** GET /auth/recover_password: a reset code to the named account's mobile; answers where it went, masked. */
    recoverPassword: (username: string) =>
      client.get<{ receiver: string }>('/auth/recover_password', { query: { username, type: 'mobile' } }),
    /** POST /auth/reset_password (IoT console). */
    iotResetPassword: (body: { mobile: string; code: string; password: string }) =>
      client.post<null>('/auth/reset_password', { body }),
  };
}
