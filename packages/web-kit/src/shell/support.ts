import type { SiteLinks } from '@fleetkey/contract';

// Support contacts and the feedback address come from the link settings (GET /site/links), which
// administrators set on the system config screen; nothing is hard-coded, and what is not set is hidden.

/** Where Feedback goes: the feedback address, else a mail to the support e-mail, else nowhere (''). */
export function feedbackHref(links: SiteLinks, subject: string): string {
  if (links.feedbackUrl.startsWith('mailto:')) return `${links.feedbackUrl}?subject=${subject}`;
  if (links.feedbackUrl) return links.feedbackUrl;
  return links.supportEmail ? `mailto:${links.supportEmail}?subject=${subject}` : '';
}
