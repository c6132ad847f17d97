import { NoticeBell, useMessageNotices } from '@fleetkey/web-kit';
import { MESSAGE_CENTER_PATH } from '../../app/routes';
import { formatDateTime } from '../common/format';

/** The header's notice bell: the unread count on its badge, the newest unread messages in its list. */
export function MessageNoticeBell() {
  const { count, items } = useMessageNotices(formatDateTime);
  return <NoticeBell count={count} items={items} viewAllTo={MESSAGE_CENTER_PATH} />;
}
