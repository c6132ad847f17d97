import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { text } from './validation/text';

// The addresses both consoles link to (help, user agreement, privacy policy, feedback, chat group, support
// contacts, sales contact). Administrators set them on the system config screen; a console hides a link
// that is empty. The agreement and the privacy policy default to the pages this server serves itself.

/** The server's own user agreement page (`?lang=zh|en`). */
export const DEFAULT_AGREEMENT_PATH = '/legal/agreement';
/** The server's own privacy policy page (`?lang=zh|en`). */
export const DEFAULT_PRIVACY_PATH = '/legal/privacy';
/** Longest address of a link setting. */
export const SITE_LINK_MAX = 1024;
/** Longest support hotline. */
export const SUPPORT_HOTLINE_MAX = 32;
/** Longest sales contact text. */
export const SALES_CONTACT_MAX = 200;

const linkText = () => text().trim().max(SITE_LINK_MAX, M.tooLong);
const isPath = (value: string) => /^\/(?!\/)\S*$/.test(value);
const isHttp = (value: string) => /^https?:\/\/[^\s/]+\S*$/i.test(value);

/** '' (hidden), a path on this host, or an http(s) address. */
export const siteLinkSchema = linkText().refine(
  (value) => value === '' || isPath(value) || isHttp(value),
  M.websiteInvalid,
);
/** As siteLinkSchema, or a `mailto:` address (feedback may go by e-mail). */
export const feedbackLinkSchema = linkText().refine(
  (value) => value === '' || isPath(value) || isHttp(value) || /^mailto:[^\s@]+@[^\s@]+$/i.test(value),
  M.websiteInvalid,
);
/** '' (hidden) or an e-mail address. */
export const supportEmailSchema = linkText().refine(
  (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  M.emailInvalid,
);

/** GET /site/links: every link setting; '' means "not set, hide it". */
export const siteLinksSchema = z.object({
  /** Help / documentation (the sign-in pages' and the IoT header's Help). */
  helpUrl: siteLinkSchema,
  /** The user agreement the registration asks to accept. */
  agreementUrl: siteLinkSchema,
  /** The privacy policy the registration names. */
  privacyUrl: siteLinkSchema,
  /** Where the header's Feedback goes (http(s), a path, or mailto:). */
  feedbackUrl: feedbackLinkSchema,
  /** The address the chat-group QR code encodes. */
  chatGroupUrl: siteLinkSchema,
  /** Support e-mail in the IoT console's footer. */
  supportEmail: supportEmailSchema,
  /** Support hotline in the IoT console's footer. */
  supportHotline: text().trim().max(SUPPORT_HOTLINE_MAX, M.tooLong),
  /** Who to contact about an order when the user has no account manager (free text: name, phone, mail). */
  salesContact: text().trim().max(SALES_CONTACT_MAX, M.tooLong),
});
/** The link settings. */
export type SiteLinks = z.output<typeof siteLinksSchema>;

/** The links before administrators set any: only the server's own legal pages. */
export const DEFAULT_SITE_LINKS: SiteLinks = {
  helpUrl: '',
  agreementUrl: DEFAULT_AGREEMENT_PATH,
  privacyUrl: DEFAULT_PRIVACY_PATH,
  feedbackUrl: '',
  chatGroupUrl: '',
  supportEmail: '',
  supportHotline: '',
  salesContact: '',
};

/** The address to open for a link: the server's own legal pages get the reader's language. */
export function siteLinkHref(url: string, language: string): string {
  if (url !== DEFAULT_AGREEMENT_PATH && url !== DEFAULT_PRIVACY_PATH) return url;
  return `${url}?lang=${language.startsWith('zh') ? 'zh' : 'en'}`;
}
