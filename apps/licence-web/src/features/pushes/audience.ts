import { PUSH_TARGETS_MAX, fullMobileSchema } from '@fleetkey/contract';

// The audience of a push (or the recipients of cards) as an administrator types it: one mobile or user
// id a line; commas, semicolons and blanks separate too, so a pasted spreadsheet column or list works.

/** Who a push goes to. */
export type AudienceKind = 'all' | 'mobiles' | 'userIds';

/** The distinct entries of a typed list, in the order typed. */
export function parseAudience(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;，；]+/)
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  ];
}

/** What is wrong with a typed list, as an i18n key and the entries concerned; null when it can be sent. */
export function audienceIssue(
  kind: Exclude<AudienceKind, 'all'>,
  text: string,
): { key: string; entries?: string[] } | null {
  const entries = parseAudience(text);
  if (entries.length === 0) return { key: 'pushes.audience.empty' };
  if (entries.length > PUSH_TARGETS_MAX) return { key: 'pushes.audience.tooMany' };
  if (kind === 'mobiles') {
    const invalid = entries.filter((entry) => !fullMobileSchema.safeParse(entry).success);
    if (invalid.length > 0) return { key: 'pushes.audience.invalidMobiles', entries: invalid };
  }
  return null;
}
