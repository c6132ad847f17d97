import { CODE_EXPIRY_MS, type Region } from '@fleetkey/contract';

// What the receiver reads. Texts, not i18n keys: they leave the system (SMS, e-mail), so they are
// composed here, in Chinese for a mainland number and English elsewhere; e-mail carries both.

const MINUTES = CODE_EXPIRY_MS / 60_000;

/** The SMS carrying a code. */
export function codeSmsText(code: string, region: Region): string {
  return region === 'cn'
    ? `【Fleetkey】您的验证码是 ${code}，${MINUTES} 分钟内有效，请勿告诉他人。`
    : `[Fleetkey] Your verification code is ${code}. It expires in ${MINUTES} minutes. Do not share it.`;
}

/** The e-mail carrying a code. */
export function codeMail(code: string): { subject: string; text: string } {
  return {
    subject: 'Fleetkey 验证码 / verification code',
    text: [
      `您的验证码是 ${code}，${MINUTES} 分钟内有效。如果不是您本人操作，请忽略本邮件。`,
      '',
      `Your verification code is ${code}. It expires in ${MINUTES} minutes.`,
      'If you did not ask for it, ignore this e-mail.',
    ].join('\n'),
  };
}
