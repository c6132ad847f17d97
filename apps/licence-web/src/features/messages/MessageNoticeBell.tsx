import { useTranslation } from 'react-i18next';
import { isMainAccount, NoticeBell, useSession, useUnreadNotices } from '@fleetkey/web-kit';
import { MESSAGE_CENTER_PATH } from '../../app/routes';
import { formatDateTime } from '../common/format';
import { messageTitle } from './server-text';

/** The header's notice bell: the unread count on its badge, the newest unread messages in its list. */
export function MessageNoticeBell() {
  const { i18n } = useTranslation();
  const { isSignedIn, user } = useSession();
  // Messages are users' own: an administrator's session is refused them (401), which would sign it out.
  const { count, latest } = useUnreadNotices(isSignedIn && user !== null && isMainAccount(user));
  return (
    <NoticeBell
      count={count}
      items={latest.map((m) => ({
        id: m.id,
        title: messageTitle(i18n, m),
        time: formatDateTime(m.createdAt),
      }))}
      viewAllTo={MESSAGE_CENTER_PATH}
    />
  );
}
