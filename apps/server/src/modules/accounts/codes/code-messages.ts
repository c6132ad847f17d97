import { CODE_EXPIRY_MS, type Language, type Region } from '@fleetkey/contract';

// What the receiver reads. Texts, not i18n keys: they leave the system (SMS, e-mail), so they are
// composed here, in the language of the request that asked for them (requestLanguage); a request that
// names none gets Chinese for a mainland number and English elsewhere, and an e-mail carrying both.

const MINUTES = CODE_EXPIRY_MS / 60_000;

const SMS: Record<Language, (code: string) => string> = {
  zh: (code) => `【Fleetkey】您的验证码是 ${code}，${MINUTES} 分钟内有效，请勿告诉他人。`,
  en: (code) =>
    `[Fleetkey] Your verification code is ${code}. It expires in ${MINUTES} minutes. Do not share it.`,
};

const MAIL: Record<Language, { subject: string; text: (code: string) => string[] }> = {
  zh: {
    subject: 'Fleetkey 验证码',
    text: (code) => [`您的验证码是 ${code}，${MINUTES} 分钟内有效。如果不是您本人操作，请忽略本邮件。`],
  },
  en: {
    subject: 'Fleetkey verification code',
    text: (code) => [
      `Your verification code is ${code}. It expires in ${MINUTES} minutes.`,
      'If you did not ask for it, ignore this e-mail.',
    ],
  },
};

/** The SMS carrying a code, in `language`, else by the number's region. */
export function codeSmsText(code: string, region: Region, language?: Language): string {
  return SMS[language ?? (region === 'cn' ? 'zh' : 'en')](code);
}

/** The e-mail carrying a code, in `language`, else in both. */
export function codeMail(code: string, language?: Language): { subject: string; text: string } {
  if (language) return { subject: MAIL[language].subject, text: MAIL[language].text(code).join('\n') };
  return {
    subject: 'Fleetkey 验证码 / verification code',
    text: [...MAIL.zh.text(code), '', ...MAIL.en.text(code)].join('\n'),
  };
}
