import {
  type CodeChannel,
  type CodePurpose,
  changeEmailCodeQuerySchema,
  changeMobileCodeQuerySchema,
  checkCodeQuerySchema,
  emailCodeQuerySchema,
  iotSmsCodeQuerySchema,
  smsCodeQuerySchema,
  verifyCodeQuerySchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { requireUser } from '../../../platform/auth/auth.plugin';
import { requestLanguage } from '../../../platform/http/request-language';
import { emailCodePurpose } from './codes.rules';
import { codesService } from './codes.service';

// GET, as both specs call them. A code request changes no account; the session cookie is SameSite=Lax
// and flow control bounds what a cross-site page could trigger.

/** The code calls of both consoles (licence-portal.md §7 Auth, iot-console.md §7 Auth). */
export function codesRoutes(context: AppContext): void {
  const { app } = context;
  const codes = codesService(context);

  // The code calls open to anyone: the caller may be signed in (binding their own address), and a code to
  // a receiver with no account needs the captcha the query carries.
  const openRequest = (
    request: {
      user: { id: string } | null;
      ip: string;
      query: { svgCode?: string | undefined; svgCodeUUID?: string | undefined };
      headers: { 'accept-language'?: string | undefined };
    },
    channel: CodeChannel,
    receiver: string,
    purpose: CodePurpose,
  ) =>
    codes.request({
      channel,
      receiver,
      purpose,
      callerId: request.user?.id,
      address: request.ip,
      language: requestLanguage(request),
      captcha: { uuid: request.query.svgCodeUUID, answer: request.query.svgCode },
    });

  // The region query is accepted for the portal's sake; the server derives it from the number (86 → cn).
  for (const url of ['/v1/auth/sms_code', '/v1/auth/uc_sms_code']) {
    app.get(
      url,
      { config: { audience: 'public' }, schema: { querystring: smsCodeQuerySchema } },
      async (request) => {
        await openRequest(request, 'sms', request.query.mobile, request.query.codeType);
        return { data: null };
      },
    );
  }

  app.get(
    '/v1/auth/smscode',
    { config: { audience: 'public' }, schema: { querystring: iotSmsCodeQuerySchema } },
    async (request) => {
      await openRequest(request, 'sms', request.query.mobile, request.query.codeType);
      return { data: null };
    },
  );

  for (const url of ['/v1/auth/email_code', '/v1/auth/uc_email_code']) {
    app.get(
      url,
      { config: { audience: 'public' }, schema: { querystring: emailCodeQuerySchema } },
      async (request) => {
        const { email, codeType } = request.query;
        await openRequest(request, 'email', email, emailCodePurpose(codeType, request.user !== null));
        return { data: null };
      },
    );
  }

  app.get(
    '/v1/auth/change_mobile_verify_code',
    { config: { audience: 'user', csrf: true }, schema: { querystring: changeMobileCodeQuerySchema } },
    async (request) => {
      const user = requireUser(request);
      await codes.request({
        channel: 'sms',
        receiver: request.query.mobile,
        purpose: 'changeMobileCode',
        callerId: user.id,
        address: request.ip,
        language: requestLanguage(request),
      });
      return { data: null };
    },
  );

  app.get(
    '/v1/auth/change_email_verify_code',
    { config: { audience: 'account', csrf: true }, schema: { querystring: changeEmailCodeQuerySchema } },
    async (request) => {
      const user = requireUser(request);
      await codes.request({
        channel: 'email',
        receiver: request.query.email,
        purpose: 'changeEmailCode',
        callerId: user.id,
        address: request.ip,
        language: requestLanguage(request),
      });
      return { data: null };
    },
  );

  // Checks only: the call that acts on the code (registration, reset, change) uses it up.
  app.get(
    '/v1/auth/check_code',
    { config: { audience: 'public' }, schema: { querystring: checkCodeQuerySchema } },
    async (request) => {
      await codes.check(request.query);
      return { data: true };
    },
  );

  app.get(
    '/v1/auth/verify_code',
    { config: { audience: 'public' }, schema: { querystring: verifyCodeQuerySchema } },
    async (request) => {
      await codes.check(request.query);
      return { data: true };
    },
  );
}
