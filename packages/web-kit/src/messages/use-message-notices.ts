import { useTranslation } from 'react-i18next';
import type { NoticeItem } from '../shell/NoticeBell';
import { isMainAccount } from '../session/session-store';
import { useSession } from '../session/use-session';
import { messageTitle } from './message-text';
import { useUnreadNotices } from './use-messages';

/** What the header's message bell shows, and whether it is shown at all. */
export interface MessageNotices {
  /** False for a session that has no messages (an administrator, a sub-user). */
  shown: boolean;
  count: number;
  items: NoticeItem[];
}

/**
 * The header's message bell in both consoles: the unread count and the newest unread messages as bell
 * items, titled in the reader's language and timed by the console's own `formatTime`. Messages are main
 * accounts' own: another session is refused them (a 401 would sign an administrator out), so nothing is
 * asked for it.
 */
export function useMessageNotices(formatTime: (ms: number) => string): MessageNotices {
  const { i18n } = useTranslation();
  const { isSignedIn, user } = useSession();
  const shown = isSignedIn && user !== null && isMainAccount(user);
  const { count, latest } = useUnreadNotices(shown);
  const items = latest.map((message) => ({
    id: message.id,
    title: messageTitle(i18n, message),
    time: formatTime(message.createdAt),
  }));
  return { shown, count, items };
}
