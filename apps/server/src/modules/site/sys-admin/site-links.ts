import { DEFAULT_SITE_LINKS, siteLinksSchema, type SiteLinks } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import { sysSettingsRepository, type StoredSetting } from './sys-settings.repository';

/** Settings key of the consoles' links and contacts. */
export const SITE_LINKS_KEY = 'links';

/** The links and, when administrators set them, who did and when. */
export interface SiteLinksState {
  links: SiteLinks;
  stored: StoredSetting | undefined;
}

/**
 * The links the consoles show: what administrators stored (PUT /sys/config `links`) over the defaults. A
 * stored value that no longer passes the contract's rule reads as its default rather than break a page.
 */
export async function siteLinks(db: Db): Promise<SiteLinksState> {
  const stored = await sysSettingsRepository(db).find(SITE_LINKS_KEY);
  if (!stored) return { links: DEFAULT_SITE_LINKS, stored };
  const links: SiteLinks = { ...DEFAULT_SITE_LINKS };
  const saved = parseObject(stored.value);
  for (const key of Object.keys(DEFAULT_SITE_LINKS) as (keyof SiteLinks)[]) {
    const parsed = siteLinksSchema.shape[key].safeParse(saved[key]);
    if (parsed.success) links[key] = parsed.data;
  }
  return { links, stored };
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
